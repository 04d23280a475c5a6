import type { BatchAnswer, OwnPick } from '../../../shared/discover';
import { LOCATION_NOT_FOUND } from '../../../shared/discover';
import type { OwnProfile } from '../../../shared/profiles';
import { ApiError, apiFetch } from '../../api/http';
import { refreshCached } from '../../data/cache-status';
import { CURRENT, db, type OwnProfileView } from '../../data/db';
import { waitingPayloads } from '../../data/use-waiting-changes';
import { getSessionState, refreshSession } from '../auth/session-store';
import { mergePicks } from './pick-merge';
import { keepPrivatePreferences } from './private-preferences';
import { waitingProfileValues } from './waiting-profile-values';

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
        await db.batchWeek.put({ key: CURRENT, week: answer.week, ready: answer.ready, fetchedAt: Date.now() });
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
