// The pure entry: the main one adds Stripe.js to every page that imports it, even where no card can be saved (the
// demo provider, whose pages' CSP does not allow js.stripe.com). This one loads it only when loadStripe is called.
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { ApiError, apiCall, NetworkError } from '../../api/http';
import type { SavedCard } from '../../../shared/payments-contract';

export const CARD_FORM_COPY = {
  notLoaded: 'The card form could not be loaded. Check your connection and try again.',
  offline: 'You are offline: saving a card needs a connection. Nothing was saved.',
  failed: 'Your card could not be saved. Nothing was charged. Try again, or try another card.',
} as const;

let stripeOf: { key: string; loading: Promise<Stripe | null> } | null = null;

/** Stripe.js, loaded once per page from js.stripe.com (the official loader); null when it cannot be loaded. */
export async function stripeFor(publishableKey: string): Promise<Stripe | null> {
  if (stripeOf?.key !== publishableKey) stripeOf = { key: publishableKey, loading: loadStripe(publishableKey) };
  try {
    return await stripeOf.loading;
  } catch {
    stripeOf = null;
    return null;
  }
}

/**
 * Saves the card typed in Stripe's card field for later deposits: our server starts a SetupIntent (its client
 * secret), Stripe.js confirms it with the card (the number goes to Stripe, never to us), then our server keeps the
 * card Stripe says was saved. Answers the saved card, or the words to show.
 */
export async function saveCard(
  stripe: Stripe,
  card: StripeCardElement,
  requestKey: string,
): Promise<{ saved: SavedCard['card'] } | { problem: string }> {
  try {
    const { clientSecret } = await apiCall('POST /payments/card/setup', {}, { headers: { 'Idempotency-Key': requestKey } });
    const confirmed = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    if (confirmed.error) return { problem: confirmed.error.message ?? CARD_FORM_COPY.failed };
    const { card: saved } = await apiCall('POST /payments/card/confirm', {});
    return saved ? { saved } : { problem: CARD_FORM_COPY.failed };
  } catch (error) {
    if (error instanceof NetworkError) return { problem: CARD_FORM_COPY.offline };
    if (error instanceof ApiError) return { problem: error.message };
    return { problem: CARD_FORM_COPY.failed };
  }
}
