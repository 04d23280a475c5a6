import type { Database } from '../../db/database';
import { idempotencyRepo } from '../../plugins/idempotency-repo';
import { codeRepo } from '../auth/code-repo';
import { oidcRepo } from '../auth/oidc/repo';
import { authRepo } from '../auth/repo';
import { discoverRepo } from '../discover/repo';
import { programJourneyRepo } from '../programs/journey-repo';
import { attendanceRepo } from '../groups/attendance-repo';
import { disputesRepo } from '../groups/disputes-repo';
import { meetAgainRepo } from '../groups/meet-again-repo';
import { groupsRepo } from '../groups/repo';
import { ledgerRepo } from '../ledger/repo';
import { devOutboxRepo } from '../mail/dev-outbox-repo';
import { noticesRepo } from '../notices/repo';
import { paymentsRepo } from '../payments/repo';
import { tipsRepo } from '../payments/tips-repo';
import { picksRepo } from '../discover/picks-repo';
import { profilesRepo } from '../profiles/repo';

// Everything stored about one member, for the export, and the deletion of an account: each table's part is asked of
// its own repo. Every read is keyed by the member's own id as the actor (from_id, blocker_id, reporter_id, user_id):
// nothing here reads what others did about the member (their picks of them above all).

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

/** "My data": the export's parts and the deletion, each asked of the repo that owns its table; retained_money_records. */
export function myDataRepo(db: Database) {
  const auth = authRepo(db);
  const picks = picksRepo(db);
  const discover = discoverRepo(db);
  return {
    sessions: (userId: string) => auth.sessionsOf(userId),
    identities: (userId: string) => oidcRepo(db).identitiesFor(userId),
    picks: (userId: string) => picks.exportPicks(userId),
    blocks: (userId: string) => picks.exportBlocks(userId),
    reports: (userId: string) => picks.exportReports(userId),
    groups: (userId: string) => groupsRepo(db).exportGroups(userId),
    notices: (userId: string) => noticesRepo(db).exportNotices(userId),
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
    disputes: (userId: string) => disputesRepo(db).exportDisputes(userId),
    attendance: (userId: string) => attendanceRepo(db).exportAttendance(userId),
    meetAgain: (userId: string) => meetAgainRepo(db).exportAnswers(userId),
    photoOf: (userId: string) => profilesRepo(db).photoOf(userId),
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
      const rows = await programJourneyRepo(db).exportInterests(email);
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
      await discover.forgetInBatches(userId);
      await profilesRepo(db).remove(userId);
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
      // Rows keyed by the address or the account id as text rather than by a foreign key.
      await codeRepo(db).burnAll(email);
      await idempotencyRepo(db).forgetScope(idempotencyScope);
      await devOutboxRepo(db).forget(email);
      await programJourneyRepo(db).forgetInterests(email);
      // Others' batches name the member in a list no foreign key reaches; the change feed's rows go after the account.
      await discover.forgetInBatches(userId);
      await auth.deleteUser(userId);
      await discover.forgetInChanges(userId);
    },
    /** The money records deleted accounts left behind, without the person: oldest first. */
    retainedMoneyRecords: () => db.all<RetainedMoneyRecord>(RETAINED, []),
  };
}

export type MyDataRepo = ReturnType<typeof myDataRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** The export and the deletion, asking each repo. */
    myData: ReturnType<typeof myDataRepo>;
  }
}
