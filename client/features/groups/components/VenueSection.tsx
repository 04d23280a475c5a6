import type { GroupView } from '../../../../shared/groups';
import { GROUP_STATE_ID } from '../group-labels';
import { venueBooker } from '../group-rules';
import CantMakeIt from './CantMakeIt';
import DepositNote from './DepositNote';
import VenueForm from './VenueForm';

/** A confirmed group: where it meets. The venue booker sets it; everyone else waits for them. */
export default function VenueSection({ group }: { group: GroupView }) {
  const booker = venueBooker(group);
  const iBook = booker?.isMe === true;
  return (
    <section aria-labelledby={GROUP_STATE_ID} className="card">
      <h2 id={GROUP_STATE_ID} tabIndex={-1}>
        your group is confirmed
      </h2>
      {group.venue ? (
        <p>
          you meet at <strong>{group.venue.name}</strong>, {group.venue.address}.
        </p>
      ) : (
        !iBook && <p>the venue is booked by {booker ? booker.firstName.toLowerCase() : 'a member of the group'}.</p>
      )}
      {iBook && (
        <>
          <p>
            {group.venue
              ? 'you can still change the venue.'
              : "you're the venue booker: book a café for the group and tell everyone where."}
          </p>
          <VenueForm groupId={group.id} initial={group.venue} />
        </>
      )}
      <DepositNote group={group} />
      <CantMakeIt group={group} />
    </section>
  );
}
