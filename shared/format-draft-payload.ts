import type { EventFormatPayload } from './event-formats-contract';
import { FORMAT_CURRENCY, MAX_GROUPS, priceIsValid, sessionsLabel } from './event-formats';
import { type FormatWizardDraft, offeredDates, optimalOf } from './event-format-wizard';
import type { CancellationPolicy } from './format-options';
import { CITY_NAMES } from './format-places';

/** The wizard's draft turned into the payload the event-format routes take. */

const CANCELLATION_HOURS: Record<CancellationPolicy, number> = { flexible: 48, moderate: 48, strict: 0 };

/** The payload POST /event-format/draft takes (docs/product-rules.md#event-format-wizard), from the wizard's draft. */
export function payloadOf(draft: FormatWizardDraft, today: string): EventFormatPayload {
  const { eventDetails: details, location, groupRules, capacity } = draft;
  const city = location.city || 'toronto';
  const multipleGroups = groupRules.multipleGroups;
  const included = [
    details.includesFood && details.foodDetails.trim() && `food: ${details.foodDetails.trim()}`,
    details.includesDrinks && details.drinkDetails.trim() && `drinks: ${details.drinkDetails.trim()}`,
    details.includesMaterials && details.materialsDetails.trim() && `materials: ${details.materialsDetails.trim()}`,
  ].filter((line): line is string => Boolean(line));
  return {
    title: draft.format.trim() || 'Untitled Event',
    description: details.description.trim(),
    category: draft.category,
    timeline: {
      interestPeriodDays: draft.timeline.interestCollection,
      selectionPeriodDays: draft.timeline.selectionWindow,
      confirmationPeriodDays: draft.timeline.confirmationPeriod,
      cancellationPolicyHours: CANCELLATION_HOURS[draft.pricing.cancellationPolicy],
    },
    possibleDates: offeredDates(draft, today),
    groupFormation: {
      selectionMethod: groupRules.hostApproval ? 'HostApproval' : 'FirstComeFirstServed',
      requiresApproval: groupRules.hostApproval,
      allowWaitlist: true,
      maxWaitlistSize: null,
      autoConfirm: !groupRules.hostApproval,
    },
    groupRules: { ...groupRules, maxGroups: multipleGroups ? Math.min(MAX_GROUPS.max, Math.max(2, groupRules.maxGroups)) : 1 },
    capacity: { ...capacity, optimalParticipants: optimalOf(capacity) },
    pricing: priceIsValid(draft.pricing.ticketPrice)
      ? {
          currency: FORMAT_CURRENCY[city],
          basePrice: draft.pricing.ticketPrice,
          discounts: [],
          refundPolicy: draft.pricing.refundPolicy,
          cancellationPolicy: draft.pricing.cancellationPolicy,
          includesFood: details.includesFood,
          includesDrinks: details.includesDrinks,
          includesMaterials: details.includesMaterials,
          notes: included.join('\n').slice(0, 1000),
        }
      : null,
    venue: {
      city,
      region: CITY_NAMES[city].region,
      country: 'Canada',
      neighborhood: location.neighborhood.trim(),
      venueDetails: location.venueDetails.trim(),
      isOnline: location.isOnline,
    },
    requirements: details.whatToBring.trim() ? [details.whatToBring.trim().slice(0, 200)] : [],
    tags: details.dietaryOptions.slice(0, 20),
    sessions: draft.sessions,
    isRecurring: draft.sessions.count > 1,
    recurringPattern: draft.sessions.count > 1 ? sessionsLabel(draft.sessions) : null,
  };
}
