import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Notice, NoticeKind } from '../../../shared/groups';

export interface NewNotice {
  userId: string;
  week: string;
  kind: NoticeKind;
  groupId: string | null;
  title: string;
  body: string;
}

export interface UnsentNotice {
  id: string;
  email: string;
  title: string;
  body: string;
  groupId: string | null;
  attempts: number;
}

/** A mail that failed this many times is given up on; the notice still shows in the app. */
export const MAX_EMAIL_ATTEMPTS = 5;

/** All SQL for notices. Writes run inside the caller's transaction. */
export function noticesRepo(db: Database) {
  const insert = db.prepare(
    'INSERT INTO notices (id, user_id, week, kind, group_id, title, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const list = db.prepare(
    `SELECT id, kind, week, title, body, group_id AS "groupId", created_at AS "createdAt", read_at AS "readAt" FROM notices
     WHERE user_id = ? ORDER BY created_at DESC, id LIMIT 50`,
  );
  const markRead = db.prepare('UPDATE notices SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL');
  const exists = db.prepare('SELECT 1 FROM notices WHERE id = ? AND user_id = ?');
  const unsent = db.prepare(
    `SELECT n.id, u.email, n.title, n.body, n.group_id AS "groupId", n.email_attempts AS attempts FROM notices n
     JOIN users u ON u.id = n.user_id WHERE n.emailed_at IS NULL AND n.email_attempts < ? ORDER BY n.created_at, n.id LIMIT ?`,
  );
  const reword = db.prepare('UPDATE notices SET kind = ?, title = ?, body = ? WHERE user_id = ? AND group_id = ? AND kind = ?');
  const emailed = db.prepare('UPDATE notices SET emailed_at = ? WHERE id = ?');
  const failed = db.prepare('UPDATE notices SET email_attempts = email_attempts + 1 WHERE id = ?');

  return {
    add(notice: NewNotice, at: string): void {
      insert.run(crypto.randomUUID(), notice.userId, notice.week, notice.kind, notice.groupId, notice.title, notice.body, at);
    },
    listFor(userId: string): Notice[] {
      return list.all(userId) as Notice[];
    },
    /** False when the notice is not this member's. */
    markRead(userId: string, noticeId: string, at: string): boolean {
      markRead.run(at, noticeId, userId);
      return exists.get(noticeId, userId) !== undefined;
    },
    /** Rewrites a member's notice about a group that has moved on (e.g. the invite, once they answered it). */
    reword(userId: string, groupId: string, fromKind: NoticeKind, to: { kind: NoticeKind; title: string; body: string }): void {
      reword.run(to.kind, to.title, to.body, userId, groupId, fromKind);
    },
    unsent(limit: number): UnsentNotice[] {
      return unsent.all(MAX_EMAIL_ATTEMPTS, limit) as UnsentNotice[];
    },
    markEmailed(noticeId: string, at: string): void {
      emailed.run(at, noticeId);
    },
    markFailed(noticeId: string): void {
      failed.run(noticeId);
    },
  };
}

export type NoticesRepo = ReturnType<typeof noticesRepo>;
