import { LOCATION_NOT_FOUND } from '../../../shared/discover';
import type { OwnProfile } from '../../../shared/profiles';
import { ApiError, apiFetch } from '../../api/http';
import { refreshCached } from '../../data/cache-status';
import { CURRENT, db, type OwnProfileView } from '../../data/db';
import { getSessionState, refreshSession } from '../auth/session-store';
import { keepPrivatePreferences } from './private-preferences';
import { waitingProfileValues } from './waiting-profile-values';

/** The name of the own profile's cached copy, for its refresh state (client/data/cache-status.ts). */
export const OWN_PROFILE = 'own-profile';

/**
 * The member's location: from the session, else from the profile saved on this device, else from the server again.
 * Just after registering, the session was read before the new profile existed (it had no location yet); once the
 * profile has reached the server, asking again gives its location.
 */
export async function memberLocation(): Promise<string> {
  const known = (state: ReturnType<typeof getSessionState>) => (state.status === 'signed-in' ? state.user.location : null);
  const location = known(getSessionState()) ?? (await db.ownProfile.get(CURRENT))?.profile.location ?? known(await refreshSession());
  if (!location) throw new ApiError(400, 'location-not-found', LOCATION_NOT_FOUND);
  return location;
}

/**
 * GET /api/profiles: the member's own profile (its interests drive "how you show up" and the interest filter); its
 * private preferences go to their own row. A field whose change is still waiting to be sent stays as changed on this
 * device (the server's answer may have left before the change arrived).
 */
export function refreshOwnProfile(): Promise<void> {
  return refreshCached(
    OWN_PROFILE,
    async () => apiFetch<OwnProfile>(`/profiles?location=${encodeURIComponent(await memberLocation())}`),
    (answer) =>
      db.transaction('rw', [db.ownProfile, db.privatePreferences, db.outbox], async () => {
        const waiting = await waitingProfileValues();
        const saved = (await db.ownProfile.get(CURRENT))?.profile;
        const { id, firstName, age, userSex, photoUrl, location } = answer;
        const kept = <T>(field: string, fromServer: T): T => (waiting.has(field) ? (waiting.get(field) as T) : fromServer);
        const profile: OwnProfileView = {
          id,
          firstName,
          age,
          userSex,
          photoUrl,
          location,
          neighborhoods: kept('neighborhoods', answer.neighborhoods),
          canHost: kept('canHost', answer.canHost),
          hostingDetails: kept('hostingDetails', answer.hostingDetails),
          availableTimeSlots: kept('availableTimeSlots', answer.availableTimeSlots),
          // The waiting list has no ids yet: the device's copy (with its local ids) stays until the server has it.
          interests:
            waiting.has('interests') && saved
              ? saved.interests
              : answer.interests.map(({ id: interestId, name, lookingFor, contribute }) => ({
                  id: interestId,
                  name,
                  lookingFor,
                  contribute,
                })),
          bucketList: kept('bucketList', answer.bucketList),
        };
        await db.ownProfile.put({ key: CURRENT, profile, fetchedAt: Date.now() });
        await keepPrivatePreferences(answer, waiting);
      }),
  );
}
