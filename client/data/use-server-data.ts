import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ServerKey } from './server-keys';
import { createServerRead, type ServerReadState } from './server-read';

export interface ServerData<T> extends ServerReadState<T> {
  /** Reads again now (after an action the answer did not carry). */
  refetch: () => Promise<void>;
  /** Puts an answer in place without a read. */
  setData: (data: T | ((known: T | undefined) => T | undefined)) => void;
}

export interface ServerDataOptions {
  /** Read again when the connection comes back (default true: what a screen shows catches up by itself). */
  reconnect?: boolean;
}

/**
 * The one way a screen reads server data that is not kept on this device: `load` runs when the screen opens, when
 * `key` changes (the previous key's data is not shown meanwhile) and, unless told otherwise, when the connection
 * comes back; the read in flight is aborted when the screen closes. A null key reads nothing (not needed now).
 *
 * Data the app must show offline is not read this way: it is fetched into Dexie (`refreshCached`, run by
 * `useRefresh`) and read from there with `useLiveQuery`.
 */
export function useServerData<T>(
  key: ServerKey | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: ServerDataOptions = {},
): ServerData<T> {
  const id = key === null ? null : JSON.stringify(key);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const read = useMemo(() => createServerRead<T>((signal) => latest.current(signal), id !== null), [id]);
  const reconnect = options.reconnect ?? true;

  useEffect(() => {
    if (id === null) return;
    const run = () => void read.refetch();
    run();
    if (reconnect) window.addEventListener('online', run);
    return () => {
      window.removeEventListener('online', run);
      read.stop();
    };
  }, [read, id, reconnect]);

  const state = useSyncExternalStore(read.subscribe, read.get, read.get);
  const refetch = useCallback(() => read.refetch(), [read]);
  const setData = useCallback((data: T | ((known: T | undefined) => T | undefined)) => read.set(data), [read]);
  return { ...state, refetch, setData };
}
