import { useEffect } from 'react';
import { refreshCurrentGroup } from './refresh';

/** How often a member locked out of typing the code asks again, so the booker checking them in shows without a tap. */
const LOCKED_REFRESH_MS = 15_000;

/**
 * Asks the server for the group again when a check-in from this device is refused (wrong codes may have locked the
 * member: the server says until when, and that they tried), and every few seconds while they are locked out, so the
 * venue booker checking them in from their own phone shows here on its own.
 */
export function useCheckInRefresh(refusedOpId: string | null, locked: boolean): void {
  useEffect(() => {
    if (refusedOpId) void refreshCurrentGroup();
  }, [refusedOpId]);
  useEffect(() => {
    if (!locked) return;
    const timer = window.setInterval(() => void refreshCurrentGroup(), LOCKED_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [locked]);
}
