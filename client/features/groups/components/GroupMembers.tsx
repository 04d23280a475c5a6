import type { GroupMember } from '../../../../shared/groups';
import Avatar from '../../../components/Avatar';
import './GroupMembers.css';

/** Who is in the group: first names and photos, and whether each has accepted yet. Nothing about picks, ever. */
export default function GroupMembers({ members }: { members: GroupMember[] }) {
  return (
    <ul className="group-members" aria-label="who's in">
      {members.map((member) => (
        <li key={member.profileId} className="group-members__member">
          <Avatar name={member.firstName} photoUrl={member.photoUrl} />
          <span className="group-members__name">{member.isMe ? 'you' : member.firstName.toLowerCase()}</span>
          {member.isVenueBooker && <span className="group-members__tag">books the venue</span>}
          <span className="group-members__status">{member.inviteStatus === 'accepted' ? 'accepted' : 'not answered yet'}</span>
        </li>
      ))}
    </ul>
  );
}
