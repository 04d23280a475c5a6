import { db } from './db';
import { drainOutbox, type DrainResult } from './outbox-drain';

// A floor for the foreground timer, so a clock jump can never turn it into a busy loop.
const MIN_TIMER_MS = 500;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Drains now, then (in a page) sets the foreground timer for the oldest pending entry's next attempt. No timer
 * when offline (the 'online' event comes) or signed out (nothing can succeed before signing in again).
 */
export async function requestDrain(): Promise<DrainResult> {
  const result = await drainOutbox();
  const next =
    result === 'waiting'
      ? await db.outbox
          .orderBy('createdAt')
          .filter((entry) => entry.status === 'pending')
          .first()
      : undefined;
  clearTimeout(timer);
  timer = next ? setTimeout(drainInBackground, Math.max(MIN_TIMER_MS, next.nextAttemptAt - Date.now())) : undefined;
  return result;
}

function drainInBackground(): void {
  requestDrain().catch((error: unknown) => console.warn('outbox drain failed', error));
}

function drainWhenVisible(): void {
  if (document.visibilityState === 'visible') drainInBackground();
}

/**
 * The page's triggers (docs/architecture.md, section 2): now, 'online', back to visible, 'pageshow' (also a restore from the
 * back/forward cache), plus the timer above. Browsers without Background Sync sync whenever the app is open.
 */
export function startOutboxTriggers(): () => void {
  window.addEventListener('online', drainInBackground);
  window.addEventListener('pageshow', drainInBackground);
  document.addEventListener('visibilitychange', drainWhenVisible);
  drainInBackground();
  return () => {
    window.removeEventListener('online', drainInBackground);
    window.removeEventListener('pageshow', drainInBackground);
    document.removeEventListener('visibilitychange', drainWhenVisible);
    clearTimeout(timer);
  };
}
