import { PREFERENCE_FIELDS, type PrivatePreferences } from '../../../shared/private-preferences';
import { CURRENT, db } from '../../data/db';

/**
 * Keeps the member's private preferences from their own GET /api/profiles answer in their own row (never in the
 * public-shaped profile copy), with changes still waiting on this device on top. Runs inside the caller's
 * transaction over db.privatePreferences.
 */
export async function keepPrivatePreferences(answer: PrivatePreferences, waiting: Map<string, unknown>): Promise<void> {
  const preferences: PrivatePreferences = {
    relationshipStatus: answer.relationshipStatus,
    preferredSex: answer.preferredSex,
    minIdealAge: answer.minIdealAge,
    maxIdealAge: answer.maxIdealAge,
    discoveryPreference: answer.discoveryPreference,
    discoveryPreferenceOther: answer.discoveryPreferenceOther,
  };
  const overlay = preferences as Record<(typeof PREFERENCE_FIELDS)[number], unknown>;
  for (const field of PREFERENCE_FIELDS) if (waiting.has(field)) overlay[field] = waiting.get(field);
  await db.privatePreferences.put({ key: CURRENT, preferences, fetchedAt: Date.now() });
}
