import type { GroupView } from '../../../../shared/groups';
import { meetingLabels } from '../group-labels';
import { venueBooker } from '../group-rules';
import GroupMembers from './GroupMembers';
import './GroupDetails.css';

/** The invite's facts: when, where, who, what they share, who books the venue. */
export default function GroupDetails({ group }: { group: GroupView }) {
  const labels = meetingLabels(group);
  const booker = venueBooker(group);
  return (
    <section aria-labelledby="group-details-title" className="group-details">
      <h2 id="group-details-title">coffee, {labels.slot}</h2>
      <dl className="group-details__facts">
        <dt>when</dt>
        <dd>{labels.when}</dd>
        <dt>where</dt>
        <dd>{labels.where}</dd>
        {booker && (
          <>
            <dt>venue booked by</dt>
            <dd>{booker.isMe ? 'you' : booker.firstName.toLowerCase()}</dd>
          </>
        )}
        {group.status === 'inviting' && (
          <>
            <dt>answer by</dt>
            <dd>{labels.deadline}</dd>
          </>
        )}
      </dl>
      <h3>who's in</h3>
      <GroupMembers members={group.members} />
      {group.sharedInterests.length > 0 && (
        <>
          <h3>what you have in common</h3>
          <ul className="group-details__interests">
            {group.sharedInterests.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
