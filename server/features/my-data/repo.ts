import type { Database } from '../../db/database';
import { ledgerRepo } from '../ledger/repo';
import { paymentsRepo } from '../payments/repo';
import { tipsRepo } from '../payments/tips-repo';

// Reads of everything stored about one member, for the export; and the deletion of an account. Every read is
// keyed by the member's own id as the actor (from_id, blocker_id, reporter_id, user_id): nothing here reads what
// others did about the member (their picks of them above all).

const SESSIONS = `SELECT created_at AS "createdAt", last_seen_at AS "lastSeenAt", expires_at AS "expiresAt" FROM sessions
  WHERE user_id = ? ORDER BY created_at, id_hash`;
const IDENTITIES = `SELECT provider, subject, created_at AS "createdAt" FROM identities WHERE user_id = ? ORDER BY created_at, provider`;
const PICKS = `SELECT p.id AS "profileId", p.first_name AS "firstName", k.level, k.week, k.updated_at AS "updatedAt"
  FROM picks k LEFT JOIN profiles p ON p.user_id = k.to_id WHERE k.from_id = ? ORDER BY k.week, k.updated_at, p.id`;
const BLOCKS = `SELECT p.id AS "profileId", p.first_name AS "firstName", b.created_at AS "createdAt"
  FROM blocks b LEFT JOIN profiles p ON p.user_id = b.blocked_id WHERE b.blocker_id = ? ORDER BY b.created_at, p.id`;
const REPORTS = `SELECT p.id AS "profileId", p.first_name AS "firstName", r.reason, r.details, r.created_at AS "createdAt"
  FROM reports r LEFT JOIN profiles p ON p.user_id = r.reported_id WHERE r.reporter_id = ? ORDER BY r.created_at, r.id`;
const GROUPS = `SELECT g.id AS "groupId", g.week, g.slot, g.neighborhood, g.status, i.status AS "myInvite",
  i.invited_at AS "invitedAt", i.answered_at AS "answeredAt"
  FROM group_invites i JOIN groups g ON g.id = i.group_id WHERE i.user_id = ? ORDER BY i.week, g.id`;
const NOTICES = `SELECT id, week, kind, title, body, created_at AS "createdAt", read_at AS "readAt", emailed_at AS "emailedAt"
  FROM notices WHERE user_id = ? ORDER BY created_at, id`;
const ATTENDANCE = 'SELECT group_id AS "groupId", how, at FROM group_attendance WHERE user_id = ? ORDER BY at, group_id';
const DISPUTES = `SELECT group_id AS "groupId", reason, status, created_at AS "createdAt", resolved_at AS "resolvedAt"
  FROM no_show_disputes WHERE user_id = ? ORDER BY created_at, id`;
const MEET_AGAIN = `SELECT m.group_id AS "groupId", p.id AS "profileId", p.first_name AS "firstName", m.answer, m.at
  FROM meet_again m LEFT JOIN profiles p ON p.user_id = m.to_id WHERE m.from_id = ? ORDER BY m.at, p.id`;

const PHOTO_OF = 'SELECT photo_file AS "photoFile" FROM profiles WHERE user_id = ?';
/** The profile goes as the account closes (its interests with it): nobody is shown, matched or backfilled without one. */
const DELETE_PROFILE = 'DELETE FROM profiles WHERE user_id = ?';
/**
 * The account row: sessions, identities, the profile and its interests, picks made by or about the member, blocks,
 * reports, their batches, group invites, outcomes and notices all go with it (ON DELETE CASCADE on both engines).
 * Others' batches name them in a list (migration 0034), which FORGET_IN_BATCHES clears first.
 */
const DELETE_USER = 'DELETE FROM users WHERE id = ?';
/**
 * The rows of discover's change feed that name the member (migration 0036): written by the deletion's own cascades
 * (their blocks, their batches) among others. Deleted after the account, in the same transaction, so no reader ever
 * sees them; the profile's removal leaves a row that names nobody.
 */
const FORGET_IN_CHANGES = 'DELETE FROM discover_changes WHERE user_id = ?';
/**
 * The member taken out of every batch that showed them: others' batches keep their members as a list of ids, which
 * no foreign key reaches. The quoted id is what the list holds (JSON); the other members keep their order.
 */
const FORGET_IN_BATCHES = {
  sqlite: `UPDATE batches SET member_ids = (SELECT json_group_array(j.value ORDER BY j.key) FROM json_each(batches.member_ids) j
     WHERE j.value <> ?) WHERE instr(member_ids, ?) > 0`,
  postgres: `UPDATE batches SET member_ids = COALESCE((SELECT json_agg(j.member_id ORDER BY j.position)::text
     FROM json_array_elements_text(batches.member_ids::json) WITH ORDINALITY AS j(member_id, position) WHERE j.member_id <> ?), '[]')
     WHERE strpos(member_ids, ?) > 0`,
};
/** Rows keyed by the address or the account id as text rather than by a foreign key. */
const DELETE_CODE = 'DELETE FROM sign_in_codes WHERE email = ?';
const DELETE_IDEMPOTENCY = 'DELETE FROM idempotency_keys WHERE scope = ?';
const DELETE_DEV_MAIL = 'DELETE FROM dev_outbox WHERE to_address = ?';
/**
 * Each ledger row of a deposit or a tip of the member, kept before the cascade removes them: purpose 'tip' for a tip,
 * whose id is where a deposit's would be and whose group is the subject.
 */
const RETAIN = `INSERT INTO retained_money_records
  (ledger_id, former_member, hold_id, purpose, subject_id, provider, provider_ref, kind, amount_cents, currency, at, retained_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const RETAINED = `SELECT ledger_id AS "ledgerId", former_member AS "formerMember", hold_id AS "holdId", purpose, subject_id AS "subjectId",
  provider, provider_ref AS "providerRef", kind, amount_cents AS "amountCents", currency, at, retained_at AS "retainedAt"
  FROM retained_money_records ORDER BY at, kind, ledger_id`;

/** The event formats this e-mail said it was interested in, with the ticket if one was paid. */
const FORMAT_INTERESTS = `SELECT i.format_id AS "formatId", f.title AS "formatTitle", i.name, i.about, i.status, i.created_at AS "createdAt",
    p.id AS "paymentId", p.amount_cents AS "amountCents", p.currency, p.status AS "ticketStatus"
  FROM format_interests i JOIN event_formats f ON f.id = i.format_id
  LEFT JOIN format_payments p ON p.interest_id = i.id AND p.status <> 'failed'
  WHERE i.email = ? ORDER BY i.created_at, i.id`;
/**
 * A deleted account's format interests lose the person (name, line, e-mail) but stay, unnamed, for the host's groups and
 * money records; their tickets stay in format_payments (the payer's id is set to null with the account).
 */
const FORGET_FORMAT_INTERESTS = `UPDATE format_interests SET name = 'former member', about = '', email = 'deleted:' || id WHERE email = ?`;

/** A deleted account's ledger row, kept for the books under a former-member id. */
export interface RetainedMoneyRecord {
  ledgerId: string;
  formerMember: string;
  holdId: string;
  purpose: string;
  subjectId: string;
  provider: string;
  providerRef: string | null;
  kind: string;
  amountCents: number;
  currency: string;
  at: string;
  retainedAt: string;
}

/** All SQL of "my data". */
export function myDataRepo(db: Database) {
  return {
    sessions: (userId: string) => db.all<{ createdAt: string; lastSeenAt: string; expiresAt: string }>(SESSIONS, [userId]),
    identities: (userId: string) => db.all<{ provider: string; subject: string; createdAt: string }>(IDENTITIES, [userId]),
    picks: (userId: string) =>
      db.all<{ profileId: string | null; firstName: string | null; level: number; week: string; updatedAt: string }>(PICKS, [userId]),
    blocks: (userId: string) => db.all<{ profileId: string | null; firstName: string | null; createdAt: string }>(BLOCKS, [userId]),
    reports: (userId: string) =>
      db.all<{ profileId: string | null; firstName: string | null; reason: string; details: string; createdAt: string }>(REPORTS, [userId]),
    groups: (userId: string) =>
      db.all<{
        groupId: string;
        week: string;
        slot: string;
        neighborhood: string;
        status: string;
        myInvite: string;
        invitedAt: string;
        answeredAt: string | null;
      }>(GROUPS, [userId]),
    notices: (userId: string) =>
      db.all<{
        id: string;
        week: string;
        kind: string;
        title: string;
        body: string;
        createdAt: string;
        readAt: string | null;
        emailedAt: string | null;
      }>(NOTICES, [userId]),
    async deposits(userId: string) {
      const holds = await paymentsRepo(db).ofUser(userId);
      const ledger = await ledgerRepo(db).ofHolds(holds.map((hold) => hold.id));
      return holds.map(({ id, purpose, subjectId, amountCents, currency, provider, status, createdAt }) => ({
        purpose,
        subjectId,
        amountCents,
        currency,
        provider,
        status,
        createdAt,
        ledger: ledger
          .filter((row) => row.holdId === id)
          .map((row) => ({ kind: row.kind, amountCents: row.amountCents, currency: row.currency, at: row.at })),
      }));
    },
    disputes: (userId: string) =>
      db.all<{ groupId: string; reason: string; status: string; createdAt: string; resolvedAt: string | null }>(DISPUTES, [userId]),
    attendance: (userId: string) => db.all<{ groupId: string; how: string; at: string }>(ATTENDANCE, [userId]),
    meetAgain: (userId: string) =>
      db.all<{ groupId: string; profileId: string | null; firstName: string | null; answer: string; at: string }>(MEET_AGAIN, [userId]),
    async photoOf(userId: string): Promise<string | null> {
      return (await db.get<{ photoFile: string | null }>(PHOTO_OF, [userId]))?.photoFile ?? null;
    },
    /** Deposits whose money is still moving: a hold being placed (reconciliation needs its row) or held on the card. */
    depositsInFlight: async (userId: string) => (await paymentsRepo(db).openOf(userId)).length,
    /** Tips whose payment has not settled yet (the tick finishes them within minutes). */
    tipsInFlight: async (userId: string) => (await tipsRepo(db).ofUser(userId)).filter((tip) => tip.status === 'paying').length,
    tips: async (userId: string) =>
      (await tipsRepo(db).ofUser(userId)).map(({ groupId, amountCents, currency, status, createdAt }) => ({
        groupId,
        amountCents,
        currency,
        status,
        createdAt,
      })),
    async formatInterests(email: string) {
      const rows = await db.all<{
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
      }>(FORMAT_INTERESTS, [email]);
      // A ticket's figures are the ledger's (what was asked while nothing was charged).
      const charged = rows.flatMap((row) => (row.paymentId ? [{ id: row.paymentId, formatId: row.formatId }] : []));
      const sums = new Map((await ledgerRepo(db).tickets(charged)).map((sum) => [sum.paymentId, sum]));
      return rows.map(({ paymentId, amountCents, currency, ticketStatus, ...row }) => {
        const sum = paymentId ? sums.get(paymentId) : undefined;
        return {
          ...row,
          ticket:
            amountCents === null
              ? null
              : {
                  amountCents: sum?.chargedCents ?? amountCents,
                  refundedCents: sum?.refundedCents ?? 0,
                  currency: currency ?? 'USD',
                  status: ticketStatus ?? '',
                },
        };
      });
    },
    /**
     * A closing account leaves every batch that showed it and loses its profile, at once; call inside a transaction.
     * The rest goes with the account (deleteAccount) once its money has settled.
     */
    async withdraw(userId: string): Promise<void> {
      await db.run(FORGET_IN_BATCHES[db.engine], [userId, JSON.stringify(userId)]);
      await db.run(DELETE_PROFILE, [userId]);
    },
    /** Deletes the account and everything keyed by it; call inside a transaction. */
    async deleteAccount(
      userId: string,
      email: string,
      idempotencyScope: string,
      retained: { formerMember: string; at: string },
    ): Promise<void> {
      // The member's deposits and tips (a tip's purpose is 'tip', its group the subject), each with its ledger rows.
      const money = [
        ...(await paymentsRepo(db).ofUser(userId)),
        ...(await tipsRepo(db).ofUser(userId)).map((tip) => ({ ...tip, purpose: 'tip', subjectId: tip.groupId })),
      ];
      const ledger = ledgerRepo(db);
      const rows = [...(await ledger.ofHolds(money.map((m) => m.id))), ...(await ledger.ofTips(money.map((m) => m.id)))];
      for (const row of rows) {
        const of = money.find((m) => m.id === (row.holdId ?? row.tipId))!;
        await db.run(RETAIN, [
          row.id,
          retained.formerMember,
          of.id,
          of.purpose,
          of.subjectId,
          of.provider,
          row.providerRef ?? of.providerRef,
          row.kind,
          row.amountCents,
          row.currency,
          row.at,
          retained.at,
        ]);
      }
      await db.run(DELETE_CODE, [email]);
      await db.run(DELETE_IDEMPOTENCY, [idempotencyScope]);
      await db.run(DELETE_DEV_MAIL, [email]);
      await db.run(FORGET_FORMAT_INTERESTS, [email]);
      await db.run(FORGET_IN_BATCHES[db.engine], [userId, JSON.stringify(userId)]);
      await db.run(DELETE_USER, [userId]);
      await db.run(FORGET_IN_CHANGES, [userId]);
    },
    /** The money records deleted accounts left behind, without the person: oldest first. */
    retainedMoneyRecords: () => db.all<RetainedMoneyRecord>(RETAINED, []),
  };
}

export type MyDataRepo = ReturnType<typeof myDataRepo>;
