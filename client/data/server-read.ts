/**
 * One read of server data that is not kept on this device, as a small store: the answer, the last error, and whether
 * a read is under way. A new read aborts the one in flight, and only the latest read's answer is kept, so a slow
 * answer cannot overwrite a newer one. An error keeps the data already shown (a failed refresh does not blank a
 * screen). Framework-free so it can be tested alone; `useServerData` puts it on a screen.
 */
export interface ServerReadState<T> {
  /** The last answer, undefined until one arrives. */
  data: T | undefined;
  /** Why the last read failed; undefined once a read succeeds. */
  error: unknown;
  /** A read is under way. */
  loading: boolean;
}

export interface ServerRead<T> {
  get(): ServerReadState<T>;
  subscribe(listener: () => void): () => void;
  /** Reads again, aborting the read in flight; resolves once this read has ended (never rejects). */
  refetch(): Promise<void>;
  /** Puts an answer in place without a read (an action's answer, or a local edit). */
  set(data: T | ((known: T | undefined) => T | undefined)): void;
  /** Aborts the read in flight and ignores its answer (the screen closed). */
  stop(): void;
}

export function createServerRead<T>(load: (signal: AbortSignal) => Promise<T>, loading = true): ServerRead<T> {
  let state: ServerReadState<T> = { data: undefined, error: undefined, loading };
  let current: AbortController | null = null;
  const listeners = new Set<() => void>();
  const update = (change: Partial<ServerReadState<T>>) => {
    state = { ...state, ...change };
    listeners.forEach((listener) => listener());
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async refetch() {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      if (!state.loading) update({ loading: true });
      try {
        const data = await load(controller.signal);
        if (current === controller) update({ data, error: undefined, loading: false });
      } catch (error) {
        if (current === controller) update({ error, loading: false });
      } finally {
        if (current === controller) current = null;
      }
    },
    set(data) {
      const next = typeof data === 'function' ? (data as (known: T | undefined) => T | undefined)(state.data) : data;
      update({ data: next });
    },
    stop() {
      current?.abort();
      current = null;
    },
  };
}
