import type { ReactNode } from 'react';
import { EXPERIENCE_TYPES, type ExperienceTypeId, experiencesOfType } from '../../../../shared/experiences';
import { useExperiences } from '../use-experiences';
import ExperienceCard from './ExperienceCard';
import './ExperienceTypeView.css';

interface ExperienceTypeViewProps {
  typeId: ExperienceTypeId;
  /** Extra content after the list, e.g. the call to register. */
  children?: ReactNode;
}

/** One experience type: its title as the page's h1, its intro, and a card per experience. */
export default function ExperienceTypeView({ typeId, children }: ExperienceTypeViewProps) {
  const type = EXPERIENCE_TYPES[typeId];
  const state = useExperiences();
  return (
    <div className="experience-type container page">
      <h1>{type.title}</h1>
      <p className="experience-type__intro">{type.intro}</p>
      <section aria-labelledby="experience-type-list">
        <h2 id="experience-type-list">upcoming evenings</h2>
        <ul className="experience-type__grid">
          {state.status === 'ready' &&
            experiencesOfType(state.experiences, typeId).map((experience) => (
              <li key={experience.id}>
                <ExperienceCard experience={experience} to={type.detailPath(experience.id)} />
              </li>
            ))}
        </ul>
        {state.status === 'loading' && <p role="status">loading the experiences...</p>}
        {state.status === 'unavailable' && <p role="alert">{state.message}</p>}
        {state.status === 'ready' && experiencesOfType(state.experiences, typeId).length === 0 && (
          <p className="muted">No evenings are planned right now. Check back soon.</p>
        )}
      </section>
      {children}
    </div>
  );
}
