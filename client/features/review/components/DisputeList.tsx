import { useState } from 'react';
import { momentLabel } from '../../../../shared/date-labels';
import { formatAmount } from '../../../../shared/money';
import type { ReviewDispute } from '../../../../shared/review';
import { keepDispute, refundDispute } from '../actions';

const DECIDED = { open: 'waiting for a decision', refunding: 'refund under way', refunded: 'refunded', kept: 'charge kept' } as const;

/** One disputed charge: who, which meetup, their words, who checked in; refund or keep. */
function DisputeCard({ dispute, onDecided }: { dispute: ReviewDispute; onDecided: (next: ReviewDispute, words: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const amount = formatAmount(dispute.amountCents, dispute.currency);
  const titleId = `dispute-${dispute.id}-title`;

  async function decide(decision: (id: string) => Promise<ReviewDispute>, words: string) {
    setBusy(true);
    setFailure(null);
    try {
      onDecided(await decision(dispute.id), `${words} ${dispute.firstName}'s ${amount} charge.`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'something went wrong');
    } finally {
      setBusy(false);
    }
  }

  return (
    <article aria-labelledby={titleId} className="card review-report">
      <h3 id={titleId}>
        {dispute.firstName}
        {dispute.profileId && <span className="muted"> · profile {dispute.profileId}</span>}
      </h3>
      <p>
        charged {amount} as a no-show at the meetup of {momentLabel(dispute.meetsAt, dispute.timeZone)}
        {dispute.venue ? `, ${dispute.venue}` : ''}. {dispute.checkedIn} of {dispute.groupSize} checked in.
      </p>
      <blockquote className="review-dispute__reason">{dispute.reason}</blockquote>
      <p className="muted">
        sent <time dateTime={dispute.createdAt}>{new Date(dispute.createdAt).toLocaleString()}</time> · {DECIDED[dispute.status]}
      </p>
      {failure && (
        <p role="alert" className="error-box">
          {failure}
        </p>
      )}
      {(dispute.status === 'open' || dispute.status === 'refunding') && (
        <div className="review-video__actions">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void decide(refundDispute, 'refunded')}>
            refund {amount}
            <span className="visually-hidden"> to {dispute.firstName}</span>
          </button>
          {dispute.status === 'open' && (
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void decide(keepDispute, 'kept')}>
              keep the charge<span className="visually-hidden"> of {dispute.firstName}</span>
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/** No-show charges members dispute, oldest first: refunding gives the deposit back and lifts the strike. */
export default function DisputeList({
  disputes,
  onDecided,
}: {
  disputes: ReviewDispute[];
  onDecided: (next: ReviewDispute, words: string) => void;
}) {
  const open = disputes.filter((dispute) => dispute.status === 'open' || dispute.status === 'refunding').length;
  return (
    <section aria-labelledby="review-disputes-title" className="review-section">
      <h2 id="review-disputes-title">disputed no-show charges ({open})</h2>
      {disputes.length === 0 ? (
        <p>no disputes.</p>
      ) : (
        <ul className="review-reports">
          {disputes.map((dispute) => (
            <li key={dispute.id}>
              <DisputeCard dispute={dispute} onDecided={onDecided} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
