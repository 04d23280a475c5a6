import { offeredDates } from '../../../../../shared/event-format-wizard';
import {
  draftCurrency,
  draftTicket,
  earningsEstimate,
  groupsForEstimate,
  processingEstimate,
  recommendedRange,
} from '../../../../../shared/format-estimates';
import { REFUND_POLICIES, type RefundPolicy } from '../../../../../shared/format-options';
import { earningsOf, priceIsValid } from '../../../../../shared/event-formats';
import { dollars, dollarsIn } from '../../../../../shared/money';
import PriceField from './PriceField';
import type { StepProps } from './step-props';

/**
 * Pricing: the price per session, the ticket's breakdown (price x sessions: what a person pays, and what the host earns
 * of it), potential earnings, the refund policy, and why a 20% fee.
 */
export default function PricingStep({ draft, update, today }: StepProps) {
  const price = draft.pricing.ticketPrice;
  const valid = priceIsValid(price);
  const sessions = draft.sessions.count;
  const ticket = draftTicket(draft);
  const range = recommendedRange(draft.eventDetails);
  const groups = draft.groupRules.multipleGroups ? draft.groupRules.maxGroups : 1;
  const estimate = earningsEstimate(ticket, groups, offeredDates(draft, today).length);
  const { hostEarnings, platformFee } = earningsOf(ticket);
  // What is paid and earned says its currency; the price guide's ranges sit under the field that names it.
  const money = (amount: number) => dollarsIn(amount, draftCurrency(draft));
  return (
    <>
      <PriceField draft={draft} update={update} />
      <p className="create-event__hint">
        for {range.kind}, hosts usually ask {dollars(range.low)}-{dollars(range.high)} per person, per session. Most sessions are $25-$150.
      </p>
      <h3>breakdown per ticket</h3>
      {valid ? (
        <dl className="create-event__breakdown">
          <dt>price per session</dt>
          <dd>{money(price)}</dd>
          <dt>sessions</dt>
          <dd>{sessions}</dd>
          <dt>ticket price</dt>
          <dd>{money(ticket)}</dd>
          <dt>platform fee (20%)</dt>
          <dd>{money(platformFee)}</dd>
          <dt>your earnings (80%)</dt>
          <dd>{money(hostEarnings)}</dd>
          <dt>card processing, estimated (2.9% + $0.30)</dt>
          <dd>{money(processingEstimate(ticket))}</dd>
        </dl>
      ) : (
        <p role="status">enter a price of $10 to $500, in steps of $5, to see the breakdown.</p>
      )}
      <h3>potential earnings per date{sessions > 1 ? ', for the whole series' : ''}</h3>
      <dl className="create-event__breakdown">
        <dt>conservative (6 attendees)</dt>
        <dd>{money(estimate.conservative)}</dd>
        <dt>
          optimistic ({groupsForEstimate(groups)} {groups === 1 ? 'group' : 'groups'} of 8)
        </dt>
        <dd>{money(estimate.optimistic)}</dd>
        <dt>successful events</dt>
        <dd>{estimate.events.low === estimate.events.high ? estimate.events.low : `${estimate.events.low} to ${estimate.events.high}`}</dd>
      </dl>
      <fieldset className="field-set">
        <legend>refund policy</legend>
        {(Object.keys(REFUND_POLICIES) as RefundPolicy[]).map((policy) => (
          <label key={policy} className="field-check">
            <input
              type="radio"
              name="refund-policy"
              checked={draft.pricing.refundPolicy === policy}
              onChange={() => update((now) => ({ pricing: { ...now.pricing, refundPolicy: policy } }))}
            />
            {REFUND_POLICIES[policy]}
          </label>
        ))}
      </fieldset>
      <h3>why a 20% fee?</h3>
      <ul className="create-event__points">
        <li>we find the people: interest, private picks and the groups are ours to run.</li>
        <li>we take the payments, and attendees pay only once they are in a confirmed group.</li>
        <li>we handle reminders, changes and refunds, so you can host.</li>
      </ul>
    </>
  );
}
