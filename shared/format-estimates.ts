import { earningsOf, FORMAT_CURRENCY, priceIsValid } from './event-formats';
import type { FormatWizardDraft } from './event-format-wizard';

/** What the wizard's pricing step estimates for the host: the ticket, recommended prices, fees and earnings. */

/** What one person pays for the whole series: the price per session times the sessions (0 while the price is invalid). */
export const draftTicket = (draft: Pick<FormatWizardDraft, 'pricing' | 'sessions'>) =>
  priceIsValid(draft.pricing.ticketPrice) ? draft.pricing.ticketPrice * draft.sessions.count : 0;

/** The draft's currency: its city's; every city is Canadian, so before one is chosen it is Canadian dollars too. */
export const draftCurrency = (draft: Pick<FormatWizardDraft, 'location'>) =>
  draft.location.city ? FORMAT_CURRENCY[draft.location.city] : 'CAD';

/** Recommended ticket prices by what is included (docs/product-rules.md#event-format-wizard). */
export function recommendedRange(
  details: Pick<FormatWizardDraft['eventDetails'], 'includesFood' | 'includesDrinks' | 'includesMaterials'>,
): {
  low: number;
  high: number;
  kind: string;
} {
  if (details.includesFood && details.includesDrinks) return { low: 60, high: 120, kind: 'food and drinks' };
  if (details.includesFood) return { low: 45, high: 80, kind: 'food' };
  if (details.includesMaterials) return { low: 35, high: 65, kind: 'materials' };
  return { low: 25, high: 50, kind: 'a gathering without food or materials' };
}

/** The card processing estimate per ticket (docs/product-rules.md#event-format-wizard): 2.9% plus $0.30, in dollars. */
export const processingEstimate = (price: number) => Math.round((price * 0.029 + 0.3) * 100) / 100;

/** Group count for estimates: above 999 means unlimited, counted as 3 (docs/product-rules.md#event-format-wizard). */
export const groupsForEstimate = (maxGroups: number) => (maxGroups > 999 ? 3 : maxGroups);

/** Potential earnings (docs/product-rules.md#event-format-wizard): conservative 6 attendees, optimistic groups x 8; successful events 1 to min(groups, dates). */
export function earningsEstimate(price: number, maxGroups: number, dates: number) {
  const { hostEarnings } = earningsOf(price);
  const groups = groupsForEstimate(maxGroups);
  const round = (amount: number) => Math.round(amount * 100) / 100;
  return {
    perTicket: hostEarnings,
    conservative: round(6 * hostEarnings),
    optimistic: round(groups * 8 * hostEarnings),
    events: { low: 1, high: Math.max(1, Math.min(groups, dates)) },
  };
}
