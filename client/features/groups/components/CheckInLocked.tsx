import type { GroupView } from '../../../../shared/groups';
import { clockLabel } from '../../../../shared/date-labels';
import { venueBooker } from '../group-rules';
import '../../../components/check-in.css';

/**
 * What a member locked out by their own wrong codes is told: until when, that it costs them nothing, and how to get
 * checked in anyway (the venue booker's phone, or anyone who checked in). Names are the group's own first names.
 */
export default function CheckInLocked({ group, lockedUntil }: { group: GroupView; lockedUntil: string }) {
  const booker = venueBooker(group)?.firstName.toLowerCase() ?? 'your venue booker';
  const me = group.members.find((member) => member.isMe)?.firstName.toLowerCase() ?? 'your name';
  return (
    <div className="check-in__locked">
      <h3>too many wrong codes</h3>
      <p role="status">
        you typed a wrong code too many times, so you can't type it again until {clockLabel(lockedUntil, group.timeZone)}. you won't be
        charged for this.
      </p>
      <p>
        <strong>ask {booker}, who has the code, to check you in from their phone:</strong> on their group page they tap "check {me} in".
        this page updates on its own once they do.
      </p>
      <p>anyone in your group who has checked in can also say you were there, from their phone.</p>
    </div>
  );
}
