import type { Static } from '@sinclair/typebox';
import { bucketListProblem, cleanBucketList } from '../../../shared/bucket-list';
import type { AvailabilitySlot } from '../../../shared/onboarding';
import {
  DISCOVERY_PREFERENCES,
  IDEAL_AGE_MAX,
  IDEAL_AGE_MIN,
  PREFERRED_SEXES,
  RELATIONSHIP_STATUSES,
  SHORT_TEXT_MAX,
} from '../../../shared/profiles';
import type { PropertyUpdateBody } from '../../../shared/profiles-contract';
import { camelCase } from '../../plugins/spec-spellings';
import {
  checkCanHost,
  checkHostingDetails,
  checkInterests,
  checkNeighborhoods,
  checkSlots,
  checkText,
  type Checked,
  type HostingDetails,
  type InterestInput,
} from './profile-fields';
import { normaliseLocation, validationFailed } from './profile-json';

/** The fields POST /profiles/updateProfileProperty may change (docs/product-rules.md#onboarding-and-profile), each already checked. */
export interface ProfileChanges {
  discoveryPreference?: (typeof DISCOVERY_PREFERENCES)[number] | null;
  discoveryPreferenceOther?: string;
  relationshipStatus?: (typeof RELATIONSHIP_STATUSES)[number] | null;
  preferredSex?: (typeof PREFERRED_SEXES)[number][];
  minIdealAge?: number | null;
  maxIdealAge?: number | null;
  neighborhoods?: string[];
  canHost?: boolean;
  hostingDetails?: HostingDetails;
  availableTimeSlots?: AvailabilitySlot[];
  interests?: InterestInput[];
  bucketList?: string[];
}

function oneOf<T extends string>(options: readonly T[], label: string) {
  return (raw: unknown): Checked<T | null> =>
    raw === null || (typeof raw === 'string' && (options as readonly string[]).includes(raw))
      ? { ok: true, value: raw as T | null }
      : { ok: false, message: `${label} must be one of: ${options.join(', ')}.` };
}

function checkIdealAge(raw: unknown): Checked<number | null> {
  const age = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (age === null || (typeof age === 'number' && Number.isInteger(age) && age >= IDEAL_AGE_MIN && age <= IDEAL_AGE_MAX)) {
    return { ok: true, value: age };
  }
  return { ok: false, message: `Ideal ages must be whole numbers from ${IDEAL_AGE_MIN} to ${IDEAL_AGE_MAX}.` };
}

function checkPreferredSex(raw: unknown): Checked<(typeof PREFERRED_SEXES)[number][]> {
  const valid = Array.isArray(raw) && raw.every((value) => (PREFERRED_SEXES as readonly unknown[]).includes(value));
  return valid
    ? { ok: true, value: [...new Set(raw as (typeof PREFERRED_SEXES)[number][])] }
    : { ok: false, message: `Preferred sex must be a list of: ${PREFERRED_SEXES.join(', ')}.` };
}

/** docs/product-rules.md#onboarding-and-profile: trimmed, blanks and duplicates dropped; then the limits (shared/bucket-list.ts). */
function checkBucketList(raw: unknown): Checked<string[]> {
  if (!Array.isArray(raw) || !raw.every((entry) => typeof entry === 'string')) {
    return { ok: false, message: 'Your bucket list must be a list of texts.' };
  }
  const cleaned = cleanBucketList(raw);
  const problem = bucketListProblem(cleaned);
  return problem ? { ok: false, message: problem } : { ok: true, value: cleaned };
}

const CHECKS: { [K in keyof ProfileChanges]-?: (raw: unknown) => Checked<NonNullable<ProfileChanges[K]> | null> } = {
  discoveryPreference: oneOf(DISCOVERY_PREFERENCES, 'Discovery preference'),
  discoveryPreferenceOther: (raw) => checkText(raw, SHORT_TEXT_MAX, 'Your answer'),
  relationshipStatus: oneOf(RELATIONSHIP_STATUSES, 'Relationship status'),
  preferredSex: checkPreferredSex,
  minIdealAge: checkIdealAge,
  maxIdealAge: checkIdealAge,
  neighborhoods: checkNeighborhoods,
  canHost: checkCanHost,
  hostingDetails: checkHostingDetails,
  availableTimeSlots: checkSlots,
  interests: checkInterests,
  bucketList: checkBucketList,
};

export interface PropertyUpdate {
  location: string;
  changes: ProfileChanges;
}

/**
 * The checked body {location, changes: [{field, value}]} (keys already folded to camelCase, shape checked by the
 * contract): each value by its field's rule, every bad field reported at once. A field may be named Capitalised too.
 */
export function parsePropertyUpdate(body: Static<typeof PropertyUpdateBody>): PropertyUpdate {
  const location = normaliseLocation(body.location)!;
  const changes: Record<string, unknown> = {};
  const fields: Record<string, string> = {};
  for (const change of body.changes) {
    const field = camelCase(change.field);
    if (!Object.hasOwn(CHECKS, field)) {
      fields[change.field] = 'This field cannot be changed here.';
      continue;
    }
    const result = CHECKS[field as keyof ProfileChanges](change.value);
    if (result.ok) changes[field] = result.value;
    else fields[field] = result.message;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return { location, changes: changes as ProfileChanges };
}

/** The range after the change must still run upwards. */
export function idealAgeRangeMessage(min: number | null, max: number | null): string | null {
  return min !== null && max !== null && min > max ? 'The ideal age range must start at or below where it ends.' : null;
}
