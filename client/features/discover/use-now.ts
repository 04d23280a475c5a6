import { useEffect, useState } from 'react';

/** The current time, updated every second (docs/product-rules.md#discover-and-picks: the countdown updates every second). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
