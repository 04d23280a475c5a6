import { GROUP_STATE_ID } from '../group-labels';
import { momentLabel } from '../../../../shared/date-labels';

export type Outcome = { kind: 'none'; matchingAt: Date; timeZone: string } | { kind: 'dissolved' | 'declined' | 'expired' };

const TEXT = {
  dissolved: ['this group did not come together', "not enough people could make it this time. you get priority in next week's matching."],
  declined: ['you declined this invite', 'no penalty: you can try again next week.'],
  expired: ['this invite has closed', 'the answer deadline passed. you can try again next week.'],
} as const;

/** Everything but an open invite or a group: no group yet, dissolved, declined, or not answered in time. */
export default function GroupOutcome({ outcome }: { outcome: Outcome }) {
  const [title, text] =
    outcome.kind === 'none'
      ? ['no group yet', `matching happens ${momentLabel(outcome.matchingAt, outcome.timeZone)}. if a group forms for you, your invite shows up here.`]
      : TEXT[outcome.kind];
  return (
    <section aria-labelledby={GROUP_STATE_ID} className="card">
      <h2 id={GROUP_STATE_ID} tabIndex={-1}>{title}</h2>
      <p>{text}</p>
    </section>
  );
}
