import type { Database } from '../../db/database';
import type { Repos } from '../../plugins/repos';
import { NOTICE_NOTIFICATION } from '../../../shared/push';
import type { PushService } from '../push/service';

const BATCH = 100;

/**
 * Offers each new notice to the member's devices: taking it and queueing its pushes commit together, so each is
 * queued once however many nodes tick at once (the queue then sends each to each device once).
 */
export async function pushNewNotices(db: Database, repos: Pick<Repos, 'notices'>, push: PushService, now: () => Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const notices = await repos.notices.unpushed(BATCH);
    if (notices.length === 0) return queued;
    for (const notice of notices) {
      await db.transaction(async () => {
        if (!(await repos.notices.takeToPush(notice.id, now().toISOString()))) return;
        const badge = await repos.notices.unreadCount(notice.userId, now());
        const event = {
          id: `notice:${notice.id}`,
          userId: notice.userId,
          kind: NOTICE_NOTIFICATION[notice.kind],
          title: notice.title,
          body: notice.body,
        };
        queued += await push.tell(event, badge);
      });
    }
  }
}
