import { TICKET_PRICE } from '../../../../shared/event-formats';
import type { StepProps } from './step-props';

/** The ticket price per person: a number, $10 to $500 in steps of $5 (spec 002 §5). */
export default function PriceField({ draft, update }: Pick<StepProps, 'draft' | 'update'>) {
  return (
    <div className="field">
      <label htmlFor="format-price">price per person (USD)</label>
      <input
        id="format-price"
        type="number"
        inputMode="numeric"
        min={TICKET_PRICE.min}
        max={TICKET_PRICE.max}
        step={TICKET_PRICE.step}
        value={Number.isFinite(draft.pricing.ticketPrice) && draft.pricing.ticketPrice > 0 ? draft.pricing.ticketPrice : ''}
        aria-describedby="format-price-rule"
        onChange={(event) => {
          const price = event.target.value === '' ? 0 : Number(event.target.value);
          update((now) => ({ pricing: { ...now.pricing, ticketPrice: Number.isFinite(price) ? price : 0 } }));
        }}
      />
      <p id="format-price-rule" className="muted">
        ${TICKET_PRICE.min} to ${TICKET_PRICE.max}, in steps of ${TICKET_PRICE.step}.
      </p>
    </div>
  );
}
