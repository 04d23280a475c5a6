import ProgramCard from './components/ProgramCard';
import { formatCard } from './format/format-card';
import { usePublishedFormats } from './format/use-published-formats';
import { programCard } from './program-card';
import { PROGRAMS } from './programs-content';
import './ProgramsScreen.css';

/** /programs: every multi-week program, one card each, and the formats our hosts have published, drawn the same way. */
export default function ProgramsScreen() {
  const published = usePublishedFormats();
  return (
    <div className="programs-screen container page">
      <h1>programs</h1>
      <p className="programs-screen__intro">
        Four to six weeks, one evening or weekend morning a week, the same 6 to 12 people every time in Toronto. That is long enough to get
        good at something and to actually become friends. Every program is priced per session, and you only pay once your group is
        confirmed.
      </p>
      <ul className="programs-screen__grid" aria-label="our programs">
        {PROGRAMS.map((program) => (
          <li key={program.id}>
            <ProgramCard card={programCard(program)} />
          </li>
        ))}
      </ul>
      {published && published.length > 0 && (
        <section aria-labelledby="from-hosts" className="programs-screen__hosted">
          <h2 id="from-hosts">from our hosts</h2>
          <ul className="programs-screen__grid">
            {published.map((format) => (
              <li key={format.id}>
                <ProgramCard card={formatCard(format)} level={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
