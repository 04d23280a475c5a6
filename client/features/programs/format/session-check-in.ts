import { todayIn } from '../../../../shared/format-check-in';
import type { MyCheckIns } from '../../../../shared/format-check-in-contract';

export type MySession = MyCheckIns['sessions'][number];

/**
 * The session a participant's page offers to check in to: the one a scanned QR code names, when it is one of theirs;
 * otherwise the one on today's date in the format's city; null when there is none.
 */
export function sessionToCheckIn(checkIn: MyCheckIns, now: Date, scanned: string | null): MySession | null {
  const named = scanned ? checkIn.sessions.find((session) => session.sessionId === scanned) : undefined;
  if (named) return named;
  const today = todayIn(now, checkIn.timeZone);
  return checkIn.sessions.find((session) => session.date === today) ?? null;
}

/**
 * What the page says about that session: checked in (by the server's word), sent from this device and waiting, locked
 * out by their own wrong codes, not open yet, closed, or open for the code.
 */
export function sessionCheckInState(
  session: MySession,
  now: Date,
  pending: boolean,
): 'checked-in' | 'pending' | 'locked' | 'not-yet' | 'closed' | 'open' {
  if (session.checkedIn) return 'checked-in';
  if (pending) return 'pending';
  const at = now.getTime();
  if (at < Date.parse(session.opensAt)) return 'not-yet';
  if (at > Date.parse(session.closesAt)) return 'closed';
  if (session.lockedUntil && at < Date.parse(session.lockedUntil)) return 'locked';
  return 'open';
}
