import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Repos } from '../../plugins/repos';
import { HOST_NOTICE_KINDS } from '../../../shared/format-notices';
import type { NoticeKind } from '../../../shared/groups';
import { formatNoticeNotification, NOTICE_NOTIFICATION } from '../../../shared/push';
import type { Mailer } from '../mail/mailer';
import { sendNoticeMails } from '../notices/notice-mail';
import type { UnsentNotice } from '../notices/repo';
import { formatNoticesRepo } from '../programs/notices-repo';
import type { PushService } from '../push/service';
import { pushReleasedBatches } from './tell-batch';

const BATCH = 100;
const isHostNotice = (kind: string) => (HOST_NOTICE_KINDS as readonly string[]).includes(kind);

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

/**
 * Offers each new notice of a program to the devices of the account signed in with the address it goes to (an
 * account's id is its address; a person with none has no devices), once, as pushNewNotices does.
 */
export async function pushNewProgramNotices(
  db: Database,
  repos: Pick<Repos, 'notices'>,
  push: PushService,
  now: () => Date,
): Promise<number> {
  const programNotices = formatNoticesRepo(db);
  let queued = 0;
  for (;;) {
    const notices = await programNotices.unpushed(BATCH);
    if (notices.length === 0) return queued;
    for (const notice of notices) {
      await db.transaction(async () => {
        if (!(await programNotices.takeToPush(notice.id, now().toISOString()))) return;
        const event = {
          id: `program-notice:${notice.id}`,
          userId: notice.email,
          kind: formatNoticeNotification(notice.kind),
          title: notice.subject,
          body: notice.body,
          formatId: notice.formatId,
          ...(isHostNotice(notice.kind) ? { path: `/host/format/${encodeURIComponent(notice.formatId)}/details` } : {}),
        };
        queued += await push.tell(event, await repos.notices.unreadCount(notice.email, now()));
      });
    }
  }
}

/**
 * Each tick tells the new notices: by e-mail to those who want the kind by e-mail (with the calendar invite a notice
 * carries), then queues the pushes of new notices (the weekly cycle's and the programs') and of a released batch,
 * and sends those due. A failure waits for the next tick.
 */
export async function tellNewNotices(options: {
  db: Database;
  repos: Pick<Repos, 'notices' | 'jobs' | 'discover' | 'push'>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
  push?: PushService;
  calendarFor: (notice: UnsentNotice) => Promise<string | null>;
}): Promise<void> {
  const { db, repos, mailer, publicUrl, log, now, push } = options;
  await sendNoticeMails(repos.notices, mailer, publicUrl, log, now, options.calendarFor, async (notice) =>
    push ? push.wantsEmail(notice.userId, NOTICE_NOTIFICATION[notice.kind as NoticeKind]) : true,
  );
  if (!push) return;
  try {
    await pushNewNotices(db, repos, push, now);
    await pushNewProgramNotices(db, repos, push, now);
    await pushReleasedBatches(db, repos, push, now);
    await push.deliver();
  } catch (error) {
    log.error({ err: error }, 'weekly cycle: could not send the pushes due; the next tick tries again');
  }
}
