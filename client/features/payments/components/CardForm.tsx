import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { SavedCard } from '../../../../shared/payments-contract';
import { keys } from '../../../data/server-keys';
import { useServerData } from '../../../data/use-server-data';
import { CARD_FORM_COPY, saveCard, stripeFor } from '../card-form';

/**
 * Stripe's card field (Stripe.js, in Stripe's own frame: the number never reaches our server) and "save my card".
 * One Idempotency-Key per attempt to save, so a repeated press starts one setup.
 */
export default function CardForm({ publishableKey, onSaved }: { publishableKey: string; onSaved: (card: SavedCard['card']) => void }) {
  const mountAt = useRef<HTMLDivElement>(null);
  // undefined while Stripe.js loads, null when it could not.
  const stripe: Stripe | null | undefined = useServerData(keys.stripe(publishableKey), () => stripeFor(publishableKey), {
    reconnect: false,
  }).data;
  const cardElement = useRef<StripeCardElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();

  useEffect(() => {
    if (!stripe || !mountAt.current) return;
    const card = stripe.elements().create('card', { hidePostalCode: false });
    card.mount(mountAt.current);
    cardElement.current = card;
    return () => {
      card.destroy();
      cardElement.current = null;
    };
  }, [stripe]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !cardElement.current || saving) return;
    setSaving(true);
    setProblem(null);
    const answer = await saveCard(stripe, cardElement.current, crypto.randomUUID());
    setSaving(false);
    if ('saved' in answer) onSaved(answer.saved);
    else setProblem(answer.problem);
  }

  if (stripe === null)
    return (
      <p role="alert" className="error-box">
        {CARD_FORM_COPY.notLoaded}
      </p>
    );
  return (
    <form className="card-form" onSubmit={submit} noValidate>
      <p id={labelId}>card number, expiry date and CVC</p>
      <div className="card-form__field" ref={mountAt} role="group" aria-labelledby={labelId} />
      {stripe === undefined && <p role="status">loading the card form...</p>}
      {problem && (
        <p role="alert" className="error-box">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={!stripe || saving}>
        {saving ? 'saving your card...' : 'save my card'}
      </button>
    </form>
  );
}
