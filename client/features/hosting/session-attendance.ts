import { todayIn } from '../../../shared/format-check-in';
import type { HostSessions } from '../../../shared/format-check-in-contract';

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

/** Whether any session's check-in is open now: the host's page then asks for new check-ins every few seconds. */
export const anyCheckInOpen = (sessions: HostSessions, now: Date): boolean =>
  sessions.groups.some((group) =>
    group.sessions.some((session) => now.getTime() >= Date.parse(session.opensAt) && now.getTime() <= Date.parse(session.closesAt)),
  );
