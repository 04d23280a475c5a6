import { emptyWizardDraft, type FormatWizardDraft } from '../../shared/event-format-wizard';
import { DEFAULT_STRATEGIES } from '../../shared/event-formats';
import type { EventFormatPayload } from '../../shared/event-formats-contract';

/** A whole event format as the wizard sends it (docs/product-rules.md#event-format-wizard): a Toronto sourdough class, $45, one date. */
export function eventFormatPayload(changes: Partial<EventFormatPayload> = {}, date = '2026-12-20'): EventFormatPayload {
  return {
    title: 'Sourdough for beginners',
    description: 'Bake a loaf together, from starter to crust, and take one home.',
    category: 'Cooking',
    timeline: { interestPeriodDays: 7, selectionPeriodDays: 2, confirmationPeriodDays: 3, cancellationPolicyHours: 24 },
    possibleDates: [{ date, time: '10:00-13:00' }],
    groupFormation: {
      selectionMethod: 'HostApproval',
      requiresApproval: true,
      allowWaitlist: true,
      maxWaitlistSize: null,
      autoConfirm: false,
    },
    groupRules: { maxGroups: 1, multipleGroups: false, hostApproval: true, sameAttendeesMultipleGroups: false, ...DEFAULT_STRATEGIES },
    capacity: { minParticipants: 4, maxParticipants: 8, optimalParticipants: 6 },
    pricing: {
      currency: 'USD',
      basePrice: 45,
      discounts: [],
      refundPolicy: 'Flexible',
      includesFood: true,
      includesDrinks: false,
      includesMaterials: true,
      notes: '',
    },
    venue: { city: 'toronto', region: 'Ontario', country: 'Canada', neighborhood: 'Leslieville', venueDetails: '', isOnline: false },
    requirements: [],
    tags: ['baking'],
    isRecurring: false,
    recurringPattern: null,
    ...changes,
  };
}

/** The wizard's draft with every step answered (a Toronto sourdough class on 2026-12-20, $45). */
export function filledWizardDraft(changes: Partial<FormatWizardDraft> = {}): FormatWizardDraft {
  const draft = emptyWizardDraft();
  return {
    ...draft,
    format: 'Sourdough Sunday',
    category: 'cooking',
    possibleDates: [{ date: '2026-12-20', time: '10:00-13:00' }],
    location: { city: 'toronto', neighborhood: 'Leslieville', venueDetails: '', isOnline: false },
    eventDetails: { ...draft.eventDetails, description: 'Bake a loaf together.', includesFood: true, foodDetails: 'bread' },
    hostInfo: { email: 'host@example.com', isNewHost: true },
    acceptedTerms: true,
    ...changes,
  };
}
