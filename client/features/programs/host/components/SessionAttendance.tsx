import type { HostSessions } from '../../../../../shared/format-check-in-contract';
import { sessionShows } from '../session-attendance';
import { useSessionAttendance } from '../use-session-attendance';
import SessionDay from './SessionDay';
import './SessionAttendance.css';

const day = (date: string) =>
  new Intl.DateTimeFormat('en-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** Who checked in at a session that has been held, by name. */
function WhoCame({
  session,
  group,
}: {
  session: HostSessions['groups'][number]['sessions'][number];
  group: HostSessions['groups'][number];
}) {
  const names = session.checkIns.map((row) => group.participants.find((p) => p.interestId === row.interestId)?.name ?? 'someone');
  return (
    <p>
      {names.length} of {group.participants.length} checked in{names.length > 0 ? `: ${names.join(', ')}` : ''}.
    </p>
  );
}

/**
 * The host's sessions on the format's details: each confirmed group's sessions; on a session's day its check-in code
 * and QR code for the participants' phones, who has checked in, and a "check in" button for each paid participant;
 * afterwards who came. Attendance on the dashboard is counted from these check-ins.
 */
export default function SessionAttendance({ formatId }: { formatId: string }) {
  const { sessions, problem, taps } = useSessionAttendance(formatId);
  if (!sessions || sessions.groups.length === 0) return problem ? <p role="alert">{problem}</p> : null;
  const now = new Date();
  return (
    <section className="session-attendance" aria-labelledby="session-attendance">
      <h2 id="session-attendance">sessions and check-in</h2>
      {problem && <p role="alert">{problem}</p>}
      {sessions.groups.map((group) => (
        <div key={group.groupId} className="session-attendance__group">
          <h3>group {group.number}</h3>
          <ul className="session-attendance__sessions">
            {group.sessions.map((session) => {
              const shows = sessionShows(session, now, sessions.timeZone);
              return (
                <li key={session.id} className="card">
                  <h4>
                    session {session.number}: {day(session.date)}, {session.time}
                  </h4>
                  {shows === 'check-in' && (
                    <SessionDay formatId={formatId} group={group} session={session} timeZone={sessions.timeZone} taps={taps} />
                  )}
                  {shows === 'held' && <WhoCame session={session} group={group} />}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
