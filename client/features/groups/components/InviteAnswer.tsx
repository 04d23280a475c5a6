import type { GroupView } from '../../../../shared/groups';
import { answerInvite } from '../actions';
import { GROUP_STATE_ID, meetingLabels } from '../group-labels';
import CantMakeIt from './CantMakeIt';
import DepositNote from './DepositNote';
import './InviteAnswer.css';

/** The buttons disappear once answered: focus goes to the heading of what the screen says now. */
const answer = (groupId: string, choice: 'accept' | 'decline') =>
  answerInvite(groupId, choice).then(
    () => requestAnimationFrame(() => document.getElementById(GROUP_STATE_ID)?.focus()),
    (error: unknown) => console.error('could not save your answer', error),
  );

/** Accept or decline the invite; after answering, what happens next; the member's deposit either way. */
export default function InviteAnswer({ group }: { group: GroupView }) {
  const { deadline } = meetingLabels(group);
  return (
    <section aria-labelledby={GROUP_STATE_ID} className="invite-answer">
      <h2 id={GROUP_STATE_ID} tabIndex={-1}>
        {group.myInvite === 'invited' ? 'your answer' : 'you accepted'}
      </h2>
      {group.myInvite === 'invited' ? (
        <>
          <p>answer by {deadline}. declining has no penalty: you can try again next week.</p>
          <div className="invite-answer__buttons">
            <button type="button" className="btn btn-primary" onClick={() => void answer(group.id, 'accept')}>
              accept
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => void answer(group.id, 'decline')}>
              decline
            </button>
          </div>
        </>
      ) : (
        <>
          <p>the group is confirmed after {deadline}, once everyone has answered.</p>
          <CantMakeIt group={group} />
        </>
      )}
      <DepositNote group={group} />
    </section>
  );
}
