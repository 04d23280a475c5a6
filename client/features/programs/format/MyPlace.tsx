import { useEffect, useRef, useState } from 'react';
import type { JourneyView } from '../../../../shared/format-journey-contract';
import { apiCall } from '../../../api/http';
import { dollars } from '../../../../shared/money';
import { formatCall, problemText } from '../../../api/event-format-api';

type Me = NonNullable<JourneyView['me']>;

/** Where the person stands (told in the app as well as by e-mail), and paying or giving up a place. */
export default function MyPlace({ formatId, me, onChange }: { formatId: string; me: Me; onChange(): void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per payment attempt: a retry after a lost answer is the same payment.
  const payKey = useRef(crypto.randomUUID());
  // The deposits' provider takes the ticket: the demo one moves no money, and says so.
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    if (me.amountDueCents === null) return;
    void apiCall('GET /payments/deposit', {}).then(
      (terms) => setDemo(terms.demo),
      () => undefined,
    );
  }, [me.amountDueCents]);

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
        <p>
          group {me.group.number}: {me.group.date}, {me.group.time}
        </p>
      )}
      {me.payment && me.payment.status === 'refunded' && <p>refunded: {dollars(me.payment.refundedCents / 100)}</p>}
      <div role="alert">{problem}</div>
      {me.amountDueCents !== null && (
        <>
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
            pay {dollars(me.amountDueCents / 100)} and confirm my place
          </button>{' '}
        </>
      )}
      {(me.status === 'selected' || me.status === 'paid') && (
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() => {
            if (window.confirm('Give up your place? A paid place is refunded as the cancellation policy says.'))
              void run(() => formatCall('POST /event-format/:id/decline', { params: { id: formatId } }));
          }}
        >
          give up my place
        </button>
      )}
    </section>
  );
}
