import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../server/plugins/errors';
import { IDEMPOTENCY_KEEP_MS, runIdempotent, STALE_CLAIM_MS } from '../../../server/plugins/idempotency';
import { createSignedInUser, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let clock = new Date('2026-11-21T12:00:00Z');
/** While set, the test route waits for it before its change, so a test can hold a request "in progress". */
let gate: { promise: Promise<void>; open(): void } | null = null;
let failuresLeft = 0;

function closeGate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  gate = {
    promise,
    open: () => {
      gate = null;
      open();
    },
  };
}

/** A route that opts in the way real routes do: slow part first, then the change through commit. */
function testRoutes(app: FastifyInstance) {
  app.db.exec('CREATE TABLE IF NOT EXISTS test_notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  const insert = app.db.prepare('INSERT INTO test_notes (text) VALUES (?)');
  const handler = (request: Parameters<typeof runIdempotent>[0], reply: Parameters<typeof runIdempotent>[1]) =>
    runIdempotent(request, reply, async (commit) => {
      if (gate) await gate.promise;
      if (failuresLeft > 0) {
        failuresLeft--;
        throw new AppError('internal-error', 503, 'Try again.');
      }
      const { text } = request.body as { text: string };
      return commit(() => ({ status: 201, body: { id: Number(insert.run(text).lastInsertRowid), text } }));
    });
  app.post('/test/notes', { config: { idempotency: 'required' } }, handler);
  app.post('/test/public-notes', { config: { idempotency: 'optional' } }, handler);
}

beforeEach(async () => {
  clock = new Date('2026-11-21T12:00:00Z');
  gate = null;
  failuresLeft = 0;
  t = await buildTestApp({ now: () => clock, extraRoutes: testRoutes });
});
afterEach(() => t.close());

function post(body: object, key: string | null, account?: TestAccount, url = '/test/notes') {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: key === null ? {} : { 'idempotency-key': key },
    cookies: account ? { sid: account.sessionId } : {},
  });
}

const notes = () => (t.app.db.prepare('SELECT COUNT(*) AS n FROM test_notes').get() as { n: number }).n;
const storedKeys = (key: string) =>
  (t.app.db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys WHERE idempotency_key = ?').get(key) as { n: number }).n;

const claimedAt = (key: string) =>
  (t.app.db.prepare('SELECT claimed_at AS at FROM idempotency_keys WHERE idempotency_key = ?').get(key) as { at: string } | undefined)?.at;

/** Waits (no sleeping) until a request holds the key's claim, taken at `at` when given. */
async function untilClaimed(key: string, at?: Date) {
  const done = () => (at ? claimedAt(key) === at.toISOString() : claimedAt(key) !== undefined);
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

describe('idempotency', () => {
  it('a replay gets the stored answer with Idempotent-Replayed, and the change happens exactly once', async () => {
    const account = createSignedInUser(t.app.db);
    const key = crypto.randomUUID();
    const first = await post({ text: 'hello' }, key, account);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const replay = await post({ text: 'hello' }, key.toUpperCase(), account);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(notes()).toBe(1);
  });

  it('the same key with a different body is 422 idempotency-key-reused', async () => {
    const account = createSignedInUser(t.app.db);
    const key = crypto.randomUUID();
    await post({ text: 'hello' }, key, account);
    const res = await post({ text: 'goodbye' }, key, account);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('idempotency-key-reused');
    expect(notes()).toBe(1);
  });

  it('the same key while the first request is still running is 409 request-in-progress', async () => {
    const account = createSignedInUser(t.app.db);
    const key = crypto.randomUUID();
    closeGate();
    const first = post({ text: 'hello' }, key, account);
    await untilClaimed(key);
    const second = await post({ text: 'hello' }, key, account);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('request-in-progress');
    expect(second.headers['retry-after']).toBeDefined();
    gate!.open();
    expect((await first).statusCode).toBe(201);
    expect((await post({ text: 'hello' }, key, account)).headers['idempotent-replayed']).toBe('true');
    expect(notes()).toBe(1);
  });

  it('keys are per user: two members using the same key each get their own change', async () => {
    const key = crypto.randomUUID();
    const a = await post({ text: 'hello' }, key, createSignedInUser(t.app.db));
    const b = await post({ text: 'hello' }, key, createSignedInUser(t.app.db));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(a.json().id).not.toBe(b.json().id);
    expect(notes()).toBe(2);
  });

  it('a failed request stores nothing, so a retry with the same key runs again', async () => {
    const account = createSignedInUser(t.app.db);
    const key = crypto.randomUUID();
    failuresLeft = 1;
    expect((await post({ text: 'hello' }, key, account)).statusCode).toBe(503);
    expect(storedKeys(key)).toBe(0);
    const retry = await post({ text: 'hello' }, key, account);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(notes()).toBe(1);
  });

  it('a claim older than 5 minutes (its process died) is taken over, and the late original cannot commit twice', async () => {
    const account = createSignedInUser(t.app.db);
    const key = crypto.randomUUID();
    closeGate();
    const original = post({ text: 'hello' }, key, account);
    await untilClaimed(key);
    clock = new Date(clock.getTime() + STALE_CLAIM_MS + 1);
    const retry = post({ text: 'hello' }, key, account);
    await untilClaimed(key, clock);
    gate!.open();
    const [late, taken] = await Promise.all([original, retry]);
    expect([late.statusCode, taken.statusCode].sort()).toEqual([201, 409]);
    expect(notes()).toBe(1);
  });

  it('keeps keys for 7 days, then prunes them', async () => {
    const account = createSignedInUser(t.app.db);
    const key = crypto.randomUUID();
    await post({ text: 'hello' }, key, account);
    clock = new Date(clock.getTime() + IDEMPOTENCY_KEEP_MS - 1000);
    expect((await post({ text: 'hello' }, key, account)).headers['idempotent-replayed']).toBe('true');
    clock = new Date(clock.getTime() + 2000);
    await post({ text: 'another' }, crypto.randomUUID(), account);
    expect(storedKeys(key)).toBe(0);
  });

  it('a route that requires a key refuses a missing or malformed one with 400', async () => {
    const account = createSignedInUser(t.app.db);
    const missing = await post({ text: 'hello' }, null, account);
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'idempotency-key-missing']);
    const malformed = await post({ text: 'hello' }, 'not-a-uuid', account);
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'idempotency-key-malformed']);
    expect(notes()).toBe(0);
  });

  it('an optional route works without a key and replays by key for anonymous callers', async () => {
    expect((await post({ text: 'a' }, null, undefined, '/test/public-notes')).statusCode).toBe(201);
    expect((await post({ text: 'a' }, null, undefined, '/test/public-notes')).statusCode).toBe(201);
    const key = crypto.randomUUID();
    await post({ text: 'b' }, key, undefined, '/test/public-notes');
    const replay = await post({ text: 'b' }, key, undefined, '/test/public-notes');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(notes()).toBe(3);
  });
});
