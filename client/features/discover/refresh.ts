import type { BatchAnswer, OwnPick } from '../../../shared/discover';
import { LOCATION_NOT_FOUND } from '../../../shared/discover';
import type { OwnProfile } from '../../../shared/profiles';
import { ApiError, apiFetch } from '../../api/http';
import { refreshCached } from '../../data/cache-status';
import { CURRENT, db, type OwnProfileView } from '../../data/db';
import { waitingPayloads } from '../../data/use-waiting-changes';
import { getSessionState, refreshSession } from '../auth/session-store';
import { keepPrivatePreferences } from '../settings/private-preferences';
import { waitingProfileValues } from '../settings/waiting-profile-values';
import { mergePicks } from './pick-merge';

/** Names of the cached things, for their refresh state (client/data/cache-status.ts). */
export const BATCH = 'batch';
export const PICKS = 'picks';
export const OWN_PROFILE = 'own-profile';

/**
 * The member's location: from the session, else from the profile saved on this device, else from the server again.
 * Just after registering, the session was read before the new profile existed (it had no location yet); once the
 * profile has reached the server, asking again gives its location.
 */
async function memberLocation(): Promise<string> {
  const known = (state: ReturnType<typeof getSessionState>) => (state.status === 'signed-in' ? state.user.location : null);
  const location = known(getSessionState()) ?? (await db.ownProfile.get(CURRENT))?.profile.location ?? known(await refreshSession());
  if (!location) throw new ApiError(400, 'location-not-found', LOCATION_NOT_FOUND);
  return location;
}

/** People this member blocked or reported on this device whose change has not reached the server yet. */
async function removedLocally(): Promise<Set<string>> {
  const blocked = await waitingPayloads('block-member');
  const reported = await waitingPayloads('report-member');
  return new Set([...blocked, ...reported].map((payload) => payload.profileId));
}

/** GET /api/profiles/all: this week's batch and where the cycle stands. */
export function refreshBatch(): Promise<void> {
  return refreshCached(
    BATCH,
    async () => apiFetch<BatchAnswer>(`/profiles/all?location=${encodeURIComponent(await memberLocation())}`),
    (answer) =>
      db.transaction('rw', [db.batchCards, db.batchWeek, db.outbox], async () => {
        const removed = await removedLocally();
        const rows = answer.data.map((card, position) => ({ ...card, position })).filter((row) => !removed.has(row.id));
        await db.batchCards.clear();
        await db.batchCards.bulkPut(rows);
        await db.batchWeek.put({ key: CURRENT, week: answer.week, fetchedAt: Date.now() });
      }),
  );
}

/** GET /api/picks, without overwriting a level still waiting in the outbox. */
export function refreshPicks(): Promise<void> {
  return refreshCached(
    PICKS,
    () => apiFetch<{ data: OwnPick[] }>('/picks'),
    (answer) =>
      db.transaction('rw', [db.picks, db.outbox], async () => {
        const waiting = new Set((await waitingPayloads('set-pick')).map((payload) => payload.profileId));
        const merged = mergePicks(answer.data, await db.picks.toArray(), waiting);
        await db.picks.clear();
        await db.picks.bulkPut(merged);
      }),
  );
}

/**
 * GET /api/profiles: the member's own profile (its interests drive "how you show up" and the interest filter); its
 * private preferences go to their own row. A bucket list or preference still waiting to be sent stays as changed.
 */
export function refreshOwnProfile(): Promise<void> {
  return refreshCached(
    OWN_PROFILE,
    async () => apiFetch<OwnProfile>(`/profiles?location=${encodeURIComponent(await memberLocation())}`),
    (answer) =>
      db.transaction('rw', [db.ownProfile, db.privatePreferences, db.outbox], async () => {
        const waiting = await waitingProfileValues();
        const { id, firstName, age, userSex, photoUrl, location, neighborhoods, canHost, hostingDetails, availableTimeSlots, interests } =
          answer;
        const profile: OwnProfileView = {
          id,
          firstName,
          age,
          userSex,
          photoUrl,
          location,
          neighborhoods,
          canHost,
          hostingDetails,
          availableTimeSlots,
          interests: interests.map(({ id: interestId, name, lookingFor, contribute }) => ({
            id: interestId,
            name,
            lookingFor,
            contribute,
          })),
          bucketList: (waiting.get('bucketList') as string[] | undefined) ?? answer.bucketList,
        };
        await db.ownProfile.put({ key: CURRENT, profile, fetchedAt: Date.now() });
        await keepPrivatePreferences(answer, waiting);
      }),
  );
}
