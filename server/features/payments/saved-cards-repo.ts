import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import type { HoldPurpose } from './repo';

export interface SavedCardRow {
  userId: string;
  memberRef: string;
  provider: 'stripe' | 'demo';
  customerRef: string | null;
  setupRef: string | null;
  paymentMethodRef: string | null;
  brand: string | null;
  last4: string | null;
  updatedAt: string;
}

export interface ScheduledHoldRow {
  userId: string;
  purpose: HoldPurpose;
  subjectId: string;
  placeAfter: string;
}

const CARD_COLUMNS = `user_id AS "userId", member_ref AS "memberRef", provider, customer_ref AS "customerRef", setup_ref AS "setupRef",
  payment_method_ref AS "paymentMethodRef", brand, last4, updated_at AS "updatedAt"`;
const FIND_CARD = `SELECT ${CARD_COLUMNS} FROM saved_cards WHERE user_id = ?`;
// The member's row with a reference of its own for the provider, made once.
const OPEN_CARD = `INSERT INTO saved_cards (user_id, member_ref, provider, updated_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (user_id) DO NOTHING`;
const SETUP_STARTED = 'UPDATE saved_cards SET customer_ref = ?, setup_ref = ?, updated_at = ? WHERE user_id = ?';
const CARD_SAVED = `UPDATE saved_cards SET payment_method_ref = ?, brand = ?, last4 = ?, updated_at = ? WHERE user_id = ? AND setup_ref = ?`;

const SCHEDULE = `INSERT INTO scheduled_holds (user_id, purpose, subject_id, place_after, created_at) VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (user_id, purpose, subject_id) DO UPDATE SET place_after = excluded.place_after`;
const SCHEDULED_FOR = `SELECT user_id AS "userId", purpose, subject_id AS "subjectId", place_after AS "placeAfter" FROM scheduled_holds
  WHERE user_id = ? AND purpose = ? AND subject_id = ?`;
const DUE = `SELECT user_id AS "userId", purpose, subject_id AS "subjectId", place_after AS "placeAfter" FROM scheduled_holds
  WHERE place_after <= ? ORDER BY place_after, user_id, subject_id`;
const UNSCHEDULE = 'DELETE FROM scheduled_holds WHERE user_id = ? AND purpose = ? AND subject_id = ?';
const UNSCHEDULE_ALL = 'DELETE FROM scheduled_holds WHERE user_id = ?';

/** All SQL of saved cards and of holds to place later. */
export function savedCardsRepo(db: Database) {
  return {
    find: (userId: string) => db.get<SavedCardRow>(FIND_CARD, [userId]),
    async open(userId: string, provider: 'stripe' | 'demo', at: string): Promise<SavedCardRow> {
      await db.run(OPEN_CARD, [userId, crypto.randomUUID(), provider, at]);
      return (await db.get<SavedCardRow>(FIND_CARD, [userId]))!;
    },
    async setupStarted(userId: string, customerRef: string, setupRef: string, at: string): Promise<void> {
      await db.run(SETUP_STARTED, [customerRef, setupRef, at, userId]);
    },
    /** False when the member has since started another setup (this one's answer is stale). */
    async saved(userId: string, setupRef: string, card: { paymentMethod: string; brand: string | null; last4: string | null }, at: string) {
      return (await db.run(CARD_SAVED, [card.paymentMethod, card.brand, card.last4, at, userId, setupRef])).changes === 1;
    },
    async schedule(row: ScheduledHoldRow, at: string): Promise<void> {
      await db.run(SCHEDULE, [row.userId, row.purpose, row.subjectId, row.placeAfter, at]);
    },
    scheduledFor: (userId: string, purpose: HoldPurpose, subjectId: string) =>
      db.get<ScheduledHoldRow>(SCHEDULED_FOR, [userId, purpose, subjectId]),
    due: (at: string) => db.all<ScheduledHoldRow>(DUE, [at]),
    async unscheduleAllOf(userId: string): Promise<void> {
      await db.run(UNSCHEDULE_ALL, [userId]);
    },
    async unschedule(row: Pick<ScheduledHoldRow, 'userId' | 'purpose' | 'subjectId'>): Promise<void> {
      await db.run(UNSCHEDULE, [row.userId, row.purpose, row.subjectId]);
    },
  };
}

export type SavedCardsRepo = ReturnType<typeof savedCardsRepo>;
