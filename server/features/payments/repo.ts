import crypto from 'node:crypto';
import type { SlotId } from '../../../shared/weekly-cycle';
import type { Database } from '../../db/database';

export type HoldPurpose = 'group' | 'experience';
export type HoldStatus = 'placing' | 'held' | 'captured' | 'released' | 'failed';

export interface HoldRow {
  id: string;
  userId: string;
  purpose: HoldPurpose;
  subjectId: string;
  amountCents: number;
  currency: string;
  provider: 'stripe' | 'demo';
  providerRef: string | null;
  status: HoldStatus;
  captureBefore: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A member's deposit as their list of payments shows it (`city`, `week`, `slot`: the group's, for a group deposit). */
export interface MemberHoldRow extends Pick<HoldRow, 'id' | 'purpose' | 'subjectId' | 'amountCents' | 'currency' | 'status' | 'createdAt'> {
  city: string | null;
  week: string | null;
  slot: SlotId | null;
}

const COLUMNS = `id, user_id AS "userId", purpose, subject_id AS "subjectId", amount_cents AS "amountCents", currency, provider,
  provider_ref AS "providerRef", status, capture_before AS "captureBefore", created_at AS "createdAt", updated_at AS "updatedAt"`;
const FIND = `SELECT ${COLUMNS} FROM deposit_holds WHERE id = ?`;
const FIND_FOR = `SELECT ${COLUMNS} FROM deposit_holds WHERE user_id = ? AND purpose = ? AND subject_id = ?`;
// A second request for the same commitment finds the first one's row instead of making another.
const INSERT = `INSERT INTO deposit_holds (id, user_id, purpose, subject_id, amount_cents, currency, provider, status, created_at,
  updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'placing', ?, ?) ON CONFLICT (user_id, purpose, subject_id) DO NOTHING`;
// Conditional: a hold moves on only from the status the caller saw, so two workers never both apply a change.
const SETTLE = `UPDATE deposit_holds SET status = ?, provider_ref = COALESCE(?, provider_ref), capture_before = COALESCE(?, capture_before),
  updated_at = ? WHERE id = ? AND status = ?`;
const PLACING_BEFORE = `SELECT ${COLUMNS} FROM deposit_holds WHERE status = 'placing' AND updated_at < ? ORDER BY updated_at`;
// Held past the card's capture_before: the card network has let the authorization go (Stripe cancels it).
const HELD_PAST_EXPIRY = `SELECT ${COLUMNS} FROM deposit_holds
  WHERE status = 'held' AND capture_before IS NOT NULL AND capture_before <= ? ORDER BY capture_before`;
// Group holds still held whose member is out of the group (declined, not answered in time) or whose group dissolved.
const LEFT_GROUP_HOLDS = `SELECT h.id FROM deposit_holds h JOIN groups g ON g.id = h.subject_id
  JOIN group_invites i ON i.group_id = h.subject_id AND i.user_id = h.user_id
  WHERE h.purpose = 'group' AND h.status = 'held' AND i.cancelled_late_at IS NULL
    AND (g.status = 'dissolved' OR i.status IN ('declined', 'expired')) ORDER BY h.id`;
// (A member who cancelled after the invite deadline keeps their hold: it is charged, even if the group then dissolves.)
// Experience deposits held since before the given time: no group was assembled for them (none is, yet).
const STALE_EXPERIENCE_HOLDS = `SELECT id FROM deposit_holds WHERE purpose = 'experience' AND status = 'held' AND created_at < ?
  ORDER BY created_at, id`;
// A member's deposits whose money is still moving: being placed, or held on the card.
const OPEN_OF = `SELECT ${COLUMNS} FROM deposit_holds WHERE user_id = ? AND status IN ('placing', 'held') ORDER BY created_at, id`;
// A member's deposits for their list of payments, newest first, with the group's meetup (a group deposit).
const HOLDS_OF = `SELECT h.id, h.purpose, h.subject_id AS "subjectId", h.amount_cents AS "amountCents", h.currency, h.status,
    h.created_at AS "createdAt", g.city, g.week, g.slot
  FROM deposit_holds h LEFT JOIN groups g ON h.purpose = 'group' AND g.id = h.subject_id
  WHERE h.user_id = ? ORDER BY h.created_at DESC, h.id`;
const EVENT = `INSERT INTO payment_events (id, type, received_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING`;
/**
 * All SQL for deposit holds and payment_events (their money movements are the ledger's: ledger/repo.ts). Writes run
 * inside the caller's transaction where it has one.
 */
export function paymentsRepo(db: Database) {
  return {
    find: (id: string) => db.get<HoldRow>(FIND, [id]),
    findFor: (userId: string, purpose: HoldPurpose, subjectId: string) => db.get<HoldRow>(FIND_FOR, [userId, purpose, subjectId]),
    /** The member's hold for this commitment, made as 'placing' if there was none. */
    async open(row: Pick<HoldRow, 'userId' | 'purpose' | 'subjectId' | 'amountCents' | 'currency' | 'provider'>, at: string) {
      await db.run(INSERT, [
        crypto.randomUUID(),
        row.userId,
        row.purpose,
        row.subjectId,
        row.amountCents,
        row.currency,
        row.provider,
        at,
        at,
      ]);
      return (await db.get<HoldRow>(FIND_FOR, [row.userId, row.purpose, row.subjectId]))!;
    },
    /** Moves the hold from `from` to `to`; false when it was no longer at `from`. */
    async settle(id: string, from: HoldStatus, to: HoldStatus, change: { ref: string | null; captureBefore: string | null; at: string }) {
      return (await db.run(SETTLE, [to, change.ref, change.captureBefore, change.at, id, from])).changes === 1;
    },
    placingBefore: (before: string) => db.all<HoldRow>(PLACING_BEFORE, [before]),
    heldPastExpiry: (at: string) => db.all<HoldRow>(HELD_PAST_EXPIRY, [at]),
    /** Every hold of the member, oldest first (their data export, and the records kept when the account goes). */
    ofUser: (userId: string) => db.all<HoldRow>(`SELECT ${COLUMNS} FROM deposit_holds WHERE user_id = ? ORDER BY created_at, id`, [userId]),
    /** The member's holds being placed or held. */
    openOf: (userId: string) => db.all<HoldRow>(OPEN_OF, [userId]),
    /** Every deposit of the member, newest first, with its group. */
    holdsOf: (userId: string) => db.all<MemberHoldRow>(HOLDS_OF, [userId]),
    /** Ids of experience holds still held since before `before`. */
    staleExperienceHolds: async (before: string) => (await db.all<{ id: string }>(STALE_EXPERIENCE_HOLDS, [before])).map((row) => row.id),
    /** Ids of group holds to cancel: the member left the group in time, or the group was dissolved. */
    leftGroupHolds: async () => (await db.all<{ id: string }>(LEFT_GROUP_HOLDS, [])).map((row) => row.id),
    /** Records a provider's event id; false when it was recorded before (a repeated delivery). */
    async firstDelivery(eventId: string, type: string, at: string): Promise<boolean> {
      return (await db.run(EVENT, [eventId, type, at])).changes === 1;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
