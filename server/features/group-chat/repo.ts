import type { Database } from '../../db/database';
import { placeholderList } from '../../db/sql-placeholders';
import type { QuickReply } from '../../../shared/group-chat';

export interface ChatRow {
  id: string;
  kind: 'group' | 'program';
  groupId: string;
  openedAt: string;
  closesAt: string;
  deletedAt: string;
  lastSeq: number;
}

export interface MessageRow {
  id: string;
  chatId: string;
  seq: number;
  /** Null once the writer's account was deleted. */
  authorId: string | null;
  body: string;
  quick: QuickReply | null;
  createdAt: string;
  removedAt: string | null;
}

export interface OpenReportRow {
  messageId: string;
  chatId: string;
  reason: string;
  reports: number;
  firstAt: string;
}

const CHAT = `id, kind, group_id AS "groupId", opened_at AS "openedAt", closes_at AS "closesAt", deleted_at AS "deletedAt",
  last_seq AS "lastSeq"`;
const MESSAGE = `id, chat_id AS "chatId", seq, author_id AS "authorId", body, quick, created_at AS "createdAt", removed_at AS "removedAt"`;
const FIND_CHAT = `SELECT ${CHAT} FROM group_chats WHERE id = ?`;
const OPEN_CHAT = `INSERT INTO group_chats (id, kind, group_id, opened_at, closes_at, deleted_at, last_seq) VALUES (?, ?, ?, ?, ?, ?, 0)
  ON CONFLICT (id) DO NOTHING`;
const SET_TIMES = 'UPDATE group_chats SET closes_at = ?, deleted_at = ? WHERE id = ?';
// The row lock taken here makes writers of one conversation take turns on PostgreSQL (SQLite has one writer).
const NEXT_SEQ = 'UPDATE group_chats SET last_seq = last_seq + 1 WHERE id = ? RETURNING last_seq AS "seq"';
const INSERT_MESSAGE = `INSERT INTO group_chat_messages (id, chat_id, seq, author_id, body, quick, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`;
const FIND_MESSAGE = `SELECT ${MESSAGE} FROM group_chat_messages WHERE id = ?`;
const notFrom = (count: number) => (count === 0 ? '' : ` AND (author_id IS NULL OR author_id NOT IN (${placeholderList(count)}))`);
const LATEST_AFTER = (hidden: number) =>
  `SELECT ${MESSAGE} FROM group_chat_messages WHERE chat_id = ? AND seq > ?${notFrom(hidden)} ORDER BY seq DESC LIMIT ?`;
const NEXT_AFTER = (hidden: number) =>
  `SELECT ${MESSAGE} FROM group_chat_messages WHERE chat_id = ? AND seq > ?${notFrom(hidden)} ORDER BY seq LIMIT ?`;
const AROUND = `SELECT ${MESSAGE} FROM group_chat_messages WHERE chat_id = ? AND seq >= ? AND seq <= ? ORDER BY seq`;
const UNREAD = (hidden: number) =>
  `SELECT COUNT(*) AS "n" FROM group_chat_messages WHERE chat_id = ? AND seq > ? AND removed_at IS NULL
    AND (author_id IS NULL OR author_id <> ?)${notFrom(hidden)}`;
const READ_SEQ = 'SELECT read_seq AS "readSeq" FROM group_chat_reads WHERE user_id = ? AND chat_id = ?';
// A read never goes back: an older device's "read up to" arriving late keeps the newer one.
const MARK_READ = `INSERT INTO group_chat_reads (user_id, chat_id, read_seq) VALUES (?, ?, ?)
  ON CONFLICT (user_id, chat_id) DO UPDATE SET read_seq = CASE WHEN excluded.read_seq > group_chat_reads.read_seq
    THEN excluded.read_seq ELSE group_chat_reads.read_seq END`;
const READ_STATE = `SELECT read_seq AS "readSeq", digest_at AS "digestAt", digest_seq AS "digestSeq", live_until AS "liveUntil"
  FROM group_chat_reads WHERE user_id = ? AND chat_id = ?`;
const LIVE = 'SELECT user_id AS "userId" FROM group_chat_reads WHERE chat_id = ? AND live_until > ?';
// A stream may end after its conversation was deleted: then there is nothing to mark.
const MARK_LIVE = `INSERT INTO group_chat_reads (user_id, chat_id, live_until)
  SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM group_chats WHERE id = ?)
  ON CONFLICT (user_id, chat_id) DO UPDATE SET live_until = excluded.live_until`;
// Taken by one process only, and only once the last digest is old enough.
const CLAIM_DIGEST = `INSERT INTO group_chat_reads (user_id, chat_id, digest_at, digest_seq) VALUES (?, ?, ?, ?)
  ON CONFLICT (user_id, chat_id) DO UPDATE SET digest_at = excluded.digest_at, digest_seq = excluded.digest_seq
  WHERE group_chat_reads.digest_at IS NULL OR group_chat_reads.digest_at <= ?`;
const GIVE_BACK_DIGEST = 'UPDATE group_chat_reads SET digest_at = ?, digest_seq = ? WHERE user_id = ? AND chat_id = ? AND digest_at = ?';
const ACTIVE_SINCE = `SELECT c.id FROM group_chats c WHERE c.closes_at > ?
  AND EXISTS (SELECT 1 FROM group_chat_messages m WHERE m.chat_id = c.id AND m.created_at > ?) ORDER BY c.id`;
const REPORT = `INSERT INTO group_chat_reports (message_id, reporter_id, reason, created_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (message_id, reporter_id) DO NOTHING`;
// One line per reported message, whoever reported it: the reporters are never part of it.
const OPEN_REPORTS = `SELECT r.message_id AS "messageId", m.chat_id AS "chatId", MIN(r.reason) AS "reason", COUNT(*) AS "reports",
    MIN(r.created_at) AS "firstAt"
  FROM group_chat_reports r JOIN group_chat_messages m ON m.id = r.message_id
  WHERE r.resolved_at IS NULL GROUP BY r.message_id, m.chat_id ORDER BY MIN(r.created_at), r.message_id LIMIT ?`;
const REASONS_OF = 'SELECT reason FROM group_chat_reports WHERE message_id = ? AND resolved_at IS NULL ORDER BY created_at';
const REMOVE = `UPDATE group_chat_messages SET removed_at = ?, removed_by = ?, body = '' WHERE id = ? AND removed_at IS NULL`;
const RESOLVE = 'UPDATE group_chat_reports SET resolved_at = ? WHERE message_id = ? AND resolved_at IS NULL';
const PAST_DELETION = 'SELECT id FROM group_chats WHERE deleted_at <= ? ORDER BY deleted_at, id LIMIT ?';
const DELETE_CHAT = 'DELETE FROM group_chats WHERE id = ? AND deleted_at <= ?';
const OWN_MESSAGES = `SELECT chat_id AS "chatId", body, quick, created_at AS "at" FROM group_chat_messages
  WHERE author_id = ? AND removed_at IS NULL ORDER BY created_at, seq`;

/** All SQL for group_chats, group_chat_messages, group_chat_reports and group_chat_reads. */
export function groupChatRepo(db: Database) {
  return {
    find: (chatId: string) => db.get<ChatRow>(FIND_CHAT, [chatId]),
    /** Makes the conversation's row unless it exists (two first readers at once make one), then reads it. */
    async open(row: Omit<ChatRow, 'lastSeq'>): Promise<ChatRow> {
      await db.run(OPEN_CHAT, [row.id, row.kind, row.groupId, row.openedAt, row.closesAt, row.deletedAt]);
      return (await db.get<ChatRow>(FIND_CHAT, [row.id]))!;
    },
    async setTimes(chatId: string, closesAt: string, deletedAt: string): Promise<void> {
      await db.run(SET_TIMES, [closesAt, deletedAt, chatId]);
    },
    message: (id: string) => db.get<MessageRow>(FIND_MESSAGE, [id]),
    /** Adds a message as the conversation's next; call inside a transaction. */
    async add(message: Omit<MessageRow, 'seq' | 'removedAt'>): Promise<MessageRow> {
      const { seq } = (await db.get<{ seq: number }>(NEXT_SEQ, [message.chatId]))!;
      await db.run(INSERT_MESSAGE, [message.id, message.chatId, seq, message.authorId, message.body, message.quick, message.createdAt]);
      return { ...message, seq: Number(seq), removedAt: null };
    },
    /** The latest `limit` messages after `after`, oldest first, leaving out those written by `hidden`. */
    async latestAfter(chatId: string, after: number, limit: number, hidden: readonly string[]): Promise<MessageRow[]> {
      const rows = await db.all<MessageRow>(LATEST_AFTER(hidden.length), [chatId, after, ...hidden, limit]);
      return rows.reverse();
    },
    /** The first `limit` messages after `after`, oldest first, leaving out those written by `hidden`. */
    nextAfter: (chatId: string, after: number, limit: number, hidden: readonly string[]) =>
      db.all<MessageRow>(NEXT_AFTER(hidden.length), [chatId, after, ...hidden, limit]),
    /** The messages numbered `from` to `to`. */
    around: (chatId: string, from: number, to: number) => db.all<MessageRow>(AROUND, [chatId, from, to]),
    async unread(chatId: string, userId: string, hidden: readonly string[]): Promise<number> {
      const readSeq = (await db.get<{ readSeq: number }>(READ_SEQ, [userId, chatId]))?.readSeq ?? 0;
      return Number((await db.get<{ n: number }>(UNREAD(hidden.length), [chatId, readSeq, userId, ...hidden]))!.n);
    },
    async markRead(userId: string, chatId: string, seq: number): Promise<void> {
      await db.run(MARK_READ, [userId, chatId, seq]);
    },
    /** What a member has read and been mailed of a conversation, and until when a stream of theirs is open on it. */
    readState: async (userId: string, chatId: string) =>
      (await db.get<{ readSeq: number; digestAt: string | null; digestSeq: number; liveUntil: string | null }>(READ_STATE, [
        userId,
        chatId,
      ])) ?? { readSeq: 0, digestAt: null, digestSeq: 0, liveUntil: null },
    /** The members with a stream open on the conversation at `at`. */
    live: async (chatId: string, at: string): Promise<Set<string>> =>
      new Set((await db.all<{ userId: string }>(LIVE, [chatId, at])).map((row) => row.userId)),
    async markLive(userId: string, chatId: string, until: string): Promise<void> {
      await db.run(MARK_LIVE, [userId, chatId, until, chatId]);
    },
    /** True for one caller: this member's digest of the conversation is theirs to send (the last is older than `before`). */
    async claimDigest(userId: string, chatId: string, at: string, seq: number, before: string): Promise<boolean> {
      return (await db.run(CLAIM_DIGEST, [userId, chatId, at, seq, before])).changes === 1;
    },
    /** A digest that could not be mailed: the previous one stands, so the next tick tries again. */
    async giveBackDigest(userId: string, chatId: string, claimedAt: string, previous: { digestAt: string | null; digestSeq: number }) {
      await db.run(GIVE_BACK_DIGEST, [previous.digestAt, previous.digestSeq, userId, chatId, claimedAt]);
    },
    /** Conversations still open with a message written after `since`. */
    activeSince: async (at: string, since: string) => (await db.all<{ id: string }>(ACTIVE_SINCE, [at, since])).map((row) => row.id),
    /** One report per reporter and message; a second one adds nothing. */
    async report(messageId: string, reporterId: string, reason: string, at: string): Promise<void> {
      await db.run(REPORT, [messageId, reporterId, reason, at]);
    },
    openReports: (limit: number) => db.all<OpenReportRow>(OPEN_REPORTS, [limit]),
    reasonsOf: async (messageId: string) => (await db.all<{ reason: string }>(REASONS_OF, [messageId])).map((row) => row.reason),
    /** Removes the message's words (the row and its place in the order stay); true when this call removed it. */
    async remove(messageId: string, adminId: string, at: string): Promise<boolean> {
      const { changes } = await db.run(REMOVE, [at, adminId, messageId]);
      await db.run(RESOLVE, [at, messageId]);
      return changes === 1;
    },
    pastDeletion: async (at: string, limit: number) => (await db.all<{ id: string }>(PAST_DELETION, [at, limit])).map((row) => row.id),
    /** Deletes the conversation with its messages, reports and reads (ON DELETE CASCADE) once its time has come. */
    deleteIfDue: async (chatId: string, at: string) => (await db.run(DELETE_CHAT, [chatId, at])).changes === 1,
    /** The member's own messages, for their data export. */
    ownMessages: (userId: string) => db.all<{ chatId: string; body: string; quick: QuickReply | null; at: string }>(OWN_MESSAGES, [userId]),
  };
}

export type GroupChatRepo = ReturnType<typeof groupChatRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Confirmed groups' conversations: messages, reports and reads. */
    groupChat: ReturnType<typeof groupChatRepo>;
  }
}
