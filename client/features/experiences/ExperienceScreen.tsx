import { Link, useMatch, useParams } from 'react-router-dom';
import NotFound from '../../components/NotFound';
import { formatGroupSize } from '../../../shared/group-size';
import { formatDuration, formatRequiredLevel } from '../../../shared/experiences';
import { findLanding } from '../../../shared/experience-landings';
import CountMeIn from './components/CountMeIn';
import ExperiencesPending from './components/ExperiencesPending';
import ExperienceLanding from './components/ExperienceLanding';
import LandingSections from './components/LandingSections';
import { POETRY_NIGHT_JOIN_PATH } from './poetry-night-join';
import { useExperience } from './use-experiences';
import './ExperienceScreen.css';

/**
 * /experience/:experienceId and /yvr/:experienceId: one experience in full, ending with the default landing's
 * comparison and how-it-works. Under /yvr only night-out experiences exist, so another type's id there is not found
 * rather than shown under the wrong city. In the members area (/emberite/experience/:experienceId) "Count me in!"
 * opens the registration wizard. The named landings (/experience/poetryNight, danceToday, bazaDance, worldDanceCo)
 * are their own page.
 */
export default function ExperienceScreen() {
  const { experienceId = '' } = useParams();
  const underYvr = useMatch('/yvr/:experienceId') !== null;
  const inMembersArea = useMatch('/emberite/experience/:experienceId') !== null;
  const landing = underYvr ? undefined : findLanding(experienceId);
  const { state, experience } = useExperience(experienceId);
  if (landing) return <ExperienceLanding landing={landing} />;
  if (state.status !== 'ready') return <ExperiencesPending state={state} title="experience" />;
  if (!experience || (underYvr && experience.typeId !== 'night-out')) return <NotFound />;

  // The registration itself: a member opens it at once, a visitor is asked to sign in first and comes back to it.
  const joinPath =
    experience.typeId === 'poetry-night' ? POETRY_NIGHT_JOIN_PATH : `/emberite/experiences/${encodeURIComponent(experience.id)}/join`;
  const facts: [string, string][] = [
    ['price', `$${experience.price} CAD per person`],
    ['duration', formatDuration(experience.duration)],
    ['language', experience.language],
    ['group size', formatGroupSize(experience.participants)],
    ['level', formatRequiredLevel(experience.requiredLevel)],
  ];

  return (
    <article className="experience-detail">
      <div className="experience-detail__image" style={{ backgroundImage: experience.imageGradient }} aria-hidden="true" />
      <div className="container page">
        <p className="experience-detail__category">{experience.category}</p>
        <h1>{experience.title}</h1>
        <p className="experience-detail__subtitle muted">{experience.subtitle}</p>

        <dl className="experience-detail__facts">
          {facts.map(([term, value]) => (
            <div key={term} className="experience-detail__fact">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="experience-detail__fact experience-detail__fact--wide">
            <dt>where</dt>
            <dd>
              {experience.location.name}
              <br />
              <span className="muted">{experience.location.address}</span>
              {experience.location.details && (
                <>
                  <br />
                  <span className="muted">{experience.location.details}</span>
                </>
              )}
            </dd>
          </div>
        </dl>

        {inMembersArea ? (
          <CountMeIn to={`/emberite/experiences/${encodeURIComponent(experience.id)}/join`} />
        ) : (
          <Link className="btn btn-primary" to={joinPath}>
            count me in
          </Link>
        )}

        <section className="experience-detail__section" aria-labelledby="experience-about">
          <h2 id="experience-about">about</h2>
          {experience.whatToExpect.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <section className="experience-detail__section" aria-labelledby="experience-included">
          <h2 id="experience-included">what's included</h2>
          <ul>
            {experience.whatsIncluded.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <section className="experience-detail__section" aria-labelledby="experience-notes">
          <h2 id="experience-notes">good to know</h2>
          {experience.notes.map((note) => (
            <div key={note.title} className="experience-detail__note">
              <h3>{note.title}</h3>
              <p>{note.text}</p>
            </div>
          ))}
        </section>

        <LandingSections name={experience.title} />
      </div>
    </article>
  );
}
