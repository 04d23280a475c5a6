import { Link, useParams } from 'react-router-dom';
import PublishedFormatScreen from './format/PublishedFormatScreen';
import HowJoiningWorks from './components/HowJoiningWorks';
import { formatGroupSize } from '../../../shared/group-size';
import { formatPriceFrom, formatSessionLength, PROGRAMS_CURRENCY, programBadges } from './program-format';
import { findProgram } from './programs-content';
import './ProgramScreen.css';

/** /program/:id: one program in full, or a format a host published (its own page); an unknown id is not found. */
export default function ProgramScreen() {
  const { id = '' } = useParams();
  const program = findProgram(id);
  if (!program) return <PublishedFormatScreen key={id} id={id} />;

  return (
    <article className="program-detail">
      <div className="program-detail__art" style={{ backgroundImage: program.gradient }} aria-hidden="true" />
      <div className="container page">
        <p>
          <Link to="/programs">all programs</Link>
        </p>
        <h1>{program.title}</h1>
        <p className="program-detail__subtitle muted">{program.subtitle}</p>
        <ul className="program-detail__badges" aria-label="format">
          {programBadges(program).map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </ul>
        <p className="program-detail__summary">{program.summary}</p>
        <p className="program-detail__price">{formatPriceFrom(program.pricePerSession)}</p>
        <Link className="btn btn-primary" to="/create-account">
          sign up to join
        </Link>

        <section className="program-detail__section" aria-labelledby="program-weeks">
          <h2 id="program-weeks">what you'll do, week by week</h2>
          <ol className="program-detail__weeks">
            {program.weekByWeek.map((plan, index) => (
              <li key={plan}>
                <span className="program-detail__week-label">week {index + 1}</span> {plan}
              </li>
            ))}
          </ol>
        </section>

        {program.tracks && (
          <section className="program-detail__section" aria-labelledby="program-tracks">
            <h2 id="program-tracks">tracks</h2>
            <p>Each group follows one track all the way through. You choose yours when you show interest.</p>
            <ul>
              {program.tracks.map((track) => (
                <li key={track}>{track}</li>
              ))}
            </ul>
          </section>
        )}

        <section className="program-detail__section" aria-labelledby="program-practical">
          <h2 id="program-practical">schedule, price and group</h2>
          <dl className="program-detail__facts">
            <div>
              <dt>when and where</dt>
              <dd>{program.schedule}</dd>
            </div>
            <div>
              <dt>length</dt>
              <dd>
                {program.weeks} sessions of {formatSessionLength(program.sessionMinutes)}, one a week
              </dd>
            </div>
            <div>
              <dt>price</dt>
              <dd>
                ${program.pricePerSession} {PROGRAMS_CURRENCY} per session, paid only once your group is confirmed
              </dd>
            </div>
            <div>
              <dt>group size</dt>
              <dd>{formatGroupSize(program.groupSize)}; it starts only when the group is full</dd>
            </div>
          </dl>
        </section>

        <section className="program-detail__section" aria-labelledby="program-host">
          <h2 id="program-host">your host</h2>
          <p>
            <strong>{program.host.name}</strong>: {program.host.bio}
          </p>
        </section>

        <HowJoiningWorks />

        <section className="program-detail__cta card" aria-labelledby="program-cta">
          <h2 id="program-cta">ready when you are</h2>
          <p>Create an account, say you are interested in {program.title}, and we will tell you when your group is forming.</p>
          <Link className="btn btn-primary" to="/create-account">
            sign up to join
          </Link>
        </section>
      </div>
    </article>
  );
}
