import type { FormatNoticeKind } from '../../../shared/format-notices';
import type { Database } from '../../db/database';

/** One notice to write: its id names the outcome and its recipient, so telling it again adds nothing. */
export interface NewFormatNotice {
  id: string;
  formatId: string;
  /** null: the host's own. */
  interestId: string | null;
  email: string;
  kind: FormatNoticeKind;
  subject: string;
  body: string;
  link: string;
  /** An .ics file the mail carries (the confirmation's and the reminders'). */
  calendar: string | null;
}

export interface FormatNoticeRow {
  id: string;
  kind: FormatNoticeKind;
  subject: string;
  body: string;
  createdAt: string;
  readAt: string | null;
}

export interface UnsentFormatNotice {
  id: string;
  kind: FormatNoticeKind;
  email: string;
  subject: string;
  body: string;
  link: string;
  calendar: string | null;
}

/** A mail that failed this many times is given up on; the notice still shows in the app. */
export const MAX_EMAIL_ATTEMPTS = 5;
/** The app lists this many of a person's notices for one format. */
const LISTED = 50;

const LIST_COLUMNS = 'id, kind, subject, body, created_at AS "createdAt", read_at AS "readAt"';
const INSERT = `INSERT INTO format_notices (id, format_id, interest_id, email, kind, subject, body, link, calendar, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`;
const UNSENT = `SELECT id, kind, email, subject, body, link, calendar FROM format_notices
  WHERE emailed_at IS NULL AND email_skipped_at IS NULL AND email_attempts < ? AND (email_claimed_until IS NULL OR email_claimed_until <= ?)`;
const CLAIM = `UPDATE format_notices SET email_attempts = email_attempts + 1, email_claimed_until = ?
  WHERE id = ? AND emailed_at IS NULL AND email_attempts < ? AND (email_claimed_until IS NULL OR email_claimed_until <= ?)`;

/** All SQL of format_notices (migration SQLite 0046 / PG 0039). Writes run inside the caller's transaction. */
export function formatNoticesRepo(db: Database) {
  return {
    /** Adds the notice unless one with its id exists; answers whether it was added. */
    async add(notice: NewFormatNotice, at: string): Promise<boolean> {
      const { changes } = await db.run(INSERT, [
        notice.id,
        notice.formatId,
        notice.interestId,
        notice.email,
        notice.kind,
        notice.subject,
        notice.body,
        notice.link,
        notice.calendar,
        at,
      ]);
      return changes > 0;
    },
    /** A participant's notices for the format, newest first. */
    ofPerson: (formatId: string, interestId: string) =>
      db.all<FormatNoticeRow>(
        `SELECT ${LIST_COLUMNS} FROM format_notices WHERE format_id = ? AND interest_id = ? ORDER BY created_at DESC, id LIMIT ${LISTED}`,
        [formatId, interestId],
      ),
    /** The host's notices for the format, newest first. */
    ofHost: (formatId: string) =>
      db.all<FormatNoticeRow>(
        `SELECT ${LIST_COLUMNS} FROM format_notices WHERE format_id = ? AND interest_id IS NULL ORDER BY created_at DESC, id LIMIT ${LISTED}`,
        [formatId],
      ),
    /** Marks the recipient's notice read (interestId null: the host's); false when they have no such notice. */
    async markRead(formatId: string, interestId: string | null, noticeId: string, at: string): Promise<boolean> {
      const whose = interestId === null ? 'interest_id IS NULL' : 'interest_id = ?';
      const params = interestId === null ? [noticeId, formatId] : [noticeId, formatId, interestId];
      await db.run(`UPDATE format_notices SET read_at = ? WHERE id = ? AND format_id = ? AND ${whose} AND read_at IS NULL`, [
        at,
        ...params,
      ]);
      return (await db.get(`SELECT 1 AS found FROM format_notices WHERE id = ? AND format_id = ? AND ${whose}`, params)) !== undefined;
    },
    /** Notices whose mail has not gone out and is not being sent, oldest first (of one format, or all). */
    unsent(now: Date, limit: number, formatId?: string): Promise<UnsentFormatNotice[]> {
      const params = [MAX_EMAIL_ATTEMPTS, now.toISOString(), ...(formatId ? [formatId] : [])];
      return db.all<UnsentFormatNotice>(
        `${UNSENT}${formatId ? ' AND format_id = ?' : ''} ORDER BY created_at, id LIMIT ${Math.floor(limit)}`,
        params,
      );
    },
    /**
     * Takes one attempt at mailing the notice, counted before the mail goes out, and holds it until `until`: true for
     * one server only. One that dies after this leaves the notice unsent; once the claim lapses, the next run tries again.
     */
    async claim(noticeId: string, now: Date, until: Date): Promise<boolean> {
      const { changes } = await db.run(CLAIM, [until.toISOString(), noticeId, MAX_EMAIL_ATTEMPTS, now.toISOString()]);
      return changes === 1;
    },
    /** A deleted account's notices go with it (what they said, and the address they went to). */
    async forget(email: string): Promise<void> {
      await db.run('DELETE FROM format_notices WHERE email = ?', [email]);
    },
    async markEmailed(noticeId: string, at: string): Promise<void> {
      await db.run('UPDATE format_notices SET emailed_at = ?, email_claimed_until = NULL WHERE id = ?', [at, noticeId]);
    },
    /** The recipient switched programs' e-mail off: no mail goes, and the notice is not listed for one again. */
    async skipEmail(noticeId: string, at: string): Promise<void> {
      await db.run('UPDATE format_notices SET email_skipped_at = ? WHERE id = ? AND emailed_at IS NULL', [at, noticeId]);
    },
    /** Notices not yet offered to their recipient's devices, oldest first. */
    unpushed: (limit: number) =>
      db.all<{ id: string; formatId: string; email: string; kind: FormatNoticeKind; subject: string; body: string }>(
        `SELECT id, format_id AS "formatId", email, kind, subject, body FROM format_notices WHERE pushed_at IS NULL
          ORDER BY created_at, id LIMIT ${Math.floor(limit)}`,
      ),
    /** True for one caller only: the notice is theirs to push (inside the transaction that queues its pushes). */
    async takeToPush(noticeId: string, at: string): Promise<boolean> {
      return (await db.run('UPDATE format_notices SET pushed_at = ? WHERE id = ? AND pushed_at IS NULL', [at, noticeId])).changes === 1;
    },
    /** Who was told what and whether its mail went out (or was skipped), by recipient and kind (of one format, or all). */
    mailLog: (formatId?: string) =>
      db.all<{
        formatId: string;
        email: string;
        kind: FormatNoticeKind;
        subject: string;
        emailedAt: string | null;
        emailSkippedAt: string | null;
        emailAttempts: number;
      }>(
        `SELECT format_id AS "formatId", email, kind, subject, emailed_at AS "emailedAt", email_skipped_at AS "emailSkippedAt",
          email_attempts AS "emailAttempts" FROM format_notices${formatId ? ' WHERE format_id = ?' : ''} ORDER BY email, kind, id`,
        formatId ? [formatId] : [],
      ),
  };
}

export type FormatNoticesRepo = ReturnType<typeof formatNoticesRepo>;
