import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { runIdempotent } from '../../../server/plugins/idempotency';
import { createMember } from '../../helpers/members';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

const FULL = 2;
const NORMAL = 1;

describe('what a device is told is saved survives a power cut', () => {
  it('commits every acknowledged outbox change with synchronous=FULL, and leaves the connection at NORMAL', async () => {
    let duringCommit = -1;
    t = await buildTestApp({
      extraRoutes: (app) => {
        app.put('/test-durable', { config: { idempotency: 'required' } }, async (request, reply) =>
          runIdempotent(request, reply, (commit) =>
            commit(() => {
              duringCommit = app.db.pragma('synchronous', { simple: true }) as number;
              return { status: 200, body: { ok: true } };
            }),
          ),
        );
      },
    });
    const member = createMember(t.app.db);
    expect(t.app.db.pragma('synchronous', { simple: true })).toBe(NORMAL);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/test-durable',
      payload: {},
      headers: { 'idempotency-key': crypto.randomUUID() },
      cookies: { sid: member.sessionId },
    });
    expect(res.statusCode).toBe(200);
    expect(duringCommit).toBe(FULL);
    expect(t.app.db.pragma('synchronous', { simple: true })).toBe(NORMAL);
  });
});
