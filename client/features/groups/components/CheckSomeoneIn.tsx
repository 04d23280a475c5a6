import { useRef } from 'react';
import type { GroupCheckIn } from '../../../../shared/groups';
import { checkMemberIn } from '../actions';
import ConfirmedByMe from './ConfirmedByMe';

/**
 * The venue booker's list while checking in is open: whoever is not checked in yet, each checked in from the
 * booker's phone with one tap (for someone whose code won't go through, or who has no phone with them), and said
 * back once done.
 */
export default function CheckSomeoneIn({ groupId, checkIn }: { groupId: string; checkIn: GroupCheckIn }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmed = checkIn.confirmedByMe ?? [];
  if (checkIn.absent.length === 0 && confirmed.length === 0) return null;
  const checkThemIn = (profileId: string) => {
    // The button tapped leaves the list: the focus stays in the block.
    heading.current?.focus();
    void checkMemberIn(groupId, profileId);
  };
  return (
    <div className="check-in__someone">
      <h3 ref={heading} tabIndex={-1}>
        check someone in
      </h3>
      {checkIn.absent.length > 0 && (
        <>
          <p>if someone's code won't go through, check them in here: you have the code, so it counts as theirs.</p>
          <ul className="check-in__absent" aria-label="not checked in yet">
            {checkIn.absent.map((member) => (
              <li key={member.profileId}>
                <button type="button" className="btn btn-secondary" onClick={() => checkThemIn(member.profileId)}>
                  check {member.firstName.toLowerCase()} in
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmedByMe confirmed={confirmed} />
    </div>
  );
}
