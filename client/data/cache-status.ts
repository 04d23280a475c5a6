import { useSyncExternalStore } from 'react';
import { ApiError, NetworkError, type ApiErrorCode } from '../api/http';
import { registerMemoryCache } from './clear-local-data';
import { acceptedSoFar } from './outbox-accepted';

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
 * A read that was in flight while the outbox had a change accepted may have been answered before that change was
 * committed; it is read again (at most this many reads in all, so a long drain cannot keep a screen from updating).
 */
const READS_PAST_ACCEPTED = 3;

/**
 * Fetches one cached thing and writes it into Dexie. Failing quietly is the point: offline or refused, the cached
 * copy stays and the state says so. Calls for a name already being refreshed share that refresh.
 *
 * The write never keeps an answer older than a change the server has accepted from this device: if the outbox had a
 * change accepted while the read was in flight (back online, both go at once, and the read may be answered first),
 * the answer is read again instead (and if one is accepted while the answer is being written, it is read and written
 * again), so a pick, a block, a registration or a deleted video just accepted is not undone on the screen by the older
 * answer.
 */
export function refreshCached<T>(name: string, fetch: () => Promise<T>, write: (answer: T) => Promise<void>): Promise<void> {
  const running = inFlight.get(name);
  if (running) return running;
  // `finally` runs after this function has listed the refresh, even when it ends at once (offline): deleting it from
  // inside the refresh could run before it was listed, leaving a finished refresh that every later call would share.
  const refresh = readAndWrite(name, fetch, write).finally(() => inFlight.delete(name));
  inFlight.set(name, refresh);
  return refresh;
}

async function readAndWrite<T>(name: string, fetch: () => Promise<T>, write: (answer: T) => Promise<void>): Promise<void> {
  try {
    await readPastAccepted(fetch, write, acceptedSoFar);
    set(name, { status: 'fresh' });
  } catch (error) {
    if (error instanceof ApiError) set(name, { status: 'failed', code: error.code, message: error.message });
    else if (error instanceof NetworkError) set(name, { status: 'offline' });
    else {
      console.warn(`could not refresh ${name}`, error);
      set(name, { status: 'failed', code: 'local-error', message: 'could not update the saved copy' });
    }
  }
}

/**
 * Reads and writes, reading again while `accepted` (the outbox's count of accepted changes) moved during the read or
 * the write, at most READS_PAST_ACCEPTED reads; the last one is written whatever happened meanwhile.
 */
export async function readPastAccepted<T>(
  read: () => Promise<T>,
  write: (answer: T) => Promise<void>,
  accepted: () => Promise<number>,
): Promise<void> {
  for (let reads = 1; ; reads++) {
    if (typeof navigator !== 'undefined' && !navigator.onLine) throw new NetworkError('offline');
    const before = await accepted();
    const answer = await read();
    const last = reads >= READS_PAST_ACCEPTED;
    if (!last && (await accepted()) !== before) continue;
    await write(answer);
    if (last || (await accepted()) === before) return;
  }
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
