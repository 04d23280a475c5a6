import { useEffect, useRef, useState } from 'react';
import { countdownAfterTick } from './session-expiry';

/** Counts down one step per second from `from` to 1, then calls onDone once. Answers the number to show. */
export function useCountdown(from: number, onDone: () => void): number {
  const [count, setCount] = useState(from);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = countdownAfterTick(count);
      if (next === 'done') done.current();
      else setCount(next);
    }, 1000);
    return () => clearTimeout(timer);
  }, [count]);
  return count;
}
