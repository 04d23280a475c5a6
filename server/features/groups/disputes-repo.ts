import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import type { DISPUTE_STATUSES } from '../../../shared/groups-contract';
import { attendanceRepo } from './attendance-repo';

export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export interface DisputeRow {
  id: string;
  userId: string;
  groupId: string;
  reason: string;
  status: DisputeStatus;
  createdAt: string;
}

const COLUMNS = `id, user_id AS "userId", group_id AS "groupId", reason, status, created_at AS "createdAt"`;
const OPEN = `INSERT INTO no_show_disputes (id, user_id, group_id, reason, status, created_at) VALUES (?, ?, ?, ?, 'open', ?)
  ON CONFLICT (user_id, group_id) DO NOTHING`;
const OF = `SELECT ${COLUMNS} FROM no_show_disputes WHERE user_id = ? AND group_id = ?`;
const FIND = `SELECT ${COLUMNS} FROM no_show_disputes WHERE id = ?`;
const OPEN_ONES = `SELECT ${COLUMNS} FROM no_show_disputes WHERE status IN ('open', 'refunding') ORDER BY created_at, id`;
const EXPORT = `SELECT group_id AS "groupId", reason, status, created_at AS "createdAt", resolved_at AS "resolvedAt"
  FROM no_show_disputes WHERE user_id = ? ORDER BY created_at, id`;
const RESOLVE = `UPDATE no_show_disputes SET status = ?, resolved_at = ?, resolved_by = ? WHERE id = ? AND status = ?`;
// A refund under way may be taken up again (after a crash, or by another admin); nothing else moves it.
const START_REFUND = `UPDATE no_show_disputes SET status = 'refunding', resolved_by = ? WHERE id = ? AND status IN ('open', 'refunding')`;

/** All SQL for no-show disputes. Writes run inside the caller's transaction where it has one. */
export function disputesRepo(db: Database) {
  return {
    /** The member's dispute of this group's charge, made if there was none (a repeat keeps the first words). */
    async open(userId: string, groupId: string, reason: string, at: string): Promise<DisputeRow> {
      await db.run(OPEN, [crypto.randomUUID(), userId, groupId, reason, at]);
      return (await db.get<DisputeRow>(OF, [userId, groupId]))!;
    },
    find: (id: string) => db.get<DisputeRow>(FIND, [id]),
    /** The member's disputes, for their data export. */
    exportDisputes: (userId: string) =>
      db.all<{ groupId: string; reason: string; status: string; createdAt: string; resolvedAt: string | null }>(EXPORT, [userId]),
    openOnes: () => db.all<DisputeRow>(OPEN_ONES, []),
    /** Moves a dispute from `from` to its decision; false when it had moved already (another admin, or a repeat). */
    async resolve(id: string, from: DisputeStatus, to: 'refunded' | 'kept', adminId: string, at: string): Promise<boolean> {
      return (await db.run(RESOLVE, [to, at, adminId, id, from])).changes === 1;
    },
    /** Marks the refund as under way, before the provider is asked; false when the charge was kept meanwhile. */
    async startRefund(id: string, adminId: string): Promise<boolean> {
      return (await db.run(START_REFUND, [adminId, id])).changes === 1;
    },
    // The strikes are attendance's (attendance-repo.ts).
    hasStrike: (userId: string, groupId: string) => attendanceRepo(db).struck(userId, groupId),
    liftStrike: (userId: string, groupId: string) => attendanceRepo(db).liftStrike(userId, groupId),
  };
}

export type DisputesRepo = ReturnType<typeof disputesRepo>;
