import { useRef } from 'react';
import type { GroupCheckIn } from '../../../../shared/groups';
import { vouch } from '../actions';
import ConfirmedByMe from './ConfirmedByMe';

/**
 * For a member who checked in: who else came but could not check in. Each tap says back what it did; the focus goes to
 * the heading, since the button tapped leaves the list.
 */
export default function WhoElseWasThere({ groupId, checkIn }: { groupId: string; checkIn: GroupCheckIn }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmed = checkIn.confirmedByMe ?? [];
  if (checkIn.absent.length === 0 && confirmed.length === 0) return null;
  const sayThere = (profileId: string) => {
    heading.current?.focus();
    void vouch(groupId, profileId);
  };
  return (
    <div className="check-in__who-else">
      <h3 ref={heading} tabIndex={-1}>
        who else was there?
      </h3>
      {checkIn.absent.length > 0 && (
        <>
          <p>if someone came but could not check in, say so: their deposit is released too.</p>
          <ul className="check-in__absent">
            {checkIn.absent.map((member) => (
              <li key={member.profileId}>
                <button type="button" className="btn btn-secondary" onClick={() => sayThere(member.profileId)}>
                  {member.firstName.toLowerCase()} was there
                </button>
                {member.saysTheyWereThere && <span className="muted"> {member.firstName.toLowerCase()} says they were there</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmedByMe confirmed={confirmed} />
    </div>
  );
}
