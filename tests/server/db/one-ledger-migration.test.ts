import { afterEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../../server/db/database';
import { migrate, migrationsOf } from '../../../server/db/migrate';
import { ledgerRepo } from '../../../server/features/ledger/repo';
import { emptyDatabases, enginesUnderTest } from '../../helpers/test-database';

// The migration that made one ledger of three: a database with money in the deposits', tips' and tickets' ledgers,
// transfers to a host and a payout, as the code before it wrote them, comes out with every movement in `ledger` and
// the same sums. The old tables are written with SQL here because no code of ours knows them any more.
const databases = emptyDatabases();
afterEach(() => databases.closeAll());

const AT = '2026-11-20T10:00:00.000Z';
const ROWS: [string, string[]][] = [
  ["INSERT INTO users (id, email, created_at) VALUES ('u1', 'ana@example.com', ?), ('h1', 'host@example.com', ?)", [AT, AT]],
  [
    `INSERT INTO deposit_holds (id, user_id, purpose, subject_id, amount_cents, currency, provider, provider_ref, status, created_at, updated_at)
      VALUES ('d1', 'u1', 'group', 'g1', 1000, 'cad', 'stripe', 'pi_d1', 'captured', ?, ?)`,
    [AT, AT],
  ],
  [
    `INSERT INTO money_ledger (id, hold_id, kind, amount_cents, currency, provider_ref, at) VALUES
      ('m1', 'd1', 'hold-placed', 1000, 'cad', 'pi_d1', ?), ('m2', 'd1', 'hold-captured', 1000, 'cad', 'pi_d1', ?),
      ('m3', 'd1', 'hold-refunded', 1000, 'cad', 're_1', ?)`,
    [AT, AT, AT],
  ],
  [
    `INSERT INTO groups (id, city, week, slot, neighborhood, status, created_at, updated_at)
      VALUES ('g1', 'toronto', '2026-W47', 'sat-9', 'Annex', 'confirmed', ?, ?)`,
    [AT, AT],
  ],
  [
    `INSERT INTO tips (id, user_id, group_id, amount_cents, currency, provider, provider_ref, status, created_at, updated_at)
      VALUES ('t1', 'u1', 'g1', 500, 'cad', 'stripe', 'pi_t1', 'paid', ?, ?)`,
    [AT, AT],
  ],
  [
    "INSERT INTO tip_ledger (id, tip_id, kind, amount_cents, currency, provider_ref, at) VALUES ('l1', 't1', 'tip-paid', 500, 'cad', 'pi_t1', ?)",
    [AT],
  ],
  [
    `INSERT INTO event_formats (id, owner_id, host_email, status, title, category, city, details, created_at, updated_at)
      VALUES ('f1', 'h1', 'host@example.com', 'active', 'Pottery', 'arts', 'toronto', '{}', ?, ?)`,
    [AT, AT],
  ],
  [
    `INSERT INTO format_interests (id, format_id, email, name, about, status, created_at, updated_at)
      VALUES ('i1', 'f1', 'ana@example.com', 'Ana', '', 'paid', ?, ?), ('i2', 'f1', 'ben@example.com', 'Ben', '', 'paid', ?, ?)`,
    [AT, AT, AT, AT],
  ],
  [
    `INSERT INTO format_payments (id, format_id, interest_id, amount_cents, fee_cents, host_cents, currency, provider, status, created_at,
      updated_at) VALUES ('p1', 'f1', 'i1', 24000, 4800, 19200, 'CAD', 'stripe', 'paid', ?, ?),
      ('p2', 'f1', 'i2', 24000, 4800, 19200, 'CAD', 'stripe', 'refunded', ?, ?)`,
    [AT, AT, AT, AT],
  ],
  [
    `INSERT INTO format_ledger (id, payment_id, format_id, kind, amount_cents, fee_cents, host_cents, currency, at) VALUES
      ('charge:p1', 'p1', 'f1', 'ticket-charged', 24000, 4800, 19200, 'CAD', ?),
      ('charge:p2', 'p2', 'f1', 'ticket-charged', 24000, 4800, 19200, 'CAD', ?),
      ('refund:p2', 'p2', 'f1', 'ticket-refunded', 12000, 2400, 9600, 'CAD', ?)`,
    [AT, AT, AT],
  ],
  [
    `INSERT INTO host_transfers (id, host_id, payment_id, kind, transfer_id, amount_cents, currency, status, provider_ref, at) VALUES
      ('transfer:p1:1', 'h1', 'p1', 'transfer', NULL, 19200, 'CAD', 'sent', 'tr_1', ?),
      ('transfer:p2:1', 'h1', 'p2', 'transfer', NULL, 19200, 'CAD', 'sent', 'tr_2', ?),
      ('reversal:transfer:p2:1:9600', 'h1', 'p2', 'reversal', 'transfer:p2:1', 9600, 'CAD', 'sent', 'trr_1', ?),
      ('transfer:p2:2', 'h1', 'p2', 'transfer', NULL, 100, 'CAD', 'failed', NULL, ?)`,
    [AT, AT, AT, AT],
  ],
  [
    `INSERT INTO host_payouts (id, host_id, amount_cents, currency, status, arrived_at, at) VALUES
      ('po_1', 'h1', 28800, 'CAD', 'paid', '2026-11-22', ?), ('po_2', 'h1', 500, 'CAD', 'failed', '2026-11-23', ?)`,
    [AT, AT],
  ],
];

describe('one ledger from three', () => {
  for (const engine of enginesUnderTest() as Engine[]) {
    it(`moves every movement into the ledger, and the sums stay (${engine})`, async () => {
      const db = await databases.open(engine);
      const all = migrationsOf(engine);
      const oneLedger = all.find((m) => m.name === 'one_ledger')!;
      await migrate(
        db,
        all.filter((m) => m.version < oneLedger.version),
      );
      for (const [sql, params] of ROWS) await db.run(sql, params);
      await migrate(db, all);

      const ledger = ledgerRepo(db);
      expect((await ledger.ofHolds(['d1'])).map((row) => [row.kind, row.amountCents, row.feeCents])).toEqual([
        ['hold-placed', 1000, 0],
        ['hold-captured', 1000, 1000],
        ['hold-refunded', 1000, 1000],
      ]);
      expect((await ledger.ofTips(['t1'])).map((row) => [row.kind, row.amountCents, row.feeCents])).toEqual([['tip-paid', 500, 500]]);
      expect(await ledger.ticketsOfFormats(['f1'])).toEqual([
        { paymentId: 'p1', formatId: 'f1', currency: 'CAD', chargedCents: 24000, refundedCents: 0, feeCents: 4800, hostCents: 19200 },
        { paymentId: 'p2', formatId: 'f1', currency: 'CAD', chargedCents: 24000, refundedCents: 12000, feeCents: 2400, hostCents: 9600 },
      ]);
      // Only what the provider made: the refused transfer and the failed payout moved nothing.
      expect(await ledger.sentToHost('h1')).toEqual([{ currency: 'CAD', sentCents: 28800 }]);
      expect(await ledger.paidOutToHost('h1')).toEqual([{ currency: 'CAD', paidOutCents: 28800 }]);
      expect(await ledger.books()).toEqual([
        {
          currency: 'CAD',
          chargedCents: 48000,
          refundedCents: 12000,
          feeCents: 7200,
          hostCents: 28800,
          processingFeeCents: 0,
          sentToHostsCents: 28800,
          paidOutCents: 28800,
        },
        {
          currency: 'cad',
          chargedCents: 1500,
          refundedCents: 1000,
          feeCents: 500,
          hostCents: 0,
          processingFeeCents: 0,
          sentToHostsCents: 0,
          paidOutCents: 0,
        },
      ]);
      for (const gone of ['money_ledger', 'tip_ledger', 'format_ledger'])
        await expect(db.all(`SELECT 1 FROM ${gone}`), gone).rejects.toThrow();
    });
  }
});
