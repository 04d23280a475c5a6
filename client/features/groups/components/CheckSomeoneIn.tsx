import type { GroupView } from '../../../../shared/groups';
import { checkMemberIn } from '../actions';

type Absent = NonNullable<GroupView['checkIn']>['absent'];

/**
 * The venue booker's list while checking in is open: whoever is not checked in yet, each checked in from the
 * booker's phone with one tap (for someone whose code won't go through, or who has no phone with them).
 */
export default function CheckSomeoneIn({ groupId, absent }: { groupId: string; absent: Absent }) {
  if (absent.length === 0) return null;
  return (
    <div className="check-in__someone">
      <h3>check someone in</h3>
      <p>if someone's code won't go through, check them in here: you have the code, so it counts as theirs.</p>
      <ul className="check-in__absent" aria-label="not checked in yet">
        {absent.map((member) => (
          <li key={member.profileId}>
            <button type="button" className="btn btn-secondary" onClick={() => void checkMemberIn(groupId, member.profileId)}>
              check {member.firstName.toLowerCase()} in
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
