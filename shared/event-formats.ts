import { dateKey, localTime, zonedInstant } from './weekly-cycle';

/**
 * Event formats (docs/product-rules.md#event-format-wizard): what a host designs in the /create-event wizard and publishes. The limits and
 * rules here (docs/product-rules.md#event-format-wizard) are shared by the wizard and the server, which checks them again.
 */
export const FORMAT_TITLE = { min: 3, max: 60 } as const;
export const FORMAT_DESCRIPTION_MAX = 4000;
/**
 * An e-mail the format's calls take (the host's in a draft, a person's in "I'm interested"): something on each side of
 * one '@' and no spaces. The wizard and the interest form check the same rule before sending.
 */
export const FORMAT_EMAIL = {
  min: 3,
  max: 254,
  pattern: '^[^\\s@]+@[^\\s@]+$',
  message: 'Enter your e-mail address, such as name@example.com: one @, no spaces.',
} as const;
export const formatEmailIsValid = (email: string) =>
  email.length >= FORMAT_EMAIL.min && email.length <= FORMAT_EMAIL.max && new RegExp(FORMAT_EMAIL.pattern).test(email);
export const TICKET_PRICE = { min: 10, max: 500, step: 5, default: 45 } as const;
export const INTEREST_DAYS = { min: 3, max: 21, default: 7 } as const;
export const SELECTION_DAYS = { min: 1, max: 5, default: 2 } as const;
export const CONFIRMATION_DAYS = { min: 1, max: 14, default: 3 } as const;
export const MIN_PARTICIPANTS = { min: 4, max: 8, default: 4 } as const;
export const MAX_PARTICIPANTS = { min: 8, max: 16, default: 8 } as const;
/** Multiple groups are capped at 10; one otherwise. Above 999 means unlimited (treated as 3 for estimates). */
export const MAX_GROUPS = { min: 1, max: 10, default: 1 } as const;
/** Dates earlier than today + interest + selection + this many days cannot be chosen. */
export const DATE_MARGIN_DAYS = 3;
export const MAX_POSSIBLE_DATES = 12;
export const FORMAT_CITIES = ['toronto', 'vancouver', 'revelstoke'] as const;
/** Each city's time zone: a format's dates and times are the wall clock there (Revelstoke keeps Pacific time). */
export const FORMAT_TIME_ZONES: Record<(typeof FORMAT_CITIES)[number], string> = {
  toronto: 'America/Toronto',
  vancouver: 'America/Vancouver',
  revelstoke: 'America/Vancouver',
};
/**
 * Each city's currency: a format's price, its tickets and refunds are in it. The payload's `currency` field (the first design
 * named USD) is accepted as sent and replaced by the city's on saving, so the answer says which currency is used.
 */
export const FORMAT_CURRENCY: Record<(typeof FORMAT_CITIES)[number], 'CAD'> = { toronto: 'CAD', vancouver: 'CAD', revelstoke: 'CAD' };
/**
 * The currency of a sum over formats of any city (a host's earnings on the dashboard): every city's prices are in the
 * same one, FORMAT_CURRENCY's.
 */
export const EARNINGS_CURRENCY: (typeof FORMAT_CURRENCY)[(typeof FORMAT_CITIES)[number]] = 'CAD';

/** The format with its price in its city's currency. */
export function withCityCurrency<T extends { venue: { city: (typeof FORMAT_CITIES)[number] }; pricing: { currency: string } | null }>(
  format: T,
): T {
  return format.pricing ? { ...format, pricing: { ...format.pricing, currency: FORMAT_CURRENCY[format.venue.city] } } : format;
}
export const TIME_OPTIONS = ['10:00-13:00', '12:00-15:00', '18:00-21:00', '19:00-22:00', '19:00-21:00', '20:00-23:00'] as const;
export const DEFAULT_TIME: (typeof TIME_OPTIONS)[number] = '19:00-22:00';
/** cancelled: by its host, or called off for low interest or no group (added to the four of docs/product-rules.md#event-format-wizard). */
export const FORMAT_STATUSES = ['draft', 'active', 'completed', 'archived', 'cancelled'] as const;
export type FormatStatus = (typeof FORMAT_STATUSES)[number];

/**
 * A program is a series (docs/product-rules.md#public-pages: "3-6 week programs ... priced per session"): each possible date is a group's
 * first session, the others follow every `everyDays`. A format without `sessions` meets once.
 */
export const FORMAT_SESSIONS = { min: 1, max: 12, default: 1 } as const;
export const SESSION_CADENCES = [
  { everyDays: 7, label: 'weekly' },
  { everyDays: 14, label: 'every two weeks' },
] as const;
export const DEFAULT_EVERY_DAYS = 7;

export interface Sessions {
  count: number;
  everyDays: number;
}

/** The format's series: one session unless it says otherwise. */
export const sessionsOf = (format: { sessions?: Sessions | undefined }): Sessions =>
  format.sessions ?? { count: 1, everyDays: DEFAULT_EVERY_DAYS };

/** The dates of a group's sessions, from its first. */
export function sessionDates(first: string, sessions: Sessions): string[] {
  return Array.from({ length: sessions.count }, (_, index) => addDaysTo(first, index * sessions.everyDays));
}

/** "6 weekly sessions", "1 session". */
export function sessionsLabel(sessions: Sessions): string {
  if (sessions.count === 1) return '1 session';
  const cadence = SESSION_CADENCES.find((c) => c.everyDays === sessions.everyDays)?.label ?? `every ${sessions.everyDays} days`;
  return cadence === 'weekly' ? `${sessions.count} weekly sessions` : `${sessions.count} sessions, ${cadence}`;
}

/** The ticket: the price per session times the sessions, in cents. */
export const ticketCentsOf = (format: { pricing: { basePrice: number } | null; sessions?: Sessions | undefined }): number =>
  Math.round((format.pricing?.basePrice ?? 0) * 100) * sessionsOf(format).count;

export const STRATEGIES = {
  matchingFailureStrategy: ['host-creates-groups', 'cancel-event'],
  noGroupStrategy: ['waitlist-next', 'refund-all'],
  lowInterestStrategy: ['extend-period', 'cancel-event'],
  dropoutStrategy: ['continue-if-minimum', 'fill-from-waitlist', 'cancel-group'],
} as const;
export const DEFAULT_STRATEGIES = {
  matchingFailureStrategy: 'host-creates-groups',
  noGroupStrategy: 'waitlist-next',
  lowInterestStrategy: 'extend-period',
  dropoutStrategy: 'continue-if-minimum',
} as const;

export const FORMAT_COPY = {
  notFound: 'Format not found',
  notOwner: "Only the format's host can change it.",
  titleLength: `A title is ${FORMAT_TITLE.min} to ${FORMAT_TITLE.max} characters.`,
  description: 'Describe the event: what happens, and for whom.',
  price: `A ticket is $${TICKET_PRICE.min} to $${TICKET_PRICE.max}, in steps of $${TICKET_PRICE.step}.`,
  dates: 'Choose at least one date (2-3 work best).',
  datesTooSoon:
    'Each date must leave time for the interest period, the selection window and the confirmation period, plus 3 days (refunds end 48 hours before).',
  capacity: 'The minimum group size cannot be above the maximum, and the ideal size sits between them.',
  published: 'A published format cannot be deleted: archive it instead.',
  publishedUnchanged:
    'A published format is not changed: people said they were interested in it as it is. Duplicate it to make a new draft.',
  archiveRunning: 'People are taking part in this format: it can be archived once its event has happened or been called off.',
  claimFirst: 'Sign in with the e-mail you gave to publish this format.',
  claimEmail: 'This format was made with another e-mail address: sign in with that one to manage it.',
  draftKeyNeeded: 'This draft belongs to the device that made it, or to its host once they sign in.',
  created: (id: string) => `Event format created successfully! Event ID: ${id}. You will receive an email with next steps.`,
  createFailed: 'There was an error creating your event format. Please try again.',
} as const;

/** When a session (a day and a range such as 19:00-22:00, on the city's clock) starts and ends, as instants. */
export function sessionTimes(date: string, time: string, city: (typeof FORMAT_CITIES)[number]): { startsAt: Date; endsAt: Date } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [start, end] = time.split('-') as [string, string];
  const at = (clock: string) => {
    const [hour, minute] = clock.split(':').map(Number) as [number, number];
    return zonedInstant(FORMAT_TIME_ZONES[city], year, month, day, hour, minute);
  };
  const startsAt = at(start);
  let endsAt = at(end);
  // A range that passes midnight ends the next day.
  if (endsAt <= startsAt) endsAt = new Date(endsAt.getTime() + 24 * 60 * 60_000);
  return { startsAt, endsAt };
}

/** 'YYYY-MM-DD' plus `days`. */
export function addDaysTo(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * The first date a host may choose today: today + interest + selection + confirmation + 3. The first design added only the
 * interest and selection days and 3; the confirmation period is added too, so that it always closes before the
 * refund cutoff (48 hours before the first session): the 3 days cover those 48 hours and the rest of today.
 */
export function earliestEventDate(today: string, interestDays: number, selectionDays: number, confirmationDays: number): string {
  return addDaysTo(today, interestDays + selectionDays + confirmationDays + DATE_MARGIN_DAYS);
}

/** Today's date in a format's city, 'YYYY-MM-DD': the day its dates are counted from. */
export function cityToday(now: Date, city: (typeof FORMAT_CITIES)[number]): string {
  const local = localTime(now, FORMAT_TIME_ZONES[city]);
  return dateKey(local.year, local.month, local.day);
}

/** A whole ticket price in the range, on the $5 steps. */
export function priceIsValid(price: number): boolean {
  return Number.isFinite(price) && price >= TICKET_PRICE.min && price <= TICKET_PRICE.max && price % TICKET_PRICE.step === 0;
}

/** The host's share: the platform keeps 20%. */
export function earningsOf(price: number): { hostEarnings: number; platformFee: number } {
  const platformFee = Math.round(price * 20) / 100;
  return { hostEarnings: Math.round((price - platformFee) * 100) / 100, platformFee };
}

export interface FormatProblem {
  field: 'title' | 'description' | 'price' | 'possibleDates' | 'capacity';
  message: string;
}

/** What stops a format from being published (docs/product-rules.md#event-format-wizard), given today's date where the host is. */
export function publishProblems(
  format: {
    title: string;
    description: string;
    pricing: { basePrice: number } | null;
    possibleDates: readonly { date: string }[];
    timeline: { interestPeriodDays: number; selectionPeriodDays: number; confirmationPeriodDays: number };
    capacity: { minParticipants: number; maxParticipants: number; optimalParticipants: number };
  },
  today: string,
): FormatProblem[] {
  const problems: FormatProblem[] = [];
  const title = format.title.trim();
  if (title.length < FORMAT_TITLE.min || title.length > FORMAT_TITLE.max)
    problems.push({ field: 'title', message: FORMAT_COPY.titleLength });
  if (!format.description.trim()) problems.push({ field: 'description', message: FORMAT_COPY.description });
  if (!format.pricing || !priceIsValid(format.pricing.basePrice)) problems.push({ field: 'price', message: FORMAT_COPY.price });
  if (format.possibleDates.length === 0) problems.push({ field: 'possibleDates', message: FORMAT_COPY.dates });
  else {
    const { interestPeriodDays, selectionPeriodDays, confirmationPeriodDays } = format.timeline;
    const earliest = earliestEventDate(today, interestPeriodDays, selectionPeriodDays, confirmationPeriodDays);
    if (format.possibleDates.some(({ date }) => date < earliest))
      problems.push({ field: 'possibleDates', message: FORMAT_COPY.datesTooSoon });
  }
  const { minParticipants, maxParticipants, optimalParticipants } = format.capacity;
  if (minParticipants > maxParticipants || optimalParticipants < minParticipants || optimalParticipants > maxParticipants)
    problems.push({ field: 'capacity', message: FORMAT_COPY.capacity });
  return problems;
}
