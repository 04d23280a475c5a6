import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SqliteDatabase } from '../../../server/db/sqlite-database';
import { runIdempotent, runIdempotentChange } from '../../../server/plugins/idempotency';
import { heldSync } from '../../helpers/held-sync';
import { createMember } from '../../helpers/members';
import { onPostgres } from '../../helpers/test-database';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

const NORMAL = 1;

/** A route's onSend hook noting, as the answer leaves, the durable commits made and those on disk (wal-sync.ts). */
function noteCommitsAtSend(app: FastifyInstance) {
  const noted = { committed: -1, synced: -1 };
  const onSend = async (_request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (!(app.db instanceof SqliteDatabase)) throw new Error('this test runs on SQLite');
    noted.committed = app.db.durableCommits;
    noted.synced = app.db.syncedThrough;
    return payload;
  };
  return { noted, onSend };
}

describe('what a device is told is saved survives a power cut', () => {
  // SQLite's WAL sync is what this checks; PostgreSQL commits every transaction durably (synchronous_commit stays on),
  // so there is nothing to wait for there.
  it.skipIf(onPostgres())(
    'answers every acknowledged outbox change only once its commit is synced to disk; the connection stays at NORMAL',
    async () => {
      let atSend = { committed: -1, synced: -1 };
      const synchronous = (db: unknown) => {
        if (!(db instanceof SqliteDatabase)) throw new Error('this test runs on SQLite');
        return db.connection.pragma('synchronous', { simple: true }) as number;
      };
      t = await buildTestApp({
        extraRoutes: (app) => {
          const { noted, onSend } = noteCommitsAtSend(app);
          atSend = noted;
          app.put('/test-durable', { config: { idempotency: 'required' }, onSend }, async (request, reply) =>
            runIdempotent(request, reply, (commit) => commit(async () => ({ status: 200, body: { ok: true } }))),
          );
        },
      });
      const member = await createMember(t.app.db);
      expect(synchronous(t.app.db)).toBe(NORMAL);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/test-durable',
        payload: {},
        headers: { 'idempotency-key': crypto.randomUUID() },
        cookies: { sid: member.sessionId },
      });
      expect(res.statusCode).toBe(200);
      expect(atSend.committed).toBeGreaterThanOrEqual(1);
      expect(atSend.synced).toBeGreaterThanOrEqual(atSend.committed);
      expect(synchronous(t.app.db)).toBe(NORMAL);
    },
  );

  it.skipIf(onPostgres())(
    'a route whose whole work is one change (runIdempotentChange) commits it, with its key, and answers once it is synced',
    async () => {
      let atSend = { committed: -1, synced: -1 };
      t = await buildTestApp({
        extraRoutes: (app) => {
          const { noted, onSend } = noteCommitsAtSend(app);
          atSend = noted;
          app.put('/test-durable-change', { config: { idempotency: 'required' }, onSend }, async (request, reply) =>
            runIdempotentChange(request, reply, async () => ({ status: 200, body: { ok: true } })),
          );
        },
      });
      const member = await createMember(t.app.db);
      const key = crypto.randomUUID();
      const res = await t.app.inject({
        method: 'PUT',
        url: '/test-durable-change',
        payload: {},
        headers: { 'idempotency-key': key },
        cookies: { sid: member.sessionId },
      });
      expect(res.statusCode).toBe(200);
      expect(atSend.committed).toBeGreaterThanOrEqual(1);
      expect(atSend.synced).toBeGreaterThanOrEqual(atSend.committed);
      expect((t.app.db as SqliteDatabase).connection.pragma('synchronous', { simple: true })).toBe(NORMAL);
      // The key was stored in the same commit, with its answer.
      expect(await t.app.db.get('SELECT status FROM idempotency_keys WHERE idempotency_key = ?', [key])).toEqual({ status: 200 });
    },
  );

  it.skipIf(onPostgres())(
    'a replay that finds the answer of a commit not yet on disk sends it only once that commit is synced',
    async () => {
      const sync = heldSync();
      // Requests the route began to handle, and answers it began to send.
      let handled = 0;
      let sent = 0;
      t = await buildTestApp({
        dataSync: sync.fn,
        extraRoutes: (app) => {
          const onSend = async (_request: unknown, _reply: unknown, payload: unknown) => {
            sent += 1;
            return payload;
          };
          app.put('/test-durable', { config: { idempotency: 'required' }, onSend }, async (request, reply) => {
            handled += 1;
            return runIdempotent(request, reply, (commit) => commit(async () => ({ status: 200, body: { ok: true } })));
          });
        },
      });
      const member = await createMember(t.app.db);
      const key = crypto.randomUUID();
      const send = () =>
        t.app.inject({
          method: 'PUT',
          url: '/test-durable',
          payload: {},
          headers: { 'idempotency-key': key },
          cookies: { sid: member.sessionId },
        });
      sync.hold();
      // Released in any case, so a failure here does not leave the app's close waiting for the held sync.
      try {
        let firstAnswered = false;
        const first = send().then((res) => {
          firstAnswered = true;
          return res;
        });
        await sync.whenStarted(1);
        // The first's commit is made (its answer is stored and readable) but not yet on disk.
        expect(await t.app.db.get('SELECT status FROM idempotency_keys WHERE idempotency_key = ?', [key])).toEqual({ status: 200 });
        let replayAnswered = false;
        const replay = send().then((res) => {
          replayAnswered = true;
          return res;
        });
        // Once the route handles the replay, reading the stored answer is all it does before it would send it: a
        // replay that did not wait for the sync would have begun to send by the next turn of the event loop.
        await vi.waitFor(() => expect(handled).toBe(2), { timeout: 10_000, interval: 5 });
        await new Promise((resolve) => setImmediate(resolve));
        expect(sent).toBe(0);
        expect(firstAnswered).toBe(false);
        expect(replayAnswered).toBe(false);
        sync.release();
        const [firstRes, replayRes] = await Promise.all([first, replay]);
        expect(firstRes.statusCode).toBe(200);
        expect(replayRes.statusCode).toBe(200);
        expect(replayRes.headers['idempotent-replayed']).toBe('true');
        expect(replayRes.body).toBe(firstRes.body);
      } finally {
        sync.release();
      }
    },
  );
});
