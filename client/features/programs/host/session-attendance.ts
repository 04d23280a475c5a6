import { todayIn } from '../../../../shared/format-check-in';
import type { HostSessions } from '../../../../shared/format-check-in-contract';

type Session = HostSessions['groups'][number]['sessions'][number];

/**
 * What the host's details show of a session: its code and QR code and the check-in taps on its day (and while the host
 * may still check someone in), who checked in once it has been held, nothing more before.
 */
export function sessionShows(session: Session, now: Date, timeZone: string): 'check-in' | 'held' | 'later' {
  const at = now.getTime();
  if (session.date === todayIn(now, timeZone) || (at >= Date.parse(session.opensAt) && at <= Date.parse(session.hostClosesAt)))
    return 'check-in';
  return at > Date.parse(session.hostClosesAt) ? 'held' : 'later';
}

/**
 * Whether a session shows its check-in now (its day, or the host may still check someone in): the host's page then asks
 * for new check-ins every few seconds, and so also shows the buttons once checking in opens.
 */
export const anySessionDay = (sessions: HostSessions, now: Date): boolean =>
  sessions.groups.some((group) => group.sessions.some((session) => sessionShows(session, now, sessions.timeZone) === 'check-in'));
