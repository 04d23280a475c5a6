import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { depositHolds, PLACING_GRACE_MS } from '../../../../server/features/payments/deposit-holds';
import { paymentsRepo } from '../../../../server/features/payments/repo';
import { stripeProvider } from '../../../../server/features/payments/stripe-provider';
import { createSignedInUser } from '../../../helpers/accounts';
import { type FakeStripe, startFakeStripe } from '../../../helpers/fake-stripe';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Deposits survive a crash: the process doing a deposit's work is killed -9 between a Stripe call and its database write,
// 20 times; after reconciliation the database knows every hold Stripe has, and nothing is ever captured twice.
const WORKER = path.resolve('tests/helpers/deposit-worker.ts');
const ROUNDS = 20;

let t: TestApp;
let stripe: FakeStripe;
afterEach(async () => {
  await t?.close();
  await stripe?.close();
});

interface Row {
  id: string;
  status: string;
  ref: string | null;
  subjectId: string;
}

describe('kill -9 between a Stripe call and its database write', () => {
  it(`${ROUNDS} rounds: never a hold the database does not know about after reconciliation, never a double capture`, async () => {
    t = await buildTestApp();
    stripe = await startFakeStripe();
    let ahead = 0;
    const now = () => new Date(Date.now() + ahead);
    const provider = stripeProvider({ secretKey: 'sk_test_fake', host: stripe.host, port: stripe.port, protocol: 'http' });
    const holds = depositHolds(t.app.db, provider, { amountCents: 1000, currency: 'cad' }, now);
    const member = await createSignedInUser(t.app.db, { email: `m-${crypto.randomUUID()}@example.com` });
    const database = { databaseUrl: t.config.databaseUrl ?? undefined, file: path.join(t.config.dataDir, 'app.db') };
    const killed: boolean[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      const op = round % 2 === 0 ? 'place' : 'capture';
      // Half the kills come before Stripe's answer reaches the process, half after it: at once (it may or may not have
      // written it) or once the database shows it written (the process dies before its own end).
      const moment = round % 4 < 2 ? 'before-answer' : 'answered';
      const afterTheWrite = moment === 'answered' && round % 8 >= 4;
      const subjectId = `g-${round}`;
      const holdId = op === 'capture' ? (await holds.place(member.email, 'group', subjectId, 'pm_card_visa')).id : undefined;
      const job = { op, database, stripe: { host: stripe.host, port: stripe.port }, userId: member.email, subjectId, holdId };
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', WORKER, JSON.stringify(job)], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      stripe.onEffect = async (effect, at) => {
        if (effect !== (op === 'place' ? 'create' : 'capture') || at !== moment) return;
        if (afterTheWrite) {
          const written = op === 'place' ? 'held' : 'captured';
          await vi.waitFor(
            async () => {
              const row = await paymentsRepo(t.app.db).findFor(member.email, 'group', subjectId);
              expect(row?.status).toBe(written);
            },
            { timeout: 10_000, interval: 2 },
          );
        }
        child.kill('SIGKILL');
        await exited;
      };
      const [code, signal] = await exited;
      stripe.onEffect = null;
      expect(signal === 'SIGKILL' || code === 0, `round ${round}: ${output}`).toBe(true);
      killed.push(signal === 'SIGKILL');

      // The server is back: reconciliation runs (the half-placed hold is old enough by then), and whatever was under
      // way is asked again with the same keys.
      ahead = PLACING_GRACE_MS + 1000;
      await holds.reconcile();
      if (holdId) await holds.capture(holdId);
      ahead = 0;
    }

    const rows: Row[] = (await paymentsRepo(t.app.db).ofUser(member.email)).map(({ id, status, providerRef, subjectId }) => ({
      id,
      status,
      ref: providerRef,
      subjectId,
    }));
    expect(killed.filter(Boolean).length, 'the kills before the answer always land').toBeGreaterThanOrEqual(ROUNDS / 2);
    expect(rows.filter((row) => row.status === 'placing')).toEqual([]);
    expect(stripe.intents.size).toBe(ROUNDS);
    for (const intent of stripe.intents.values()) {
      const row = rows.find((candidate) => candidate.ref === intent.id);
      expect(row, `Stripe's ${intent.id} is known to the database`).toBeDefined();
      expect(row!.status).toBe(intent.status === 'succeeded' ? 'captured' : 'held');
    }
    expect(stripe.effects.filter((effect) => effect === 'capture')).toHaveLength(ROUNDS / 2);
    for (const row of rows) {
      const round = Number(row.subjectId.slice(2));
      const kinds = (await holds.ledgerOf(row.id)).map((entry) => entry.kind);
      expect(kinds, row.subjectId).toEqual(round % 2 === 0 ? ['hold-placed'] : ['hold-placed', 'hold-captured', 'processing-fee']);
    }
  }, 300_000);
});
