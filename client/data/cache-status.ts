import { useSyncExternalStore } from 'react';
import { ApiError, NetworkError, type ApiErrorCode } from '../api/http';
import { registerMemoryCache } from './clear-local-data';

/**
 * How the last refresh of each cached thing went, kept in memory for this page: 'fresh' the server answered,
 * 'offline' the request never reached it (the cached copy is shown as saved on this device), 'failed' it refused
 * (the code says why). 'unknown' until the first refresh ends.
 */
export type CacheState =
  | { status: 'unknown' | 'fresh' | 'offline' }
  | { status: 'failed'; code: ApiErrorCode | 'local-error'; message: string };

const UNKNOWN: CacheState = { status: 'unknown' };
let states = new Map<string, CacheState>();
const inFlight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

registerMemoryCache(() => {
  states = new Map();
  listeners.forEach((listener) => listener());
});

function set(name: string, state: CacheState): void {
  states = new Map(states).set(name, state);
  listeners.forEach((listener) => listener());
}

/**
 * Fetches one cached thing and writes it into Dexie. Failing quietly is the point: offline or refused, the cached
 * copy stays and the state says so. Calls for a name already being refreshed share that refresh.
 */
export function refreshCached<T>(name: string, fetch: () => Promise<T>, write: (answer: T) => Promise<void>): Promise<void> {
  const running = inFlight.get(name);
  if (running) return running;
  const refresh = (async () => {
    try {
      if (typeof navigator !== 'undefined' && !navigator.onLine) throw new NetworkError('offline');
      await write(await fetch());
      set(name, { status: 'fresh' });
    } catch (error) {
      if (error instanceof ApiError) set(name, { status: 'failed', code: error.code, message: error.message });
      else if (error instanceof NetworkError) set(name, { status: 'offline' });
      else {
        console.warn(`could not refresh ${name}`, error);
        set(name, { status: 'failed', code: 'local-error', message: 'could not update the saved copy' });
      }
    } finally {
      inFlight.delete(name);
    }
  })();
  inFlight.set(name, refresh);
  return refresh;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last refresh state of `name`, updated live. */
export function useCacheState(name: string): CacheState {
  return useSyncExternalStore(
    subscribe,
    () => states.get(name) ?? UNKNOWN,
    () => UNKNOWN,
  );
}
