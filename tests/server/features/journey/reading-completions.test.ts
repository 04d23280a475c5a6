import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

async function setUp() {
  t = await buildTestApp({ now: fakeClock('2026-11-20T15:00:00Z').now });
  return createMember(t.app.db, { firstName: 'Ines' });
}

const complete = (member: TestMember, roadmaps: Record<string, string[]>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/updateUserProperty',
    payload: { changes: [{ field: 'roadmaps', value: roadmaps }] },
    headers: { 'idempotency-key': crypto.randomUUID() },
    cookies: { sid: member.sessionId },
  });

describe("reading the member's roadmaps", () => {
  it('GET /api/users/currentUser answers the spec’s User object with the roadmaps map; only for its owner', async () => {
    const member = await setUp();
    const other = await createMember(t.app.db, { firstName: 'Olu' });
    const before = await t.app.inject({ url: '/api/users/currentUser', cookies: { sid: member.sessionId } });
    expect(before.json()).toMatchObject({ id: member.email, hasProfile: true, location: 'CA:ON:Toronto', roadmaps: {} });
    await complete(member, { 'getting-started': ['anonymous-feedback', 'craft-profile'] });
    const after = await t.app.inject({ url: '/api/users/currentUser', cookies: { sid: member.sessionId } });
    expect(after.json().roadmaps).toEqual({ 'getting-started': ['anonymous-feedback', 'craft-profile'] });
    const theirs = await t.app.inject({ url: '/api/users/currentUser', cookies: { sid: other.sessionId } });
    expect(theirs.json().roadmaps).toEqual({});
    expect((await t.app.inject({ url: '/api/users/currentUser' })).statusCode).toBe(401);
  });

  it('the "download my data" export lists the completions with their times; deleting the account deletes them', async () => {
    const member = await setUp();
    await complete(member, { 'getting-started': ['anonymous-feedback'] });
    const res = await t.app.inject({ url: '/api/users/me/data', cookies: { sid: member.sessionId } });
    expect(res.json().roadmapCompletions).toEqual([
      { roadmapId: 'getting-started', stepId: 'anonymous-feedback', completedAt: '2026-11-20T15:00:00.000Z' },
    ]);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      payload: { email: member.email },
      cookies: { sid: member.sessionId },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.repos.journey.completionsOf(member.email)).toEqual([]);
  });
});
