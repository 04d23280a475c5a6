import type { BatchAnswer, OwnPick } from '../../../shared/discover';
import { apiFetch } from '../../api/http';
import { refreshCached } from '../../data/cache-status';
import { CURRENT, db } from '../../data/db';
import { waitingPayloads } from '../../data/use-waiting-changes';
import { memberLocation } from '../profiles/own-profile';
import { mergePicks } from './pick-merge';

/** Names of the cached things, for their refresh state (client/data/cache-status.ts). */
export const BATCH = 'batch';
export const PICKS = 'picks';

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
