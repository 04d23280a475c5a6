import type { Database } from '../../db/database';
import type { Repos } from '../../plugins/repos';
import { CITIES, weekAt, weekTimes } from '../../../shared/weekly-cycle';
import { LOCK_SCREEN_WORDS } from '../../../shared/push';
import type { PushService } from '../push/service';

/** Members read per page: each page is one read of devices and one of batches. */
const PAGE = 500;

/**
 * Once a city's week is released, and until its picks close, every member with a device that takes the batch's
 * pushes and a batch with someone in it is told, once: the event is the week, so a page queued twice (a node that
 * stopped half-way, two nodes at once) adds nothing, and the broadcast is marked queued after its last page.
 * Answers how many pushes it queued.
 */
export async function pushReleasedBatches(
  db: Database,
  repos: Pick<Repos, 'jobs' | 'discover' | 'push' | 'notices'>,
  push: PushService,
  now: () => Date,
): Promise<number> {
  let queued = 0;
  for (const city of CITIES) {
    const week = weekAt(now(), city.timeZone);
    const broadcast = `batch:${city.id}:${week}`;
    if (now() >= weekTimes(week, city.timeZone).pickCloseAt) continue;
    if ((await repos.jobs.find(city.id, week, 'release'))?.status !== 'done') continue;
    if (await repos.push.broadcastQueued(broadcast)) continue;
    for (let after = ''; ; ) {
      const members = await repos.push.pushable('batch', after, PAGE);
      if (members.length === 0) break;
      const withFaces = await repos.discover.withFaces(week, members);
      for (const userId of members) {
        if (!withFaces.has(userId)) continue;
        const badge = await repos.notices.unreadCount(userId, now());
        const words = LOCK_SCREEN_WORDS.batch;
        queued += await db.transaction(() => push.tell({ id: `batch:${week}`, userId, kind: 'batch', ...words }, badge));
      }
      after = members.at(-1)!;
    }
    await repos.push.markBroadcastQueued(broadcast, now().toISOString());
  }
  return queued;
}
