import { useState } from 'react';
import type { DepositTerms } from '../../../../shared/payments-contract';
import { useSavedCard } from '../use-saved-card';
import CardForm from './CardForm';

export const CARDS_NOT_OPEN =
  'Card payments are not open here yet: accepting an invite needs a saved card, which this installation cannot take.';

/**
 * With Stripe: the card deposits are held on. Saved once (a SetupIntent, for holds placed with or without the member
 * there), shown as its brand and last 4 digits, and replaceable. Without a publishable key no card can be saved, and
 * the page says so.
 */
export default function SavedCardSection({ terms }: { terms: DepositTerms }) {
  const { card, offline, setCard } = useSavedCard();
  const [replacing, setReplacing] = useState(false);
  if (!terms.publishableKey)
    return (
      <p className="payment-screen__demo" role="note">
        {CARDS_NOT_OPEN}
      </p>
    );
  return (
    <section className="saved-card card" aria-labelledby="saved-card-heading">
      <h2 id="saved-card-heading">your card</h2>
      <p className="muted">
        Deposits are held on your card with Stripe, our payments provider: we never see its number. Nothing is charged when you save it.
      </p>
      {card === undefined ? (
        offline ? (
          <p>you're offline: your card will show here once you're back online.</p>
        ) : (
          <p role="status">loading your card...</p>
        )
      ) : card && !replacing ? (
        <>
          <p role="status">
            saved: {card.brand ?? 'card'} ending {card.last4 ?? '····'}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => setReplacing(true)}>
            use another card
          </button>
        </>
      ) : (
        <CardForm
          publishableKey={terms.publishableKey}
          onSaved={(saved) => {
            setCard(saved);
            setReplacing(false);
          }}
        />
      )}
    </section>
  );
}
