import ProgramCard from './components/ProgramCard';
import { PROGRAMS } from './programs-content';
import './ProgramsScreen.css';

/** /programs: every multi-week program, one card each. */
export default function ProgramsScreen() {
  return (
    <div className="programs-screen container page">
      <h1>programs</h1>
      <p className="programs-screen__intro">
        Four to six weeks, one evening or weekend morning a week, the same 6 to 12 people every time in Toronto. That is long enough to get
        good at something and to actually become friends. Every program is priced per session, and you only pay once your group is
        confirmed.
      </p>
      <ul className="programs-screen__grid">
        {PROGRAMS.map((program) => (
          <li key={program.id}>
            <ProgramCard program={program} />
          </li>
        ))}
      </ul>
    </div>
  );
}
