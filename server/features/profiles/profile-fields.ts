import { INTEREST_TEXT_MAX, sameInterest } from '../../../shared/interests';
import {
  AGE_MIN,
  AGE_VALID_MAX,
  NEIGHBORHOOD_OPTIONS,
  OFFERED_SLOTS,
  toAvailabilitySlot,
  type AvailabilitySlot,
  type Sex,
} from '../../../shared/onboarding';

/** Server-side limits the client does not show but that keep rows a sane size. */
export const FIRST_NAME_MAX = 60;
export const VENUE_NAME_MAX = 120;
export const NEW_LOCATION_MAX = 80;
export const INTERESTS_MAX = 30;
export const INTEREST_NAME_MAX = 60;
const SHORT_LIST_MAX = 20;
const COMMENT_MAX = 500;

/** A value that passed its check, or the message saying why not (shown next to the field). */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (message: string): Checked<never> => ({ ok: false, message });

export interface InterestInput {
  name: string;
  lookingFor: string;
  contribute: string;
}

export interface HostingDetails {
  hasVenue: boolean | null;
  venueName: string;
}

/**
 * Reads `key` of an object the member sent, or undefined when it is not an object. Spellings are folded to camelCase
 * before any check runs (server/plugins/spec-spellings.ts), so only the camelCase key is read.
 */
export function ownField(source: unknown, key: string): unknown {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return undefined;
  return Object.hasOwn(source, key) ? (source as Record<string, unknown>)[key] : undefined;
}

export function checkFirstName(raw: unknown): Checked<string> {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name) return fail('Please enter your first name.');
  if (name.length > FIRST_NAME_MAX) return fail(`Your first name can be at most ${FIRST_NAME_MAX} characters.`);
  return ok(name);
}

export function checkAge(raw: unknown): Checked<number> {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < AGE_MIN || raw > AGE_VALID_MAX) {
    return fail(`Your age must be a whole number from ${AGE_MIN} to ${AGE_VALID_MAX}.`);
  }
  return ok(raw);
}

export function checkSex(raw: unknown): Checked<Sex> {
  return raw === 'male' || raw === 'female' ? ok(raw) : fail('Please choose male or female.');
}

const NEIGHBORHOODS: readonly string[] = NEIGHBORHOOD_OPTIONS.map((option) => option.value);

export function checkNeighborhoods(raw: unknown): Checked<string[]> {
  if (!Array.isArray(raw) || raw.length === 0) return fail('Choose at least one neighbourhood.');
  if (!raw.every((value) => typeof value === 'string' && NEIGHBORHOODS.includes(value))) {
    return fail(`Neighbourhoods must be among: ${NEIGHBORHOODS.join(', ')}.`);
  }
  return ok([...new Set(raw as string[])]);
}

const OFFERED: readonly AvailabilitySlot[] = OFFERED_SLOTS.map(toAvailabilitySlot);

export function checkSlots(raw: unknown): Checked<AvailabilitySlot[]> {
  if (!Array.isArray(raw) || raw.length === 0) return fail('Choose at least one of the offered times.');
  const slots: AvailabilitySlot[] = [];
  for (const item of raw) {
    const offered = OFFERED.find((slot) => slot.dayOfWeek === ownField(item, 'dayOfWeek') && slot.hour === ownField(item, 'hour'));
    if (!offered) return fail('Times must be among the offered ones: Saturday or Sunday at 9 AM or 11 AM.');
    if (!slots.includes(offered)) slots.push(offered);
  }
  return ok(slots.map((slot) => ({ ...slot })));
}

export function checkCanHost(raw: unknown): Checked<boolean> {
  return typeof raw === 'boolean' ? ok(raw) : fail('Please answer whether you can book a venue.');
}

export function checkHostingDetails(raw: unknown): Checked<HostingDetails> {
  if (raw === undefined || raw === null) return ok({ hasVenue: null, venueName: '' });
  const hasVenue = ownField(raw, 'hasVenue') ?? null;
  const venueName = ownField(raw, 'venueName') ?? '';
  if (
    typeof raw !== 'object' ||
    Array.isArray(raw) ||
    (hasVenue !== null && typeof hasVenue !== 'boolean') ||
    typeof venueName !== 'string'
  ) {
    return fail('Hosting details must say whether you have a venue and, optionally, its name.');
  }
  const name = venueName.trim();
  if (name.length > VENUE_NAME_MAX) return fail(`The venue name can be at most ${VENUE_NAME_MAX} characters.`);
  return ok({ hasVenue, venueName: name });
}

/** AI-suggested interests may come with short texts, so only the name and the upper limits are enforced here. */
export function checkInterests(raw: unknown): Checked<InterestInput[]> {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > INTERESTS_MAX) {
    return fail(`Choose between 1 and ${INTERESTS_MAX} interests.`);
  }
  const interests: InterestInput[] = [];
  for (const [index, item] of raw.entries()) {
    const [name, lookingFor, contribute] = ['name', 'lookingFor', 'contribute'].map((key) => ownField(item, key) ?? '');
    if (typeof name !== 'string' || typeof lookingFor !== 'string' || typeof contribute !== 'string') {
      return fail(`Interest #${index + 1} must have a name, what you are looking for and how you can contribute.`);
    }
    const interest = { name: name.trim(), lookingFor: lookingFor.trim(), contribute: contribute.trim() };
    if (!interest.name) return fail(`Interest #${index + 1} is missing a name.`);
    if (interest.name.length > INTEREST_NAME_MAX) return fail(`Interest names can be at most ${INTEREST_NAME_MAX} characters.`);
    if (interest.lookingFor.length > INTEREST_TEXT_MAX || interest.contribute.length > INTEREST_TEXT_MAX) {
      return fail(`The texts of "${interest.name}" can be at most ${INTEREST_TEXT_MAX} characters each.`);
    }
    if (interests.some((other) => sameInterest(other.name, interest.name))) return fail(`"${interest.name}" is listed twice.`);
    interests.push(interest);
  }
  return ok(interests);
}

/** A trimmed free text of at most `max` characters; absent counts as empty. */
export function checkText(raw: unknown, max: number, label: string): Checked<string> {
  if (raw === undefined || raw === null) return ok('');
  if (typeof raw !== 'string') return fail(`${label} must be text.`);
  const text = raw.trim();
  return text.length > max ? fail(`${label} can be at most ${max} characters.`) : ok(text);
}

/** Activity preferences are the client's own option values; only their shape and size are checked. */
export function checkActivityPreferences(raw: unknown): Checked<string[]> {
  if (raw === undefined || raw === null) return ok([]);
  const valid =
    Array.isArray(raw) &&
    raw.length <= SHORT_LIST_MAX &&
    raw.every((value) => typeof value === 'string' && value.trim() !== '' && value.length <= INTEREST_NAME_MAX);
  return valid
    ? ok([...new Set((raw as string[]).map((value) => value.trim()))])
    : fail('Activity preferences must be a short list of names.');
}

export function checkCategoryComments(raw: unknown): Checked<Record<string, string>> {
  if (raw === undefined || raw === null) return ok({});
  if (typeof raw !== 'object' || Array.isArray(raw)) return fail('Category comments must map a category to a comment.');
  const entries = Object.entries(raw as Record<string, unknown>);
  const valid =
    entries.length <= SHORT_LIST_MAX &&
    entries.every(([key, value]) => key.length <= INTEREST_NAME_MAX && typeof value === 'string' && value.trim().length <= COMMENT_MAX);
  if (!valid) return fail(`Each category comment can be at most ${COMMENT_MAX} characters.`);
  return ok(Object.fromEntries(entries.map(([key, value]) => [key, (value as string).trim()])));
}
