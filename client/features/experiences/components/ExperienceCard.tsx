import { Link } from 'react-router-dom';
import { formatGroupSize } from '../../../../shared/group-size';
import { type Experience, formatDuration } from '../../../../shared/experiences';
import './ExperienceCard.css';

interface ExperienceCardProps {
  experience: Experience;
  /** Where the card leads: /experience/{id} or /yvr/{id}. */
  to: string;
}

/** A linked summary of one experience; its title is an h3, so place it under an h2. */
export default function ExperienceCard({ experience, to }: ExperienceCardProps) {
  return (
    <article className="experience-card">
      <div className="experience-card__image" style={{ backgroundImage: experience.imageGradient }} aria-hidden="true" />
      <div className="experience-card__body">
        <p className="experience-card__category">{experience.category}</p>
        <h3 className="experience-card__title">
          <Link to={to} className="experience-card__link">
            {experience.title}
          </Link>
        </h3>
        <p className="experience-card__subtitle muted">{experience.subtitle}</p>
        <ul className="experience-card__facts">
          <li>${experience.price} per person</li>
          <li>{formatDuration(experience.duration)}</li>
          <li>{formatGroupSize(experience.participants)}</li>
          <li>{experience.area}</li>
        </ul>
      </div>
    </article>
  );
}
