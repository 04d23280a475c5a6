import { useLiveQuery } from 'dexie-react-hooks';
import { EXPERIENCE_TYPES, experiencesOfType } from '../../../shared/experiences';
import { db } from '../../data/db';
import BehindFlag from '../feature-flags/BehindFlag';
import ExperienceCard from './components/ExperienceCard';
import ExperiencesPending from './components/ExperiencesPending';
import { useOwnRegistrations } from './registration/use-own-registrations';
import { useExperiences } from './use-experiences';
import './components/ExperienceTypeView.css';

/** /emberite/experiences: every experience by type, each leading to its page in the members area. */
function ExperiencesList() {
  useOwnRegistrations();
  const registered = useLiveQuery(
    async () => new Set(await db.experienceRegistrations.toCollection().primaryKeys()),
    [],
    new Set<string>(),
  );
  const state = useExperiences();
  if (state.status !== 'ready') return <ExperiencesPending state={state} title="experiences" />;
  return (
    <div className="experience-type container page">
      <h1>experiences</h1>
      <p className="experience-type__intro">
        Small groups that picked each other first, for an evening out. Register for the ones you like.
      </p>
      {Object.values(EXPERIENCE_TYPES).map((type) => (
        <section key={type.id} aria-labelledby={`experiences-${type.id}`}>
          <h2 id={`experiences-${type.id}`}>{type.title}</h2>
          <ul className="experience-type__grid">
            {experiencesOfType(state.experiences, type.id).map((experience) => (
              <li key={experience.id}>
                <ExperienceCard experience={experience} to={`/emberite/experience/${encodeURIComponent(experience.id)}`} />
                {registered.has(experience.id) && <p className="muted">you're registered</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Behind the experiences switch (EXPERIENCES, off by default): off shows coming soon (docs/product-rules.md#experiences-and-poetry-night). */
export default function MemberExperiencesScreen() {
  return (
    <BehindFlag flag="experiences" title="experiences">
      <ExperiencesList />
    </BehindFlag>
  );
}
