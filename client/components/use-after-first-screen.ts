import { useEffect, useState } from 'react';

/**
 * False on the first render (on the server at build time, in the hydration of a pre-rendered page, and in a
 * plain client render alike, so the trees match), true once the browser is idle after it: for what the first
 * screen does not need (the theme picker, the outbox's status), so it costs neither first paint nor hydration time.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
