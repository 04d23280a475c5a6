import type { Database } from '../../db/database';
import { eventFormatsRepo, type JourneyTimes } from './formats-repo';
import type { ActivityType, FormatPhase, InterestStatus } from '../../../shared/format-journey';

export interface FormatInterestRow {
  id: string;
  formatId: string;
  email: string;
  name: string;
  about: string;
  status: InterestStatus;
  createdAt: string;
}

export interface FormatGroupRow {
  id: string;
  formatId: string;
  number: number;
  eventDate: string;
  eventTime: string;
  status: 'suggested' | 'confirmed' | 'cancelled';
  approvedAt: string | null;
}

export interface PaymentRow {
  id: string;
  formatId: string;
  interestId: string;
  userId: string | null;
  /** What the ticket asks; what was charged and refunded of it, and its split, are the ledger's (ledger/repo.ts). */
  amountCents: number;
  currency: string;
  provider: 'stripe' | 'demo';
  providerRef: string | null;
  status: 'paying' | 'paid' | 'failed' | 'refunded';
  createdAt: string;
}

export type { JourneyTimes };

const INTEREST_COLUMNS = 'id, format_id AS "formatId", email, name, about, status, created_at AS "createdAt"';
const GROUP_COLUMNS =
  'id, format_id AS "formatId", number, event_date AS "eventDate", event_time AS "eventTime", status, approved_at AS "approvedAt"';
const PAYMENT_COLUMNS = `id, format_id AS "formatId", interest_id AS "interestId", user_id AS "userId", amount_cents AS "amountCents",
  currency, provider,
  provider_ref AS "providerRef", status, created_at AS "createdAt"`;

/** The event formats this e-mail said it was interested in, with the ticket if one was paid (for its data export). */
const EXPORT_INTERESTS = `SELECT i.format_id AS "formatId", f.title AS "formatTitle", i.name, i.about, i.status, i.created_at AS "createdAt",
    p.id AS "paymentId", p.amount_cents AS "amountCents", p.currency, p.status AS "ticketStatus"
  FROM format_interests i JOIN event_formats f ON f.id = i.format_id
  LEFT JOIN format_payments p ON p.interest_id = i.id AND p.status <> 'failed'
  WHERE i.email = ? ORDER BY i.created_at, i.id`;
/**
 * A deleted account's format interests lose the person (name, line, e-mail) but stay, unnamed, for the host's groups and
 * money records; their tickets stay in format_payments (the payer's id is set to null with the account).
 */
const FORGET_INTERESTS = `UPDATE format_interests SET name = 'former member', about = '', email = 'deleted:' || id WHERE email = ?`;

/** All SQL of the participant journey (migration SQLite 0031 / PG 0024). */
export function programJourneyRepo(db: Database) {
  const formats = eventFormatsRepo(db);
  return {
    // The phase and its windows are columns of event_formats: formats-repo.ts's SQL.
    lockFormat: (formatId: string) => formats.lockFormat(formatId),
    times: (formatId: string) => formats.journeyTimes(formatId),
    setPhase: (formatId: string, phase: FormatPhase, at: string, times: Partial<Omit<JourneyTimes, 'phase'>> = {}) =>
      formats.setPhase(formatId, phase, at, times),
    due: (at: string) => formats.due(at),

    /** Adds the person once per format (by e-mail); answers false when they were already interested. */
    async addInterest(row: Omit<FormatInterestRow, 'status' | 'createdAt'>, at: string): Promise<boolean> {
      const { changes } = await db.run(
        `INSERT INTO format_interests (id, format_id, email, name, about, status, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, 'interested', ?, ?) ON CONFLICT (format_id, email) DO NOTHING`,
        [row.id, row.formatId, row.email, row.name, row.about, at, at],
      );
      return changes > 0;
    },
    interestOf: (formatId: string, email: string) =>
      db.get<FormatInterestRow>(`SELECT ${INTEREST_COLUMNS} FROM format_interests WHERE format_id = ? AND email = ?`, [formatId, email]),
    interest: (id: string) => db.get<FormatInterestRow>(`SELECT ${INTEREST_COLUMNS} FROM format_interests WHERE id = ?`, [id]),
    interests: (formatId: string) =>
      db.all<FormatInterestRow>(`SELECT ${INTEREST_COLUMNS} FROM format_interests WHERE format_id = ? ORDER BY created_at, id`, [formatId]),
    async setStatus(ids: readonly string[], status: InterestStatus, at: string): Promise<void> {
      for (const id of ids) await db.run('UPDATE format_interests SET status = ?, updated_at = ? WHERE id = ?', [status, at, id]);
    },

    async setPick(formatId: string, pickerId: string, pickedId: string, level: number, at: string): Promise<void> {
      await db.run(
        `INSERT INTO format_picks (format_id, picker_id, picked_id, level, updated_at) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT (picker_id, picked_id) DO UPDATE SET level = excluded.level, updated_at = excluded.updated_at`,
        [formatId, pickerId, pickedId, level, at],
      );
    },
    picksBy: (pickerId: string) =>
      db.all<{ pickedId: string; level: number }>('SELECT picked_id AS "pickedId", level FROM format_picks WHERE picker_id = ?', [
        pickerId,
      ]),
    allPicks: (formatId: string) =>
      db.all<{ from: string; to: string; level: number }>(
        'SELECT picker_id AS "from", picked_id AS "to", level FROM format_picks WHERE format_id = ? ORDER BY picker_id, picked_id',
        [formatId],
      ),

    async addGroup(row: Omit<FormatGroupRow, 'approvedAt'>, members: readonly string[], at: string): Promise<void> {
      await db.run(
        `INSERT INTO format_groups (id, format_id, number, event_date, event_time, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [row.id, row.formatId, row.number, row.eventDate, row.eventTime, row.status, at],
      );
      for (const member of members)
        await db.run('INSERT INTO format_group_members (group_id, interest_id) VALUES (?, ?)', [row.id, member]);
    },
    groups: (formatId: string) =>
      db.all<FormatGroupRow>(`SELECT ${GROUP_COLUMNS} FROM format_groups WHERE format_id = ? ORDER BY number`, [formatId]),
    group: (id: string) => db.get<FormatGroupRow>(`SELECT ${GROUP_COLUMNS} FROM format_groups WHERE id = ?`, [id]),
    members: (formatId: string) =>
      db.all<{ groupId: string; interestId: string }>(
        `SELECT m.group_id AS "groupId", m.interest_id AS "interestId" FROM format_group_members m
          JOIN format_groups g ON g.id = m.group_id WHERE g.format_id = ? ORDER BY g.number, m.interest_id`,
        [formatId],
      ),
    groupOf: (interestId: string) =>
      db.get<FormatGroupRow>(
        `SELECT g.id, g.format_id AS "formatId", g.number, g.event_date AS "eventDate", g.event_time AS "eventTime", g.status,
          g.approved_at AS "approvedAt" FROM format_groups g JOIN format_group_members m ON m.group_id = g.id WHERE m.interest_id = ?`,
        [interestId],
      ),
    async setGroupStatus(id: string, status: FormatGroupRow['status'], at: string): Promise<void> {
      await db.run(
        `UPDATE format_groups SET status = ?, approved_at = CASE WHEN ? = 'confirmed' THEN ? ELSE approved_at END WHERE id = ?`,
        [status, status, at, id],
      );
    },
    /** The group's first session moved: its date is the first session's. */
    async setGroupDate(id: string, date: string, time: string): Promise<void> {
      await db.run('UPDATE format_groups SET event_date = ?, event_time = ? WHERE id = ?', [date, time, id]);
    },
    async moveMember(interestId: string, toGroupId: string | null): Promise<void> {
      await db.run('DELETE FROM format_group_members WHERE interest_id = ?', [interestId]);
      if (toGroupId) await db.run('INSERT INTO format_group_members (group_id, interest_id) VALUES (?, ?)', [toGroupId, interestId]);
    },
    async removeGroup(id: string): Promise<void> {
      await db.run('DELETE FROM format_groups WHERE id = ?', [id]);
    },

    /** Opens the payment ('paying'); false when one that did not fail exists for the person already. */
    async openPayment(row: Omit<PaymentRow, 'status' | 'providerRef' | 'createdAt'>, at: string): Promise<boolean> {
      const { changes } = await db.run(
        `INSERT INTO format_payments (id, format_id, interest_id, user_id, amount_cents, currency, provider, status, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, 'paying', ?, ?) ON CONFLICT DO NOTHING`,
        [row.id, row.formatId, row.interestId, row.userId, row.amountCents, row.currency, row.provider, at, at],
      );
      return changes > 0;
    },
    payment: (id: string) => db.get<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM format_payments WHERE id = ?`, [id]),
    paymentOf: (interestId: string) =>
      db.get<PaymentRow>(
        `SELECT ${PAYMENT_COLUMNS} FROM format_payments WHERE interest_id = ? ORDER BY CASE WHEN status = 'failed' THEN 1 ELSE 0 END, created_at DESC LIMIT 1`,
        [interestId],
      ),
    async settlePayment(id: string, status: 'paid' | 'failed', ref: string | null, at: string): Promise<boolean> {
      const { changes } = await db.run(
        "UPDATE format_payments SET status = ?, provider_ref = ?, updated_at = ? WHERE id = ? AND status = 'paying'",
        [status, ref, at, id],
      );
      return changes > 0;
    },
    /** Marks a paid ticket refunded (how much: the ledger's refund row); false when it was not paid (refunded already). */
    async refundPayment(id: string, at: string): Promise<boolean> {
      const { changes } = await db.run("UPDATE format_payments SET status = 'refunded', updated_at = ? WHERE id = ? AND status = 'paid'", [
        at,
        id,
      ]);
      return changes > 0;
    },
    paymentsOfFormats: (formatIds: readonly string[]) =>
      formatIds.length === 0
        ? Promise.resolve([] as PaymentRow[])
        : db.all<PaymentRow>(
            `SELECT ${PAYMENT_COLUMNS} FROM format_payments WHERE format_id IN (${formatIds.map(() => '?').join(', ')}) ORDER BY created_at DESC, id`,
            formatIds,
          ),
    /** Of these tickets, those paid before payouts went through the app (their hosts were paid by arrangement). */
    async paidOutElsewhere(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.all<{ id: string }>(
        `SELECT id FROM format_payments WHERE paid_out_elsewhere = 1 AND id IN (${ids.map(() => '?').join(', ')})`,
        ids,
      );
      return new Set(rows.map((row) => row.id));
    },
    /**
     * Refunded tickets (in part or in full) whose host share is not settled for good: what a host was sent of them may
     * need changing. Those whose hosts were paid by arrangement are left out.
     */
    refundsToSettle: () =>
      db.all<PaymentRow>(
        `SELECT ${PAYMENT_COLUMNS} FROM format_payments WHERE status = 'refunded' AND host_settled_at IS NULL AND paid_out_elsewhere = 0
          ORDER BY updated_at, id`,
      ),
    /** The refunded ticket's host share is settled for good: the payouts tick looks at it no more. */
    async hostSettled(id: string, at: string): Promise<void> {
      await db.run(`UPDATE format_payments SET host_settled_at = ? WHERE id = ? AND host_settled_at IS NULL`, [at, id]);
    },
    /** The tickets this account paid for (or tried to), newest first, each with its program's title and city. */
    paymentsOfUser: (userId: string) =>
      db.all<PaymentRow & { formatTitle: string; city: string }>(
        `SELECT p.id, p.format_id AS "formatId", p.interest_id AS "interestId", p.user_id AS "userId", p.amount_cents AS "amountCents",
          p.currency, p.provider,
          p.provider_ref AS "providerRef", p.status, p.created_at AS "createdAt", f.title AS "formatTitle", f.city
          FROM format_payments p JOIN event_formats f ON f.id = p.format_id WHERE p.user_id = ? ORDER BY p.created_at DESC, p.id`,
        [userId],
      ),
    unfinishedPayments: (before: string) =>
      db.all<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM format_payments WHERE status = 'paying' AND updated_at <= ?`, [before]),

    // A format's activity log is formats-repo.ts's table.
    addActivity: (formatId: string, type: ActivityType, message: string, at: string) => formats.addActivity(formatId, type, message, at),
    activityOfOwner: (ownerId: string, limit: number) => formats.activityOfOwner(ownerId, limit),
    /** The e-mail's interests with their format's title and ticket (its data export). */
    exportInterests: (email: string) =>
      db.all<{
        formatId: string;
        formatTitle: string;
        name: string;
        about: string;
        status: string;
        createdAt: string;
        paymentId: string | null;
        amountCents: number | null;
        currency: string | null;
        ticketStatus: string | null;
      }>(EXPORT_INTERESTS, [email]),
    /** Takes the person out of the e-mail's interests as its account is deleted; call inside that transaction. */
    async forgetInterests(email: string): Promise<void> {
      await db.run(FORGET_INTERESTS, [email]);
    },
    /** The interests of an e-mail across formats (the person's own export and the /program page). */
    interestsOfEmail: (email: string) =>
      db.all<FormatInterestRow>(`SELECT ${INTEREST_COLUMNS} FROM format_interests WHERE email = ? ORDER BY created_at`, [email]),
  };
}

export type ProgramJourneyRepo = ReturnType<typeof programJourneyRepo>;
