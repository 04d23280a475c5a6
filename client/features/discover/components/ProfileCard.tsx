import { Link } from 'react-router-dom';
import { levelLabel, PICK_LEVEL, type MemberCard } from '../../../../shared/discover';
import Avatar from '../../../components/Avatar';
import './ProfileCard.css';

interface Props {
  card: MemberCard;
  /** The member's OWN level for this person, if they set one; nobody else's level ever reaches the client. */
  ownLevel: number | null;
  /** false for the member's own card in the settings preview: there is no profile of theirs to open from it. */
  linked?: boolean;
}

/** One person of the batch: photo, first name, age, the first 3 interests, and the member's own level. */
export default function ProfileCard({ card, ownLevel, linked = true }: Props) {
  const name = (
    <>
      {card.firstName.toLowerCase()}
      {card.age !== null && <span className="profile-card__age">, {card.age}</span>}
    </>
  );
  return (
    <article className="profile-card">
      <Avatar name={card.firstName} photoUrl={card.photoUrl} />
      <div className="profile-card__body">
        <h3 className="profile-card__name">
          {linked ? (
            <Link to={`/profile/${encodeURIComponent(card.id)}`} className="profile-card__link">
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {card.interests.length > 0 && (
          <ul className="profile-card__chips" aria-label="interests">
            {card.interests.slice(0, 3).map((interest) => (
              <li key={interest.name} className="profile-card__chip">
                {interest.name}
              </li>
            ))}
          </ul>
        )}
        {ownLevel !== null && (
          <p className={`profile-card__badge${ownLevel >= PICK_LEVEL ? ' profile-card__badge--picked' : ''}`}>
            <span className="visually-hidden">your level: </span>
            {ownLevel >= PICK_LEVEL ? `picked · ${levelLabel(ownLevel)}` : levelLabel(ownLevel)}
          </p>
        )}
      </div>
    </article>
  );
}
