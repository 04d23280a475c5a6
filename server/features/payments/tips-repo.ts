import type { SlotId } from '../../../shared/weekly-cycle';
import type { Database } from '../../db/database';

export type TipStatus = 'paying' | 'paid' | 'failed';

export interface TipRow {
  id: string;
  userId: string;
  groupId: string;
  amountCents: number;
  currency: string;
  provider: 'stripe' | 'demo';
  providerRef: string | null;
  status: TipStatus;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS = `id, user_id AS "userId", group_id AS "groupId", amount_cents AS "amountCents", currency, provider,
  provider_ref AS "providerRef", status, created_at AS "createdAt", updated_at AS "updatedAt"`;

/** All SQL of the tips table (their money movements are the ledger's: ledger/repo.ts). */
export function tipsRepo(db: Database) {
  return {
    /** The member's tip for the group that did not fail, or the last one that did. */
    latest: (userId: string, groupId: string) =>
      db.get<TipRow>(
        `SELECT ${COLUMNS} FROM tips WHERE user_id = ? AND group_id = ?
          ORDER BY CASE WHEN status = 'failed' THEN 1 ELSE 0 END, created_at DESC, id LIMIT 1`,
        [userId, groupId],
      ),
    find: (id: string) => db.get<TipRow>(`SELECT ${COLUMNS} FROM tips WHERE id = ?`, [id]),
    /** A new tip, 'paying'; false when the member already has one for the group that did not fail. */
    async open(tip: Omit<TipRow, 'status' | 'providerRef' | 'createdAt' | 'updatedAt'>, at: string): Promise<boolean> {
      const result = await db.run(
        `INSERT INTO tips (id, user_id, group_id, amount_cents, currency, provider, status, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, 'paying', ?, ?) ON CONFLICT DO NOTHING`,
        [tip.id, tip.userId, tip.groupId, tip.amountCents, tip.currency, tip.provider, at, at],
      );
      return result.changes > 0;
    },
    /** Moves a 'paying' tip to its outcome; false when another process already did. */
    async settle(id: string, status: 'paid' | 'failed', ref: string | null, at: string): Promise<boolean> {
      const result = await db.run(`UPDATE tips SET status = ?, provider_ref = ?, updated_at = ? WHERE id = ? AND status = 'paying'`, [
        status,
        ref,
        at,
        id,
      ]);
      return result.changes > 0;
    },
    /** Every tip of the member, oldest first (their data export, and the records kept when the account goes). */
    ofUser: (userId: string) => db.all<TipRow>(`SELECT ${COLUMNS} FROM tips WHERE user_id = ? ORDER BY created_at, id`, [userId]),
    /** Tips a crash or a lost answer left 'paying' since before `before`. */
    unfinished: (before: string) =>
      db.all<TipRow>(`SELECT ${COLUMNS} FROM tips WHERE status = 'paying' AND updated_at < ? ORDER BY updated_at, id`, [before]),
    /** The member's tips, newest first, each with its group's city, week and slot (when the get-together was). */
    mine: (userId: string) =>
      db.all<TipRow & { city: string; week: string; slot: SlotId }>(
        `SELECT t.id, t.user_id AS "userId", t.group_id AS "groupId", t.amount_cents AS "amountCents", t.currency, t.provider,
          t.provider_ref AS "providerRef", t.status, t.created_at AS "createdAt", t.updated_at AS "updatedAt", g.city, g.week, g.slot
          FROM tips t JOIN groups g ON g.id = t.group_id WHERE t.user_id = ? ORDER BY t.created_at DESC, t.id`,
        [userId],
      ),
  };
}

export type TipsRepo = ReturnType<typeof tipsRepo>;
