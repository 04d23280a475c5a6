import { Link } from 'react-router-dom';
import type { OwnProfileView } from '../../../data/db';
import './HowYouShowUp.css';

interface Props {
  profile: OwnProfileView | null;
  /** The member's new profile is still on its way to the server (it has not answered with it yet). */
  profilePending: boolean;
}

/** One card per interest of the member: each interest is another way others find them. */
export default function HowYouShowUp({ profile, profilePending }: Props) {
  const interests = profile?.interests ?? [];
  return (
    <section aria-labelledby="show-up-title" className="show-up">
      <h2 id="show-up-title">how you show up</h2>
      <p className="muted">others see one card for each of your interests: more interests means more visibility.</p>
      {interests.length === 0 && profilePending ? (
        <p role="status">your interests show up here as soon as your profile reaches us.</p>
      ) : interests.length === 0 ? (
        <p>
          <Link to="/me">add interests on your profile</Link>
        </p>
      ) : (
        <ul className="show-up__cards">
          {interests.map((interest, index) => (
            <li key={interest.id}>
              <Link to="/me" className={`show-up__card show-up__card--${index % 2 === 0 ? 'teal' : 'coral'}`}>
                <span className="show-up__name">{interest.name}</span>
                <span className="show-up__quote">"{interest.contribute}"</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
