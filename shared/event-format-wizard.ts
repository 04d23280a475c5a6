import type { EventFormatPayload } from './event-formats-contract';
import {
  CONFIRMATION_DAYS,
  DEFAULT_EVERY_DAYS,
  DEFAULT_STRATEGIES,
  DEFAULT_TIME,
  FORMAT_CURRENCY,
  earliestEventDate,
  earningsOf,
  FORMAT_EMAIL,
  FORMAT_SESSIONS,
  FORMAT_TITLE,
  formatEmailIsValid,
  type FORMAT_CITIES,
  INTEREST_DAYS,
  MAX_GROUPS,
  MAX_PARTICIPANTS,
  MAX_POSSIBLE_DATES,
  MIN_PARTICIPANTS,
  priceIsValid,
  SELECTION_DAYS,
  type Sessions,
  sessionsLabel,
  type STRATEGIES,
  TICKET_PRICE,
  type TIME_OPTIONS,
} from './event-formats';

/**
 * The /create-event wizard (docs/product-rules.md#event-format-wizard): its steps, the draft it keeps on the device,
 * the rule each step checks before next, and the payload it sends (docs/product-rules.md#event-format-wizard). Shared with the server's tests.
 */

/**
 * The steps in order. The first design listed twelve; the event details and pricing screens it kept "outside the sequence"
 * are in it here, before the preview, because a format cannot be published without a description and a price.
 */
export const WIZARD_STEPS = [
  'concept-intro',
  'concept-details',
  'timeline-intro',
  'timeline',
  'group-intro',
  'group-composition',
  'logistics-intro',
  'event-dates',
  'event-times',
  'event-location',
  'account',
  'event-details',
  'pricing',
  'preview',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The numbered indicator's five parts, and the steps each covers (intro steps are counted but not named). */
export const INDICATOR = [
  { label: 'concept', steps: ['concept-intro', 'concept-details'] },
  { label: 'timeline', steps: ['timeline-intro', 'timeline'] },
  { label: 'group', steps: ['group-intro', 'group-composition'] },
  { label: 'logistics', steps: ['logistics-intro', 'event-dates', 'event-times', 'event-location'] },
  { label: 'finalize', steps: ['account', 'event-details', 'pricing', 'preview'] },
] as const satisfies readonly { label: string; steps: readonly WizardStep[] }[];

/** Which of the five the step belongs to (0-4). */
export function indicatorIndex(step: WizardStep): number {
  return INDICATOR.findIndex((part) => (part.steps as readonly WizardStep[]).includes(step));
}

export const CATEGORIES = [
  'food & drink',
  'cooking',
  'arts & crafts',
  'music',
  'games',
  'outdoors',
  'learning',
  'wellness',
  'other',
] as const;

export type FormatCity = (typeof FORMAT_CITIES)[number];
export const CITY_NAMES: Record<FormatCity, { name: string; region: string }> = {
  toronto: { name: 'Toronto', region: 'Ontario' },
  vancouver: { name: 'Vancouver', region: 'British Columbia' },
  revelstoke: { name: 'Revelstoke', region: 'British Columbia' },
};

/** The neighbourhood suggestions (docs/product-rules.md#event-format-wizard: Toronto 23, Vancouver 21, Revelstoke 7). */
export const NEIGHBOURHOODS: Record<FormatCity, readonly string[]> = {
  toronto: [
    'Annex',
    'Bloor West Village',
    'Cabbagetown',
    'Chinatown',
    'Church-Wellesley',
    'Corktown',
    'Danforth',
    'Distillery District',
    'Dufferin Grove',
    'Financial District',
    'Kensington Market',
    'Leslieville',
    'Liberty Village',
    'Little Italy',
    'Little Portugal',
    'Midtown',
    'Ossington',
    'Parkdale',
    'Queen West',
    'Riverdale',
    'Roncesvalles',
    'The Beaches',
    'Yorkville',
  ],
  vancouver: [
    'Chinatown',
    'Coal Harbour',
    'Commercial Drive',
    'Downtown',
    'Dunbar',
    'Fairview',
    'False Creek',
    'Gastown',
    'Grandview-Woodland',
    'Hastings-Sunrise',
    'Kerrisdale',
    'Kitsilano',
    'Main Street',
    'Mount Pleasant',
    'Olympic Village',
    'Point Grey',
    'Riley Park',
    'South Granville',
    'Strathcona',
    'West End',
    'Yaletown',
  ],
  revelstoke: ['Downtown', 'Arrow Heights', 'Big Eddy', 'Columbia Park', 'Johnson Heights', 'Mackenzie Village', 'Southside'],
};

export const CANCELLATION_POLICIES = {
  flexible: 'flexible: full refund until 48 hours before',
  moderate: 'moderate: 50% refund until 48 hours before',
  strict: 'strict: no refunds after group confirmation',
} as const;
export type CancellationPolicy = keyof typeof CANCELLATION_POLICIES;

export const REFUND_POLICIES = {
  'full-if-not-matched': 'full refund if not matched into a group',
  '50-percent-cancel': '50% refund on cancellation',
  'no-refunds-after-confirmation': 'no refunds after confirmation',
} as const;
export type RefundPolicy = keyof typeof REFUND_POLICIES;

export const DIETARY_OPTIONS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free', 'halal', 'kosher'] as const;
export const DETAILS_TEXT_MAX = 500;

/** The draft as the wizard holds it (docs/product-rules.md#event-format-wizard), kept on the device after every change. */
export interface FormatWizardDraft {
  step: WizardStep;
  format: string;
  category: string;
  timeline: { interestCollection: number; selectionWindow: number; confirmationPeriod: number };
  possibleDates: { date: string; time: (typeof TIME_OPTIONS)[number] }[];
  /** The series each date starts: how many sessions, and how many days apart (SESSION_CADENCES). */
  sessions: Sessions;
  groupRules: {
    maxGroups: number;
    multipleGroups: boolean;
    hostApproval: boolean;
    sameAttendeesMultipleGroups: boolean;
    matchingFailureStrategy: (typeof STRATEGIES.matchingFailureStrategy)[number];
    noGroupStrategy: (typeof STRATEGIES.noGroupStrategy)[number];
    lowInterestStrategy: (typeof STRATEGIES.lowInterestStrategy)[number];
    dropoutStrategy: (typeof STRATEGIES.dropoutStrategy)[number];
  };
  capacity: { minParticipants: number; maxParticipants: number };
  /** ticketPrice (the spec's name) is the price of one session per person; the ticket is it times the sessions. */
  pricing: { ticketPrice: number; refundPolicy: RefundPolicy; cancellationPolicy: CancellationPolicy };
  hostInfo: { email: string; isNewHost: boolean };
  location: { city: FormatCity | ''; neighborhood: string; venueDetails: string; isOnline: boolean };
  eventDetails: {
    description: string;
    includesFood: boolean;
    foodDetails: string;
    includesDrinks: boolean;
    drinkDetails: string;
    includesMaterials: boolean;
    materialsDetails: string;
    dietaryOptions: string[];
    whatToBring: string;
  };
  acceptedTerms: boolean;
  /** The host chose to go on without an account (after the confirmation). */
  withoutAccount: boolean;
  /** Set at the first "create my event format" and kept until it succeeds, so a lost answer is not a second format. */
  submitKey: string | null;
}

export function emptyWizardDraft(): FormatWizardDraft {
  return {
    step: 'concept-intro',
    format: '',
    category: '',
    timeline: {
      interestCollection: INTEREST_DAYS.default,
      selectionWindow: SELECTION_DAYS.default,
      confirmationPeriod: CONFIRMATION_DAYS.default,
    },
    possibleDates: [],
    sessions: { count: FORMAT_SESSIONS.default, everyDays: DEFAULT_EVERY_DAYS },
    groupRules: {
      maxGroups: MAX_GROUPS.default,
      multipleGroups: false,
      hostApproval: true,
      sameAttendeesMultipleGroups: false,
      ...DEFAULT_STRATEGIES,
    },
    capacity: { minParticipants: MIN_PARTICIPANTS.default, maxParticipants: MAX_PARTICIPANTS.default },
    pricing: { ticketPrice: TICKET_PRICE.default, refundPolicy: 'full-if-not-matched', cancellationPolicy: 'flexible' },
    hostInfo: { email: '', isNewHost: true },
    location: { city: '', neighborhood: '', venueDetails: '', isOnline: false },
    eventDetails: {
      description: '',
      includesFood: false,
      foodDetails: '',
      includesDrinks: false,
      drinkDetails: '',
      includesMaterials: false,
      materialsDetails: '',
      dietaryOptions: [],
      whatToBring: '',
    },
    acceptedTerms: false,
    withoutAccount: false,
    submitKey: null,
  };
}

/** A stored draft from an older build, or a hand-edited one, made whole (unknown steps start again at the first). */
export function wholeDraft(stored: Partial<FormatWizardDraft> | undefined): FormatWizardDraft {
  const empty = emptyWizardDraft();
  if (!stored) return empty;
  return {
    ...empty,
    ...stored,
    step: WIZARD_STEPS.includes(stored.step as WizardStep) ? (stored.step as WizardStep) : empty.step,
    timeline: { ...empty.timeline, ...stored.timeline },
    sessions: { ...empty.sessions, ...stored.sessions },
    groupRules: { ...empty.groupRules, ...stored.groupRules },
    capacity: { ...empty.capacity, ...stored.capacity },
    pricing: { ...empty.pricing, ...stored.pricing },
    hostInfo: { ...empty.hostInfo, ...stored.hostInfo },
    location: { ...empty.location, ...stored.location },
    eventDetails: { ...empty.eventDetails, ...stored.eventDetails },
  };
}

export const WIZARD_COPY = {
  titleTooShort: `Give your gathering a name of at least ${FORMAT_TITLE.min} characters.`,
  noDates: 'Select at least one date.',
  location: 'Choose a city and a neighbourhood.',
  details: 'Add a description and a price above 0 to continue.',
  preview: 'Enter your e-mail and accept the terms to create your event format.',
  email: FORMAT_EMAIL.message,
  terms: 'Accept the terms to continue.',
  price: `A session is priced $${TICKET_PRICE.min} to $${TICKET_PRICE.max} per person, in steps of $${TICKET_PRICE.step}.`,
  withoutAccountConfirm: "Without an account, you won't be able to manage your event or see who's interested. Continue anyway?",
  offline: "You're offline. Your format is kept on this device: create it when you're back online.",
} as const;

/** The title as typed, cut at 60 (docs/product-rules.md#event-format-wizard). */
export const cutTitle = (text: string) => text.slice(0, FORMAT_TITLE.max);

/** The interest-period hint (docs/product-rules.md#event-format-wizard): up to 5 days quick, 10 the sweet spot, 14 plenty, longer extended. */
export function interestHint(days: number): string {
  if (days <= 5) return 'quick: good for a spontaneous gathering people decide on fast.';
  if (days <= 10) return 'the sweet spot: enough time for people to find it and say they are interested.';
  if (days <= 14) return 'plenty of time: good for a bigger or pricier gathering.';
  return 'extended: for a gathering planned well ahead.';
}

/** The ideal group size: the middle of the range (docs/product-rules.md#event-format-wizard). */
export const optimalOf = (capacity: { minParticipants: number; maxParticipants: number }) =>
  Math.round((capacity.minParticipants + capacity.maxParticipants) / 2);

/** The first date the calendar offers (docs/product-rules.md#event-format-wizard), from the draft's timeline. */
export const firstOfferedDate = (draft: FormatWizardDraft, today: string) =>
  earliestEventDate(today, draft.timeline.interestCollection, draft.timeline.selectionWindow, draft.timeline.confirmationPeriod);

/** The dates still possible: an earlier choice can fall out when the interest period grows. */
export const offeredDates = (draft: FormatWizardDraft, today: string) =>
  draft.possibleDates.filter(({ date }) => date >= firstOfferedDate(draft, today)).slice(0, MAX_POSSIBLE_DATES);

/** The server's own rule for the host's e-mail (FORMAT_EMAIL), on the address as it is sent: trimmed. */
const emailLooksRight = (email: string) => formatEmailIsValid(email.trim());

/** What stops `next` on a step (docs/product-rules.md#event-format-wizard), or null. */
export function wizardStepProblem(draft: FormatWizardDraft, step: WizardStep, today: string): string | null {
  switch (step) {
    case 'concept-details':
      return draft.format.trim().length < FORMAT_TITLE.min ? WIZARD_COPY.titleTooShort : null;
    case 'event-dates':
      return offeredDates(draft, today).length === 0 ? WIZARD_COPY.noDates : null;
    case 'event-location':
      return draft.location.city && draft.location.neighborhood.trim().length >= 2 ? null : WIZARD_COPY.location;
    case 'event-details':
      return draft.eventDetails.description.trim() && draft.pricing.ticketPrice > 0 ? null : WIZARD_COPY.details;
    case 'pricing':
      return priceIsValid(draft.pricing.ticketPrice) ? null : WIZARD_COPY.price;
    case 'preview':
      if (!emailLooksRight(draft.hostInfo.email)) return WIZARD_COPY.email;
      return draft.acceptedTerms ? null : WIZARD_COPY.terms;
    default:
      return null;
  }
}

/** The first step (in order) whose rule is broken, for a final check before creating the format. */
export function firstOpenStep(draft: FormatWizardDraft, today: string): WizardStep | null {
  return WIZARD_STEPS.find((step) => wizardStepProblem(draft, step, today) !== null) ?? null;
}

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

export { DEFAULT_TIME };
