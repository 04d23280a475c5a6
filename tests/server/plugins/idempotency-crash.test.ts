import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open-database';
import { createSignedInUser, type TestAccount } from '../../helpers/accounts';
import { type FakeStripe, startFakeStripe } from '../../helpers/fake-stripe';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process';
import { freshTestDatabase, onPostgres, type TestDatabase } from '../../helpers/test-database';

/**
 * Two real servers (server/main.ts) on one database, as two machines would run them (on SQLite, two processes on one
 * app.db through a shared DATA_DIR). A request is held inside its Stripe call on the first; the same request re-sent
 * to the second waits (409) while the first runs, and is done at once after the first is killed -9: its claim is not
 * left to wait out minutes. Fixed ports: run it under the shared test lock.
 */
const PORTS = [4471, 4472] as const;

let database: TestDatabase;
let stripe: FakeStripe;
let member: TestAccount;
const folders: string[] = [];
const servers: ServerProcess[] = [];
/** Lets the held Stripe answer go (to the killed server: nobody reads it). */
let letGo = () => {};

beforeAll(async () => {
  database = await freshTestDatabase();
  stripe = await startFakeStripe();
  const db = await openDatabase({ databaseUrl: database.url, file: path.join(newFolder(), 'app.db') });
  try {
    member = await createSignedInUser(db);
  } finally {
    await db.close();
  }
}, 60_000);

afterAll(async () => {
  letGo();
  await Promise.all(servers.map((server) => server.stop()));
  await stripe?.close();
  await database?.drop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function newFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'idempotency-crash-'));
  folders.push(folder);
  return folder;
}

function start(port: number): Promise<ServerProcess> {
  return startServerProcess(port, {
    // PostgreSQL: a data folder each, as on two machines; SQLite: the one app.db the member was made in.
    DATA_DIR: database.url ? newFolder() : folders[0]!,
    DATABASE_URL: database.url ?? '',
    NODE_ENV: 'test',
    SMTP_URL: '',
    SECRET_KEY: 'idempotency-crash-test-key',
    LOG_LEVEL: 'error',
    STRIPE_SECRET_KEY: 'sk_test_crash',
    STRIPE_WEBHOOK_SECRET: 'whsec_crash',
    STRIPE_API_URL: `http://${stripe.host}:${stripe.port}`,
  }).then((server) => {
    servers.push(server);
    return server;
  });
}

const setUpCard = (server: ServerProcess, key: string) =>
  fetch(`${server.url}/api/payments/card/setup`, {
    method: 'POST',
    headers: { cookie: `sid=${member.sessionId}`, 'idempotency-key': key },
  });

describe(`a server killed -9 mid-request (${onPostgres() ? 'PostgreSQL' : 'SQLite, one app.db through a shared DATA_DIR'})`, () => {
  it('the same request on another server: 409 while the first runs, done at once once it is dead, then replayed', async () => {
    const [first, second] = await Promise.all(PORTS.map(start));
    const key = crypto.randomUUID();
    // The first Stripe call made is held, unanswered, until the end of the test.
    const held = new Promise<void>((inside) => {
      stripe.onEffect = (_effect, moment) => {
        if (moment !== 'before-answer') return;
        stripe.onEffect = null;
        inside();
        return new Promise<void>((resolve) => (letGo = resolve));
      };
    });
    const running = setUpCard(first!, key).catch(() => null);
    await held;

    const meanwhile = await setUpCard(second!, key);
    expect([meanwhile.status, (await meanwhile.json()).code]).toEqual([409, 'request-in-progress']);

    first!.child.kill('SIGKILL');
    await new Promise<void>((resolve) =>
      first!.child.exitCode !== null || first!.child.signalCode !== null ? resolve() : first!.child.once('exit', () => resolve()),
    );
    expect(await running).toBeNull();

    const retried = await setUpCard(second!, key);
    const body = await retried.json();
    expect([retried.status, typeof body.clientSecret]).toEqual([200, 'string']);
    const replay = await setUpCard(second!, key);
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(await replay.json()).toEqual(body);
  }, 120_000);
});
