import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../../../server/db/sqlite-database';
import type { WalSync } from '../../../server/db/wal-sync';
import { runIdempotent, runIdempotentChange } from '../../../server/plugins/idempotency';
import { createMember } from '../../helpers/members';
import { onPostgres } from '../../helpers/test-database';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

const NORMAL = 1;

function sqliteOf(app: FastifyInstance): { db: SqliteDatabase; walSync: WalSync } {
  if (!(app.db instanceof SqliteDatabase) || !app.db.walSync) throw new Error('this test runs on a SQLite file');
  return { db: app.db, walSync: app.db.walSync };
}
const synchronous = (app: FastifyInstance) => sqliteOf(app).db.connection.pragma('synchronous', { simple: true }) as number;

/** What the WAL's syncing had done when the change ran and when its answer was sent. */
interface Seen {
  change?: { syncs: number; synchronous: number };
  answer?: { syncs: number; unsynced: number };
}

/** A route-level onSend hook that notes the WAL's state as the answer leaves. */
const noteAnswer = (seen: Seen, app: () => FastifyInstance) => async (_request: unknown, _reply: unknown, payload: unknown) => {
  const { walSync } = sqliteOf(app());
  seen.answer = { syncs: walSync.syncs, unsynced: walSync.unsynced };
  return payload;
};

describe('what a device is told is saved survives a power cut', () => {
  // SQLite's WAL sync is what this checks; PostgreSQL commits every transaction durably (synchronous_commit stays
  // on), so there is nothing to wait for there.
  it.skipIf(onPostgres())(
    'an acknowledged outbox change (runIdempotent) is answered only after a WAL sync begun after its commit; the connection stays at NORMAL',
    async () => {
      const seen: Seen = {};
      t = await buildTestApp({
        extraRoutes: (app) => {
          app.put(
            '/test-durable',
            { config: { idempotency: 'required' }, onSend: noteAnswer(seen, () => app) },
            async (request, reply) =>
              runIdempotent(request, reply, (commit) =>
                commit(async () => {
                  seen.change = { syncs: sqliteOf(app).walSync.syncs, synchronous: synchronous(app) };
                  return { status: 200, body: { ok: true } };
                }),
              ),
          );
        },
      });
      const member = await createMember(t.app.db);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/test-durable',
        payload: {},
        headers: { 'idempotency-key': crypto.randomUUID() },
        cookies: { sid: member.sessionId },
      });
      expect(res.statusCode).toBe(200);
      expect(seen.change!.synchronous).toBe(NORMAL);
      expect(seen.answer!.syncs).toBeGreaterThan(seen.change!.syncs);
      expect(seen.answer!.unsynced).toBe(0);
      expect(synchronous(t.app)).toBe(NORMAL);
    },
  );

  it.skipIf(onPostgres())(
    'a route whose whole work is one change (runIdempotentChange) commits it with its key, and answers after the WAL sync',
    async () => {
      const seen: Seen = {};
      t = await buildTestApp({
        extraRoutes: (app) => {
          app.put(
            '/test-durable-change',
            { config: { idempotency: 'required' }, onSend: noteAnswer(seen, () => app) },
            async (request, reply) =>
              runIdempotentChange(request, reply, async () => {
                seen.change = { syncs: sqliteOf(app).walSync.syncs, synchronous: synchronous(app) };
                return { status: 200, body: { ok: true } };
              }),
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
      expect(seen.answer!.syncs).toBeGreaterThan(seen.change!.syncs);
      expect(seen.answer!.unsynced).toBe(0);
      // The key was stored in the same commit, with its answer.
      expect(await t.app.db.get('SELECT status FROM idempotency_keys WHERE idempotency_key = ?', [key])).toEqual({ status: 200 });
    },
  );

  it.skipIf(onPostgres())(
    'a replayed answer is given only once every commit before it is synced (its own may be a moment old)',
    async () => {
      const seen: Seen = {};
      t = await buildTestApp({
        extraRoutes: (app) => {
          app.put('/test-replay', { config: { idempotency: 'required' }, onSend: noteAnswer(seen, () => app) }, async (request, reply) =>
            runIdempotent(request, reply, (commit) => commit(async () => ({ status: 200, body: { ok: true } }))),
          );
        },
      });
      const member = await createMember(t.app.db);
      const send = (key: string) =>
        t.app.inject({ method: 'PUT', url: '/test-replay', payload: {}, headers: { 'idempotency-key': key }, cookies: { sid: member.sessionId } });
      const key = crypto.randomUUID();
      expect((await send(key)).statusCode).toBe(200);

      // As if the first answer's commit were still waiting for its sync when the device sent the change again.
      const { walSync } = sqliteOf(t.app);
      walSync.noteCommit();
      const syncsBefore = walSync.syncs;
      const replay = await send(key);
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(seen.answer).toEqual({ syncs: syncsBefore + 1, unsynced: 0 });
    },
  );
});
