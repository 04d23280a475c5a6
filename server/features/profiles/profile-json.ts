import { TORONTO, type AvailabilitySlot, type Sex } from '../../../shared/onboarding';
import { INVITE_CODE_INVALID_MESSAGE } from '../../../shared/invites';
import { AppError } from '../../plugins/errors';
import { camelCaseKeys } from '../../plugins/spec-spellings';
import {
  checkActivityPreferences,
  checkAge,
  checkCanHost,
  checkCategoryComments,
  checkFirstName,
  checkHostingDetails,
  checkInterests,
  checkNeighborhoods,
  checkSex,
  checkSlots,
  checkText,
  NEW_LOCATION_MAX,
  ownField,
  type Checked,
  type HostingDetails,
  type InterestInput,
} from './profile-fields';

/** A profile as POST /profiles creates it, every field checked. */
export interface NewProfile {
  firstName: string;
  age: number;
  sex: Sex;
  location: string;
  newLocation: string;
  activityPreferences: string[];
  categoryComments: Record<string, string>;
  neighborhoods: string[];
  canHost: boolean;
  hostingDetails: HostingDetails;
  availableTimeSlots: AvailabilitySlot[];
  interests: InterestInput[];
  /** The invite code typed at /start, or null. */
  inviteCode: string | null;
}

const INVITE_CODE_MAX = 80;

/** Older clients send the long form of the city (docs/product-rules.md#onboarding-and-profile); it is the same place. */
const LEGACY_LOCATIONS: Record<string, string> = { 'Canada:Ontario:Toronto': TORONTO };

export function normaliseLocation(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  const location = raw.trim();
  return LEGACY_LOCATIONS[location] ?? location;
}

function checkCreationLocation(raw: unknown): Checked<string> {
  return normaliseLocation(raw) === TORONTO
    ? { ok: true, value: TORONTO }
    : { ok: false, message: 'We only form groups in Toronto for now; join the waitlist for your city instead.' };
}

export const validationFailed = (fields: Record<string, string>) =>
  new AppError('validation-failed', 400, 'Some fields need another look.', fields);

/**
 * Parses and checks the ProfileJson part (docs/product-rules.md#onboarding-and-profile), its spellings folded to camelCase first. Field messages are
 * keyed by the ProfileJson names (FirstName, Age, ...) so the client can send the person back to the step that
 * holds the field.
 */
export function parseProfileJson(text: string | undefined): NewProfile {
  if (text === undefined) throw validationFailed({ ProfileJson: 'The profile is missing (form field ProfileJson).' });
  let json: unknown;
  try {
    json = camelCaseKeys(JSON.parse(text));
  } catch {
    throw validationFailed({ ProfileJson: 'The profile could not be read (ProfileJson must be JSON).' });
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw validationFailed({ ProfileJson: 'The profile could not be read (ProfileJson must be a JSON object).' });
  }
  const checks = {
    FirstName: checkFirstName(ownField(json, 'firstName')),
    Age: checkAge(ownField(json, 'age')),
    UserSex: checkSex(ownField(json, 'userSex') ?? ownField(json, 'sex')),
    Location: checkCreationLocation(ownField(json, 'location')),
    NewLocation: checkText(ownField(json, 'newLocation'), NEW_LOCATION_MAX, 'The city or postal code'),
    ActivityPreferences: checkActivityPreferences(ownField(json, 'activityPreferences')),
    CategoryComments: checkCategoryComments(ownField(json, 'categoryComments')),
    Neighborhoods: checkNeighborhoods(ownField(json, 'neighborhoods')),
    CanHost: checkCanHost(ownField(json, 'canHost')),
    HostingDetails: checkHostingDetails(ownField(json, 'hostingDetails')),
    AvailableTimeSlots: checkSlots(ownField(json, 'availableTimeSlots')),
    Interests: checkInterests(ownField(json, 'interests')),
    InviteCode: checkInviteCode(ownField(json, 'inviteCode')),
  };
  const fields: Record<string, string> = {};
  for (const [name, result] of Object.entries(checks)) if (!result.ok) fields[name] = result.message;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const value = <T>(result: Checked<T>) => (result as { value: T }).value;
  return {
    firstName: value(checks.FirstName),
    age: value(checks.Age),
    sex: value(checks.UserSex),
    location: value(checks.Location),
    newLocation: value(checks.NewLocation),
    activityPreferences: value(checks.ActivityPreferences),
    categoryComments: value(checks.CategoryComments),
    neighborhoods: value(checks.Neighborhoods),
    canHost: value(checks.CanHost),
    hostingDetails: value(checks.HostingDetails),
    availableTimeSlots: value(checks.AvailableTimeSlots),
    interests: value(checks.Interests),
    inviteCode: value(checks.InviteCode),
  };
}

/** The invite code typed at /start, if any: whether it admits anyone is checked when the profile is made. */
function checkInviteCode(raw: unknown): Checked<string | null> {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { ok: true, value: null };
  if (typeof raw !== 'string' || raw.length > INVITE_CODE_MAX) return { ok: false, message: INVITE_CODE_INVALID_MESSAGE };
  return { ok: true, value: raw.trim() };
}
