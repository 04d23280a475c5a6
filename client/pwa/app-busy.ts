/**
 * Work the page must not be reloaded over (e.g. a video being recorded): while any is running the app is "busy" and
 * an accepted update waits (register-sw.ts). Unsent changes, uploads included, are the outbox's to guard.
 */
const running = new Set<symbol>();
const waiters = new Set<() => void>();

/** Marks the app busy until the returned function is called (calling it twice is harmless). */
export function markBusy(what: string): () => void {
  const token = Symbol(what);
  running.add(token);
  return () => {
    if (!running.delete(token) || running.size > 0) return;
    waiters.forEach((resolve) => resolve());
    waiters.clear();
  };
}

export function isBusy(): boolean {
  return running.size > 0;
}

/** Resolves once nothing is running. */
export function whenNotBusy(): Promise<void> {
  if (running.size === 0) return Promise.resolve();
  return new Promise((resolve) => waiters.add(resolve));
}
