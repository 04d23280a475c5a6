import { useEffect, useState } from 'react';
import { nextIndex } from './next-index';

/** An index that steps through 0..count-1 every intervalMs while `running`, wrapping to 0 after the last. */
export function useRotatingIndex(count: number, intervalMs: number, running: boolean): number {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((current) => nextIndex(current, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, running]);

  return index;
}
