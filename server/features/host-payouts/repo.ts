import type { Database } from '../../db/database';
import type { AccountState } from './payouts-provider';

export interface PayoutAccountRow {
  hostId: string;
  provider: string;
  accountRef: string;
  state: AccountState;
  updatedAt: string;
}

export interface TransferRow {
  id: string;
  hostId: string;
  paymentId: string;
  kind: 'transfer' | 'reversal';
  transferId: string | null;
  amountCents: number;
  currency: string;
  status: 'sending' | 'sent' | 'failed';
  providerRef: string | null;
  at: string;
}

export interface PayoutRow {
  id: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'failed';
  /** The day it reaches the bank (a UTC date, YYYY-MM-DD, as Stripe gives it). */
  arrivedOn: string;
}

const ACCOUNT = `host_id AS "hostId", provider, account_ref AS "accountRef", state, updated_at AS "updatedAt"`;
const TRANSFER = `id, host_id AS "hostId", payment_id AS "paymentId", kind, transfer_id AS "transferId", amount_cents AS "amountCents",
  currency, status, provider_ref AS "providerRef", at`;

/**
 * All SQL of hosts' payouts: host_payout_accounts (the connected account and its state), host_transfers (the host's
 * share sent after each session, and reversals) and host_payouts (the provider's payouts to the host's bank). These
 * are the moves' states; the money each one moved is a ledger row (ledger/repo.ts), which the sums are read from.
 */
export function payoutsRepo(db: Database) {
  return {
    account: (hostId: string) => db.get<PayoutAccountRow>(`SELECT ${ACCOUNT} FROM host_payout_accounts WHERE host_id = ?`, [hostId]),
    accountByRef: (ref: string) => db.get<PayoutAccountRow>(`SELECT ${ACCOUNT} FROM host_payout_accounts WHERE account_ref = ?`, [ref]),
    /**
     * Keeps the host's first account: a second connect (another tab, a replay) finds it instead of making another. An
     * account of another provider (a demo account once Stripe is set up) is replaced.
     */
    async addAccount(row: { hostId: string; provider: string; accountRef: string; state: AccountState }, at: string): Promise<boolean> {
      const { changes } = await db.run(
        `INSERT INTO host_payout_accounts (host_id, provider, account_ref, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
          ON CONFLICT (host_id) DO UPDATE SET provider = excluded.provider, account_ref = excluded.account_ref, state = excluded.state,
            updated_at = excluded.updated_at WHERE host_payout_accounts.provider <> excluded.provider`,
        [row.hostId, row.provider, row.accountRef, row.state, at, at],
      );
      return changes === 1;
    },
    async setState(accountRef: string, state: AccountState, at: string): Promise<void> {
      await db.run('UPDATE host_payout_accounts SET state = ?, updated_at = ? WHERE account_ref = ? AND state <> ?', [
        state,
        at,
        accountRef,
        state,
      ]);
    },

    transfersOf: (paymentId: string) =>
      db.all<TransferRow>(`SELECT ${TRANSFER} FROM host_transfers WHERE payment_id = ? ORDER BY at, id`, [paymentId]),
    /** Every move to or from the host's account, oldest first (their data export). */
    transfersOfHost: (hostId: string) =>
      db.all<TransferRow>(`SELECT ${TRANSFER} FROM host_transfers WHERE host_id = ? ORDER BY at, id`, [hostId]),
    unfinished: () => db.all<TransferRow>(`SELECT ${TRANSFER} FROM host_transfers WHERE status = 'sending' ORDER BY at, id`),
    /** Writes a move before the provider is called; false when one with this id exists already. */
    async open(row: Omit<TransferRow, 'status' | 'providerRef'>): Promise<boolean> {
      const { changes } = await db.run(
        `INSERT INTO host_transfers (id, host_id, payment_id, kind, transfer_id, amount_cents, currency, status, at)
          VALUES (?, ?, ?, ?, ?, ?, ?, 'sending', ?) ON CONFLICT (id) DO NOTHING`,
        [row.id, row.hostId, row.paymentId, row.kind, row.transferId, row.amountCents, row.currency, row.at],
      );
      return changes === 1;
    },
    /** The provider made the move; false when another server recorded it first. */
    async sent(id: string, providerRef: string): Promise<boolean> {
      const { changes } = await db.run(`UPDATE host_transfers SET status = 'sent', provider_ref = ? WHERE id = ? AND status = 'sending'`, [
        providerRef,
        id,
      ]);
      return changes === 1;
    },
    /** The provider refused the move for good: it counts as nothing sent. */
    async failed(id: string): Promise<void> {
      await db.run(`UPDATE host_transfers SET status = 'failed' WHERE id = ? AND status = 'sending'`, [id]);
    },
    /** Of these tickets, those with any move to or from the host's account. */
    async withMoves(paymentIds: readonly string[]): Promise<Set<string>> {
      if (paymentIds.length === 0) return new Set();
      const rows = await db.all<{ paymentId: string }>(
        `SELECT DISTINCT payment_id AS "paymentId" FROM host_transfers WHERE payment_id IN (${paymentIds.map(() => '?').join(', ')})`,
        paymentIds,
      );
      return new Set(rows.map((row) => row.paymentId));
    },

    /** A payout as the provider reported it; a later report of the same payout (failed after paid) replaces it. */
    async recordPayout(row: PayoutRow & { hostId: string }, at: string): Promise<void> {
      await db.run(
        `INSERT INTO host_payouts (id, host_id, amount_cents, currency, status, arrived_at, at) VALUES (?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (id) DO UPDATE SET status = excluded.status, at = excluded.at`,
        [row.id, row.hostId, row.amountCents, row.currency, row.status, row.arrivedOn, at],
      );
    },

    payoutsOf: (hostId: string) =>
      db.all<PayoutRow>(
        `SELECT id, amount_cents AS "amountCents", currency, status, arrived_at AS "arrivedOn" FROM host_payouts WHERE host_id = ?
          ORDER BY arrived_at DESC, id`,
        [hostId],
      ),
  };
}

export type PayoutsRepo = ReturnType<typeof payoutsRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Hosts' payout accounts and transfers. */
    payouts: ReturnType<typeof payoutsRepo>;
  }
}
