import { outcomeCopy, type WeekOutcome } from '../../../../shared/week-outcome';
import { GROUP_STATE_ID } from '../group-labels';

/** Anything but an open invite or a group: the server's word on the week, as /home and the e-mail say it. */
export default function GroupOutcome({ outcome }: { outcome: WeekOutcome | null }) {
  const { title, body } = outcome
    ? outcomeCopy(outcome)
    : { title: 'no group yet', body: 'if a group forms for you, your invite shows up here.' };
  return (
    <section aria-labelledby={GROUP_STATE_ID} className="card">
      <h2 id={GROUP_STATE_ID} tabIndex={-1}>
        {title}
      </h2>
      <p>{body}</p>
    </section>
  );
}
