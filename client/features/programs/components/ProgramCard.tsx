import { Link } from 'react-router-dom';
import { formatPriceFrom, programBadges } from '../program-format';
import type { Program } from '../programs-content';
import './ProgramCard.css';

/** One program in the listing; the whole card opens /program/{id}. Its title is an h2. */
export default function ProgramCard({ program }: { program: Program }) {
  return (
    <article className="program-card">
      <div className="program-card__art" style={{ backgroundImage: program.gradient }} aria-hidden="true" />
      <div className="program-card__body">
        <h2 className="program-card__title">
          <Link className="program-card__link" to={`/program/${program.id}`}>
            {program.title}
          </Link>
        </h2>
        <p className="program-card__subtitle muted">{program.subtitle}</p>
        <ul className="program-card__badges" aria-label="format">
          {programBadges(program).map((badge) => (
            <li key={badge} className="program-card__badge">
              {badge}
            </li>
          ))}
        </ul>
        {program.tracks && (
          <p className="program-card__tracks">
            <span className="program-card__tracks-label">tracks:</span> {program.tracks.join(' · ')}
          </p>
        )}
        <p className="program-card__price">{formatPriceFrom(program.pricePerSession)}</p>
      </div>
    </article>
  );
}
