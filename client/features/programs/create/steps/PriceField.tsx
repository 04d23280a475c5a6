import { draftCurrency } from '../../../../../shared/format-estimates';
import { priceIsValid, TICKET_PRICE } from '../../../../../shared/event-formats';
import { ticketWords } from '../../../../../shared/format-words';
import type { StepProps } from './step-props';

/**
 * The price of one session per person: a number, $10 to $500 in steps of $5 (docs/product-rules.md#event-format-wizard); the ticket a person pays is
 * it times the sessions (docs/product-rules.md#public-pages: programs are priced per session), said under it.
 */
export default function PriceField({ draft, update }: Pick<StepProps, 'draft' | 'update'>) {
  const price = draft.pricing.ticketPrice;
  const currency = draftCurrency(draft);
  return (
    <div className="field">
      <label htmlFor="format-price">price per person, per session ({currency})</label>
      <input
        id="format-price"
        type="number"
        inputMode="numeric"
        min={TICKET_PRICE.min}
        max={TICKET_PRICE.max}
        step={TICKET_PRICE.step}
        value={Number.isFinite(price) && price > 0 ? price : ''}
        aria-describedby="format-price-rule format-price-ticket"
        onChange={(event) => {
          const typed = event.target.value === '' ? 0 : Number(event.target.value);
          update((now) => ({ pricing: { ...now.pricing, ticketPrice: Number.isFinite(typed) ? typed : 0 } }));
        }}
      />
      <p id="format-price-rule" className="muted field__hint">
        ${TICKET_PRICE.min} to ${TICKET_PRICE.max}, in steps of ${TICKET_PRICE.step}.
      </p>
      <p id="format-price-ticket" className="field__hint" aria-live="polite">
        {priceIsValid(price) ? `the ticket: ${ticketWords(price, draft.sessions.count, currency)}.` : ''}
      </p>
    </div>
  );
}
