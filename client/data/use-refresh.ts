import { useEffect, useRef } from 'react';

/**
 * Runs `refresh` when the screen opens and whenever the connection comes back: the trigger of the Dexie-cached path
 * (`refreshCached`). A read shown from memory only uses `useServerData` instead.
 */
export function useRefresh(refresh: () => unknown): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const run = () => void latest.current();
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, []);
}
