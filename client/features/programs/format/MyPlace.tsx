import { useRef, useState } from 'react';
import type { JourneyView } from '../../../../shared/format-journey-contract';
import { apiCall } from '../../../api/http';
import { keys } from '../../../data/server-keys';
import { useServerData } from '../../../data/use-server-data';
import { dollarsIn } from '../../../../shared/money';
import { JOURNEY_COPY } from '../../../../shared/format-journey';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { formatCall, problemText } from '../../../api/event-format-api';
import Logistics from './Logistics';
import SessionList from '../../../components/SessionList';

type Me = NonNullable<JourneyView['me']>;

/** An amount of the person's money, with its currency: "$270.00 CAD". */
const moneyOf = (me: Me, cents: number) => dollarsIn(cents / 100, me.currency);

/** What giving the place up costs, amount first: what comes back of what was paid, or that nothing was charged. */
function giveUpWords(me: Me): string {
  const refund = me.giveUp?.refundCents ?? 0;
  if (me.status !== 'paid' || !me.payment) return 'your place goes to someone else. Nothing has been charged.';
  const paid = moneyOf(me, me.payment.amountCents);
  if (refund === me.payment.amountCents) return `you get your ${paid} back in full, and your place goes to someone else.`;
  if (refund > 0)
    return `you get ${moneyOf(me, refund)} of your ${paid} back, as the cancellation policy says, and your place goes to someone else.`;
  return `the cancellation policy gives no refund this close to the event: your ${paid} is not refunded, and your place goes to someone else.`;
}

/**
 * Where the person stands (told in the app as well as by e-mail): their group's sessions once it is set, what they need
 * to get there once their place is paid, and paying (the ticket: price per session x sessions) or giving the place up.
 */
export default function MyPlace({ formatId, me, ticket, onChange }: { formatId: string; me: Me; ticket: string; onChange(): void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingGiveUp, setConfirmingGiveUp] = useState(false);
  // One key per payment attempt: a retry after a lost answer is the same payment.
  const payKey = useRef(crypto.randomUUID());
  // The deposits' provider takes the ticket: the demo one moves no money, and says so.
  const demo =
    useServerData(me.amountDueCents === null ? null : keys.depositTerms(), (signal) => apiCall('GET /payments/deposit', {}, { signal }), {
      reconnect: false,
    }).data?.demo ?? false;

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      onChange();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="my-place" className="format-join__place card">
      <h2 id="my-place">your place, {me.name}</h2>
      <p role="status">{me.message}</p>
      {me.group && (
        <>
          <h3>
            group {me.group.number}: {me.group.sessions.length === 1 ? 'your session' : `your ${me.group.sessions.length} sessions`}
          </h3>
          <SessionList sessions={me.group.sessions} />
        </>
      )}
      {me.logistics && <Logistics logistics={me.logistics} />}
      {me.payment && me.payment.status === 'refunded' && <p>refunded: {moneyOf(me, me.payment.refundedCents)}</p>}
      <div role="alert">{problem}</div>
      {me.amountDueCents !== null && (
        <>
          <p>the ticket: {ticket}.</p>
          {demo && <p className="muted">demo payments: no money moves.</p>}
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() =>
              void run(() =>
                formatCall('POST /event-format/:id/pay', { params: { id: formatId } }, { headers: { 'Idempotency-Key': payKey.current } }),
              )
            }
          >
            pay {moneyOf(me, me.amountDueCents)} and confirm my place
          </button>{' '}
        </>
      )}
      {me.giveUp && (
        <button type="button" className="btn" disabled={busy} onClick={() => setConfirmingGiveUp(true)}>
          give up my place
        </button>
      )}
      {!me.giveUp && me.status === 'paid' && <p className="muted">{JOURNEY_COPY.alreadyBegun}</p>}
      <ConfirmDialog
        open={confirmingGiveUp && me.giveUp !== null}
        title="give up your place?"
        keepLabel="keep my place"
        confirmLabel="give up my place"
        onKeep={() => setConfirmingGiveUp(false)}
        onConfirm={() => void run(() => formatCall('POST /event-format/:id/decline', { params: { id: formatId } }))}
      >
        <p>{giveUpWords(me)}</p>
      </ConfirmDialog>
    </section>
  );
}
