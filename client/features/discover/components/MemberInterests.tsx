import type { MemberCard } from '../../../../shared/discover';
import { isShared } from '../../profiles/profile-labels';
import './MemberInterests.css';

/** Their interests with what they look for and what they bring; the ones the viewer shares come first, marked. */
export default function MemberInterests({ card }: { card: MemberCard }) {
  const shared = card.interests.filter((interest) => isShared(interest.name, card.sharedInterests));
  const others = card.interests.filter((interest) => !isShared(interest.name, card.sharedInterests));
  return (
    <section aria-labelledby="member-interests-title" className="member-interests">
      <h2 id="member-interests-title">what they're into</h2>
      {shared.length > 0 && <p className="muted">you share {shared.length === 1 ? '1 interest' : `${shared.length} interests`}</p>}
      <ul className="member-interests__list">
        {[...shared, ...others].map((interest) => {
          const isMine = shared.includes(interest);
          return (
            <li key={interest.name} className={`member-interests__item${isMine ? ' member-interests__item--shared' : ''}`}>
              <h3 className="member-interests__name">
                {interest.name}
                {isMine && <span className="member-interests__shared">shared</span>}
              </h3>
              {interest.lookingFor && (
                <p>
                  <span className="member-interests__label">looking for: </span>"{interest.lookingFor}"
                </p>
              )}
              {interest.contribute && (
                <p>
                  <span className="member-interests__label">brings: </span>"{interest.contribute}"
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
