import CacheNotice from '../../../components/CacheNotice';
import { MY_PAYMENTS_COPY, paymentWords } from '../payment-words';
import { useMyPayments } from '../use-my-payments';

/**
 * "your payments" on /payment: the member's own deposits, tips and program tickets, newest first, each with what it
 * was for, its amount and currency, where it stands, what came back and the day on its city's calendar. A list of
 * items, each headed by what it was for, so a screen reader moves from one payment to the next by heading or item.
 */
export default function MyPaymentsSection() {
  const state = useMyPayments();
  return (
    <section className="my-payments" aria-labelledby="my-payments-heading">
      <h2 id="my-payments-heading">{MY_PAYMENTS_COPY.heading}</h2>
      <CacheNotice stale={state.status === 'ready' && state.stale} sending={false} />
      {state.status === 'loading' ? (
        <p role="status">{MY_PAYMENTS_COPY.loading}</p>
      ) : state.status === 'unavailable' ? (
        <p role="alert">{state.message}</p>
      ) : state.payments.length === 0 ? (
        <p className="muted">{MY_PAYMENTS_COPY.empty}</p>
      ) : (
        <ol className="my-payments__list" aria-labelledby="my-payments-heading">
          {state.payments.map((payment) => {
            const words = paymentWords(payment);
            return (
              <li key={payment.id} className="card my-payments__item">
                <h3 className="my-payments__for">{words.for}</h3>
                <dl className="my-payments__details">
                  <dt>amount</dt>
                  <dd>{words.amount}</dd>
                  <dt>status</dt>
                  <dd>{words.state}</dd>
                  {words.refund && (
                    <>
                      <dt>refunded</dt>
                      <dd>{words.refund}</dd>
                    </>
                  )}
                  <dt>date</dt>
                  <dd>
                    <time dateTime={payment.at}>{words.day}</time>
                  </dd>
                </dl>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
