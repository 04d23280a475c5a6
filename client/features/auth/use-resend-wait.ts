import { useEffect, useReducer } from 'react';
import { RESEND_AFTER_MS, secondsUntilResend } from './sign-in-rules';

/**
 * Seconds left before a new code may be asked for; 0 when it may. Counted from when the code was sent (kept
 * across reloads), so it carries on where it was rather than starting again. Re-renders as each second passes.
 */
export function useResendWait(sentAt: number | null): number {
  const [ticks, tick] = useReducer((n: number) => n + 1, 0);
  const left = sentAt === null ? 0 : secondsUntilResend(sentAt, Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: ticks re-runs the effect each second on purpose
  useEffect(() => {
    if (sentAt === null || left === 0) return;
    const untilNextSecond = (sentAt + RESEND_AFTER_MS - Date.now()) % 1000 || 1000;
    const timer = setTimeout(tick, untilNextSecond);
    return () => clearTimeout(timer);
  }, [sentAt, left, ticks]);
  return left;
}
