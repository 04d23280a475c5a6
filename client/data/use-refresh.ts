import { useEffect, useRef } from 'react';

/** Runs `refresh` when the screen opens and whenever the connection comes back. */
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
