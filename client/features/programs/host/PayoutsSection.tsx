import { useState } from 'react';
import type { PayoutAccountState } from '../../../../shared/host-payouts-contract';
import { dateWords } from '../../../../shared/format-words';
import { dollarsIn } from '../../../../shared/money';
import { problemText } from '../../../api/event-format-api';
import { startPayoutOnboarding, useHostPayouts } from './use-host-payouts';

/** What the host's payout account's state means for their money, and what to do about it. */
export const PAYOUT_STATE_WORDS: Record<PayoutAccountState, { status: string; action: string | null }> = {
  'not-connected': {
    status: 'no payout account yet. your programs can still be published and sold; your earnings wait here until you add an account.',
    action: 'add a payout account',
  },
  pending: {
    status: 'your payout account is waiting for your details. your earnings wait until it is active.',
    action: 'continue with your details',
  },
  active: { status: 'payout account active: your 80% is sent to it after each session, and paid on to your bank.', action: null },
  restricted: {
    status: 'your payout account needs more details before money can be sent. your earnings wait until then.',
    action: 'update your details',
  },
};

const amountOf = (cents: number, currency: string) => dollarsIn(cents / 100, currency);

/** /host/billing's payouts: the account's state, earned / pending / sent / paid out per currency, and each payout's date. */
export default function PayoutsSection() {
  const state = useHostPayouts();
  const [problem, setProblem] = useState<string | null>(null);
  const [going, setGoing] = useState(false);
  if (state.status !== 'ready')
    return (
      <section aria-labelledby="payouts-heading">
        <h2 id="payouts-heading">payouts</h2>
        <p role="status">{state.status === 'loading' ? 'loading your payouts...' : state.message}</p>
      </section>
    );
  const { payouts } = state;
  const words = PAYOUT_STATE_WORDS[payouts.state];
  const connect = async () => {
    setGoing(true);
    setProblem(null);
    try {
      await startPayoutOnboarding();
    } catch (error) {
      setProblem(problemText(error));
      setGoing(false);
    }
  };
  return (
    <section aria-labelledby="payouts-heading">
      <h2 id="payouts-heading">payouts</h2>
      {payouts.demo ? (
        <p role="note">demo payouts: no money moves here. the steps are the ones a real payout account goes through.</p>
      ) : null}
      <p>{words.status}</p>
      {words.action ? (
        <p>
          <button type="button" className="btn btn-primary" onClick={connect} disabled={going}>
            {going ? 'opening the payout details...' : words.action}
          </button>
        </p>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {payouts.lines.map((line) => (
        <dl key={line.currency} className="host-breakdown">
          {(
            [
              ['earned (your 80% of what was kept)', line.earnedCents],
              ...(line.arrangedCents > 0
                ? [['paid by arrangement, outside the app (tickets sold before payouts here)', line.arrangedCents] as const]
                : []),
              ['pending (sessions still to come, or waiting for your account)', line.pendingCents],
              ['sent to your payout account', line.sentCents],
              ['paid out to your bank', line.paidOutCents],
            ] as const
          ).map(([term, cents]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{amountOf(cents, line.currency)}</dd>
            </div>
          ))}
        </dl>
      ))}
      <h3>payouts to your bank</h3>
      {payouts.payouts.length === 0 ? (
        <p>
          {payouts.state === 'active'
            ? 'none yet: your share goes out once a session has ended.'
            : 'none yet. once your account is active, your share is sent after each session and paid on to your bank.'}
        </p>
      ) : (
        <ul aria-label="payouts to your bank">
          {payouts.payouts.map((payout) => (
            <li key={payout.id}>
              {dateWords(payout.arrivedOn)}: {amountOf(payout.amountCents, payout.currency)}{' '}
              {payout.status === 'paid' ? 'paid' : 'failed: your bank refused it; check your details'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
