import type { SessionView } from '../../shared/format-journey-contract';
import { whenWords } from '../../shared/format-words';
import './SessionList.css';

/** A group's sessions in order, in words on the city's calendar; one the host moved says so. */
export default function SessionList({ sessions }: { sessions: readonly SessionView[] }) {
  return (
    <ol className="session-list">
      {sessions.map((session) => (
        <li key={session.id}>
          {whenWords(session.date, session.time)}
          {session.moved && <strong> (moved by the host)</strong>}
        </li>
      ))}
    </ol>
  );
}
