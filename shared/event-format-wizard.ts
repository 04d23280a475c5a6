import {
  CONFIRMATION_DAYS,
  DEFAULT_EVERY_DAYS,
  DEFAULT_STRATEGIES,
  DEFAULT_TIME,
  earliestEventDate,
  FORMAT_EMAIL,
  FORMAT_SESSIONS,
  FORMAT_TITLE,
  formatEmailIsValid,
  INTEREST_DAYS,
  MAX_GROUPS,
  MAX_PARTICIPANTS,
  MAX_POSSIBLE_DATES,
  MIN_PARTICIPANTS,
  priceIsValid,
  SELECTION_DAYS,
  type Sessions,
  type STRATEGIES,
  TICKET_PRICE,
  type TIME_OPTIONS,
} from './event-formats';
import type { CancellationPolicy, RefundPolicy } from './format-options';
import type { FormatCity } from './format-places';

/**
 * The /create-event wizard (docs/product-rules.md#event-format-wizard): its steps, the draft it keeps on the device and
 * the rule each step checks before next. Beside it: its choices (format-options.ts), cities (format-places.ts), the
 * pricing step's estimates (format-estimates.ts) and the payload it sends (format-draft-payload.ts).
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

export { DEFAULT_TIME };
