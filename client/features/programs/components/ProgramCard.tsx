import { Link } from 'react-router-dom';
import type { ProgramCardModel } from '../program-card';
import './ProgramCard.css';

/** One program in the listing (a sample or a host's format); the whole card opens its page. Its title is an h2, or `level`. */
export default function ProgramCard({ card, level = 2 }: { card: ProgramCardModel; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="program-card">
      <div className="program-card__art" style={{ backgroundImage: card.gradient }} aria-hidden="true" />
      <div className="program-card__body">
        <Heading className="program-card__title">
          <Link className="program-card__link" to={card.to}>
            {card.title}
          </Link>
        </Heading>
        {card.subtitle && <p className="program-card__subtitle muted">{card.subtitle}</p>}
        <ul className="program-card__badges" aria-label="format">
          {card.badges.map((badge) => (
            <li key={badge} className="program-card__badge">
              {badge}
            </li>
          ))}
        </ul>
        {card.note && (
          <p className="program-card__tracks">
            <span className="program-card__tracks-label">{card.note.label}:</span> {card.note.text}
          </p>
        )}
        <p className="program-card__price">{card.price}</p>
      </div>
    </article>
  );
}
