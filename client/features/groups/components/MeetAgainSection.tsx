import type { GroupView } from '../../../../shared/groups';
import { answerMeetAgain } from '../actions';
import './MeetAgainSection.css';

/**
 * After the meetup: would you meet each of them again? Private: nobody is ever told, not even the person
 * it is about; a mutual yes makes meeting again likelier, a no keeps the two apart.
 */
export default function MeetAgainSection({ group }: { group: GroupView }) {
  if (!group.meetAgain || group.meetAgain.length === 0) return null;
  return (
    <section className="meet-again card" aria-labelledby="meet-again-heading">
      <h2 id="meet-again-heading">would you meet them again?</h2>
      <p className="muted">
        only you see your answers. nobody is told, ever: a yes from both of you makes meeting again likelier, a no keeps you apart.
      </p>
      <ul className="meet-again__list">
        {group.meetAgain.map((item) => {
          const name = item.firstName.toLowerCase();
          return (
            <li key={item.profileId} className="meet-again__item">
              <span id={`meet-again-${item.profileId}`}>{name}</span>
              <div role="group" aria-labelledby={`meet-again-${item.profileId}`} className="meet-again__buttons">
                {(['yes', 'no'] as const).map((answer) => (
                  <button
                    key={answer}
                    type="button"
                    className={`btn ${item.answer === answer ? 'btn-primary' : 'btn-secondary'}`}
                    aria-pressed={item.answer === answer}
                    onClick={() => void answerMeetAgain(group.id, item.profileId, answer)}
                  >
                    {answer}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
