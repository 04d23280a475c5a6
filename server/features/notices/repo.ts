import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import type { Notice, NoticeKind } from '../../../shared/groups';

export interface NewNotice {
  userId: string;
  week: string;
  kind: NoticeKind;
  groupId: string | null;
  title: string;
  body: string;
  /** When it stops being true and leaves the app (the meetup, the invite's deadline...); absent: when dismissed. */
  expiresAt?: string | null;
}

export interface UnsentNotice {
  id: string;
  userId: string;
  kind: string;
  email: string;
  title: string;
  body: string;
  groupId: string | null;
  attempts: number;
}

/** A mail that failed this many times is given up on; the notice still shows in the app. */
export const MAX_EMAIL_ATTEMPTS = 5;

const INSERT =
  'INSERT INTO notices (id, user_id, week, kind, group_id, title, body, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';
/** INSERT's parameters, in its column order. */
const rowOf = (id: string, notice: NewNotice, at: string) => [
  id,
  notice.userId,
  notice.week,
  notice.kind,
  notice.groupId,
  notice.title,
  notice.body,
  at,
  notice.expiresAt ?? null,
];
const LIST = `SELECT id, kind, week, title, body, group_id AS "groupId", created_at AS "createdAt", read_at AS "readAt",
     expires_at AS "expiresAt" FROM notices
     WHERE user_id = ? AND (expires_at IS NULL OR expires_at > ?) ORDER BY created_at DESC, id LIMIT 50`;
const MARK_READ = 'UPDATE notices SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL';
const INSERT_ONCE = `${INSERT} ON CONFLICT (id) DO NOTHING`;
const EXISTS = 'SELECT 1 FROM notices WHERE id = ? AND user_id = ?';
// A closed account (its deletion asked for) gets no notice mail: its one e-mail says the deletion is done.
const UNSENT = `SELECT n.id, n.user_id AS "userId", n.kind, u.email, n.title, n.body, n.group_id AS "groupId", n.email_attempts AS attempts FROM notices n
     JOIN users u ON u.id = n.user_id WHERE n.emailed_at IS NULL AND n.email_skipped_at IS NULL AND n.email_attempts < ?
     AND u.closed_at IS NULL
     ORDER BY n.created_at, n.id LIMIT ?`;
const EXPORT = `SELECT id, week, kind, title, body, created_at AS "createdAt", read_at AS "readAt", emailed_at AS "emailedAt"
  FROM notices WHERE user_id = ? ORDER BY created_at, id`;
const REWORD = 'UPDATE notices SET kind = ?, title = ?, body = ?, expires_at = ? WHERE user_id = ? AND group_id = ? AND kind = ?';
const EMAILED = 'UPDATE notices SET emailed_at = ? WHERE id = ?';
const EMAIL_SKIPPED = 'UPDATE notices SET email_skipped_at = ? WHERE id = ? AND emailed_at IS NULL';
// Offered to the member's devices once: the one node whose update takes it pushes it.
const UNPUSHED = `SELECT id, user_id AS "userId", kind, title, body FROM notices WHERE pushed_at IS NULL
  ORDER BY created_at, id LIMIT ?`;
const TAKE_TO_PUSH = 'UPDATE notices SET pushed_at = ? WHERE id = ? AND pushed_at IS NULL';
const UNREAD = 'SELECT COUNT(*) AS "count" FROM notices WHERE user_id = ? AND read_at IS NULL AND (expires_at IS NULL OR expires_at > ?)';
const CLAIM_ATTEMPT = `UPDATE notices SET email_attempts = email_attempts + 1, email_claimed_until = ?
  WHERE id = ? AND emailed_at IS NULL AND (email_claimed_until IS NULL OR email_claimed_until <= ?)`;

/** All SQL for notices. Writes run inside the caller's transaction. */
export function noticesRepo(db: Database) {
  return {
    async add(notice: NewNotice, at: string): Promise<void> {
      await db.run(INSERT, rowOf(crypto.randomUUID(), notice, at));
    },
    /** Adds the notice under the given id unless it is there already (a reminder told once, however often asked). */
    async addOnce(id: string, notice: NewNotice, at: string): Promise<boolean> {
      const { changes } = await db.run(INSERT_ONCE, rowOf(id, notice, at));
      return changes > 0;
    },
    /** The member's notices still true at `now`, newest first. */
    listFor(userId: string, now: Date): Promise<Notice[]> {
      return db.all<Notice>(LIST, [userId, now.toISOString()]);
    },
    /** Whether the member has this notice (e.g. one made once, with an id made from what it is about). */
    async has(userId: string, noticeId: string): Promise<boolean> {
      return (await db.get(EXISTS, [noticeId, userId])) !== undefined;
    },
    /** False when the notice is not this member's. */
    async markRead(userId: string, noticeId: string, at: string): Promise<boolean> {
      await db.run(MARK_READ, [at, noticeId, userId]);
      return (await db.get(EXISTS, [noticeId, userId])) !== undefined;
    },
    /** Rewrites a member's notice about a group that has moved on (e.g. the invite, once they answered it). */
    async reword(
      userId: string,
      groupId: string,
      fromKind: NoticeKind,
      to: { kind: NoticeKind; title: string; body: string; expiresAt: string | null },
    ): Promise<void> {
      await db.run(REWORD, [to.kind, to.title, to.body, to.expiresAt, userId, groupId, fromKind]);
    },
    /** Every notice of the member, expired ones too, oldest first (for their data export). */
    exportNotices: (userId: string) =>
      db.all<{
        id: string;
        week: string;
        kind: string;
        title: string;
        body: string;
        createdAt: string;
        readAt: string | null;
        emailedAt: string | null;
      }>(EXPORT, [userId]),
    unsent(limit: number): Promise<UnsentNotice[]> {
      return db.all<UnsentNotice>(UNSENT, [MAX_EMAIL_ATTEMPTS, limit]);
    },
    async markEmailed(noticeId: string, at: string): Promise<void> {
      await db.run(EMAILED, [at, noticeId]);
    },
    /** The member switched this kind's e-mail off: no mail goes, and the notice is not read again for one. */
    async skipEmail(noticeId: string, at: string): Promise<void> {
      await db.run(EMAIL_SKIPPED, [at, noticeId]);
    },
    /** Notices not yet offered to the member's devices, oldest first. */
    unpushed: (limit: number) => db.all<{ id: string; userId: string; kind: NoticeKind; title: string; body: string }>(UNPUSHED, [limit]),
    /** True for one caller only: the notice is theirs to push (inside the transaction that queues its pushes). */
    async takeToPush(noticeId: string, at: string): Promise<boolean> {
      return (await db.run(TAKE_TO_PUSH, [at, noticeId])).changes === 1;
    },
    /** The member's unread notices still true at `now`: the app badge's count. */
    async unreadCount(userId: string, now: Date): Promise<number> {
      return Number((await db.get<{ count: number }>(UNREAD, [userId, now.toISOString()]))?.count ?? 0);
    },
    /**
     * Takes one attempt at mailing the notice, counted before the mail goes out, and holds it until `until`: true
     * for one server only, so two servers never both send it. A server that dies after this leaves the notice
     * unsent; once the claim lapses, the next run tries again.
     */
    async claimAttempt(noticeId: string, now: Date, until: Date): Promise<boolean> {
      return (await db.run(CLAIM_ATTEMPT, [until.toISOString(), noticeId, now.toISOString()])).changes === 1;
    },
    /** Who was told what in the week, expired notices too, by member and kind. */
    ofWeek: (week: string) =>
      db.all<{ userId: string; kind: NoticeKind; groupId: string | null; title: string; emailedAt: string | null }>(
        `SELECT user_id AS "userId", kind, group_id AS "groupId", title, emailed_at AS "emailedAt" FROM notices WHERE week = ?
          ORDER BY user_id, kind, id`,
        [week],
      ),
  };
}

export type NoticesRepo = ReturnType<typeof noticesRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Members' notices. */
    notices: ReturnType<typeof noticesRepo>;
  }
}
