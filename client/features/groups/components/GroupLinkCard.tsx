import { Link } from 'react-router-dom';
import type { GroupView } from '../../../../shared/groups';
import { groupCardText } from '../group-rules';
import './GroupLinkCard.css';

/** On /home: a card leading to /group while there is a current invite or group. */
export default function GroupLinkCard({ group }: { group: GroupView | null }) {
  const text = groupCardText(group);
  if (!text) return null;
  return (
    <section className="group-link-card" aria-labelledby="group-link-title">
      <h2 id="group-link-title" className="group-link-card__title">
        <Link to="/group" className="group-link-card__link">{text.title}</Link>
      </h2>
      <p className="group-link-card__text">{text.text}</p>
    </section>
  );
}
