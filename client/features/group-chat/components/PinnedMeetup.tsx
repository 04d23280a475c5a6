import { momentLabel } from '../../../../shared/date-labels';
import type { ChatView } from '../../../../shared/group-chat-contract';
import { CITIES } from '../../../../shared/weekly-cycle';

// Groups meet in the one city so far; its time zone is the one the app shows meetups in.
const TIME_ZONE = CITIES[0]!.timeZone;

/** Pinned at the top: where and when the group meets (a program's next session), as /group words it. */
export default function PinnedMeetup({ chat }: { chat: ChatView }) {
  return (
    <section aria-labelledby="chat-pinned-title" className="group-chat__pinned card">
      <h2 id="chat-pinned-title">{chat.title}</h2>
      <dl className="group-chat__facts">
        {chat.meetsAt && (
          <>
            <dt>when</dt>
            <dd>{momentLabel(chat.meetsAt, TIME_ZONE)}</dd>
          </>
        )}
        {chat.venue && (
          <>
            <dt>where</dt>
            <dd>
              {chat.venue.name}, {chat.venue.address}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
