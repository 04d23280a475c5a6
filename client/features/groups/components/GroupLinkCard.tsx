import { Link } from 'react-router-dom';
import { outcomeCopy, type WeekOutcome } from '../../../../shared/week-outcome';
import './GroupLinkCard.css';

/**
 * On /home: where the member's week stands once matching has run (the same words as /group and the e-mail),
 * leading to /group. Before matching the countdown card says when groups are formed, so this shows nothing.
 */
export default function GroupLinkCard({ outcome }: { outcome: WeekOutcome | null }) {
  if (!outcome || outcome.kind === 'before-matching') return null;
  const { title, body } = outcomeCopy(outcome);
  return (
    <section className="group-link-card" aria-labelledby="group-link-title">
      <h2 id="group-link-title" className="group-link-card__title">
        <Link to="/group" className="group-link-card__link">
          {title}
        </Link>
      </h2>
      <p className="group-link-card__text">{body}</p>
    </section>
  );
}
