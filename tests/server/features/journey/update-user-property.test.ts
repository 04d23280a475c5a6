import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCKED_STEP_MESSAGE, NOT_YOUR_ROADMAP_MESSAGE, UNKNOWN_ROADMAP_MESSAGE, UNKNOWN_STEP_MESSAGE } from '../../../../shared/journey';
import type { TestAccount } from '../../../helpers/accounts';
import { createMember, fakeClock } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

const clock = fakeClock('2026-11-20T15:00:00Z');

async function setUp(location = 'CA:ON:Toronto') {
  clock.set('2026-11-20T15:00:00Z');
  t = await buildTestApp({ now: clock.now });
  const member = await createMember(t.app.db, { firstName: 'Noor' });
  await t.app.repos.profiles.setSignUpFields(member.email, { location }, clock.now().toISOString());
  return member;
}

const complete = (member: TestAccount, roadmaps: unknown, key: string = crypto.randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/updateUserProperty',
    payload: { changes: [{ field: 'roadmaps', value: roadmaps }] },
    headers: { 'idempotency-key': key },
    cookies: { sid: member.sessionId },
  });

/** The member's completions, by roadmap and step. */
const stored = async (member: TestAccount) =>
  (await t.app.repos.journey.completionsOf(member.email)).sort((a, b) =>
    `${a.roadmapId}\n${a.stepId}` < `${b.roadmapId}\n${b.stepId}` ? -1 : 1,
  );

describe('POST /api/users/updateUserProperty: completing roadmap steps', () => {
  it('needs a session and an Idempotency-Key', async () => {
    const member = await setUp();
    const payload = { changes: [{ field: 'roadmaps', value: { 'getting-started': ['anonymous-feedback'] } }] };
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/users/updateUserProperty', payload });
    expect(signedOut.statusCode).toBe(401);
    const noKey = await t.app.inject({ method: 'POST', url: '/api/users/updateUserProperty', payload, cookies: { sid: member.sessionId } });
    expect([noKey.statusCode, noKey.json().code]).toEqual([400, 'idempotency-key-missing']);
    expect(await stored(member)).toEqual([]);
  });

  it('adds steps to the ones completed and answers the whole map; a replay gets the same answer and writes nothing', async () => {
    const member = await setUp();
    const key = crypto.randomUUID();
    const first = await complete(member, { 'getting-started': ['anonymous-feedback', 'craft-profile'] }, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ roadmaps: { 'getting-started': ['anonymous-feedback', 'craft-profile'] } });
    clock.set('2026-11-21T09:00:00Z');
    const replay = await complete(member, { 'getting-started': ['anonymous-feedback', 'craft-profile'] }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    const again = await complete(member, { 'getting-started': ['craft-profile', 'approach'] });
    expect(again.json()).toEqual({ roadmaps: { 'getting-started': ['anonymous-feedback', 'craft-profile', 'approach'] } });
    expect(await stored(member)).toEqual([
      { roadmapId: 'getting-started', stepId: 'anonymous-feedback', completedAt: '2026-11-20T15:00:00.000Z' },
      { roadmapId: 'getting-started', stepId: 'approach', completedAt: '2026-11-21T09:00:00.000Z' },
      // Completed again in the later request: the first completion's time stays.
      { roadmapId: 'getting-started', stepId: 'craft-profile', completedAt: '2026-11-20T15:00:00.000Z' },
    ]);
  });

  it('never reverts a completion: a request without a step, or with an empty list, keeps it', async () => {
    const member = await setUp();
    await complete(member, { 'getting-started': ['anonymous-feedback', 'craft-profile'] });
    const fewer = await complete(member, { 'getting-started': ['anonymous-feedback'] });
    expect(fewer.json().roadmaps).toEqual({ 'getting-started': ['anonymous-feedback', 'craft-profile'] });
    const empty = await complete(member, { 'getting-started': [] });
    expect(empty.json().roadmaps).toEqual({ 'getting-started': ['anonymous-feedback', 'craft-profile'] });
    expect(await stored(member)).toHaveLength(2);
  });

  it('refuses unknown roadmaps, unknown steps and unknown fields with per-field messages, and stores nothing', async () => {
    const member = await setUp();
    const roadmap = await complete(member, { 'learn-to-fly': ['takeoff'] });
    expect([roadmap.statusCode, roadmap.json().code]).toEqual([400, 'validation-failed']);
    expect(roadmap.json().fields).toEqual({ 'roadmaps.learn-to-fly': UNKNOWN_ROADMAP_MESSAGE });
    const step = await complete(member, { 'getting-started': ['anonymous-feedback', 'fly-a-kite'] });
    expect(step.json().fields).toEqual({ 'roadmaps.getting-started.fly-a-kite': UNKNOWN_STEP_MESSAGE });
    const shape = await complete(member, { 'getting-started': 'craft-profile' });
    expect(Object.keys(shape.json().fields)).toEqual(['roadmaps']);
    const field = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateUserProperty',
      payload: { changes: [{ field: 'email', value: 'someone@example.com' }] },
      headers: { 'idempotency-key': crypto.randomUUID() },
      cookies: { sid: member.sessionId },
    });
    expect([field.statusCode, field.json().fields]).toEqual([400, { email: 'This field cannot be changed here.' }]);
    for (const name of ['__proto__', 'constructor']) {
      const odd = await t.app.inject({
        method: 'POST',
        url: '/api/users/updateUserProperty',
        payload: {
          changes: [
            { field: 'roadmaps', value: { 'getting-started': ['craft-profile'] } },
            { field: name, value: {} },
          ],
        },
        headers: { 'idempotency-key': crypto.randomUUID() },
        cookies: { sid: member.sessionId },
      });
      expect([name, odd.statusCode, odd.json().code]).toEqual([name, 400, 'validation-failed']);
      expect(odd.json().fields).toEqual(
        name === '__proto__' ? { changes: 'This field cannot be changed here.' } : { [name]: 'This field cannot be changed here.' },
      );
    }
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateUserProperty',
      payload: { changes: [] },
      headers: { 'idempotency-key': crypto.randomUUID() },
      cookies: { sid: member.sessionId },
    });
    expect(none.statusCode).toBe(400);
    expect(await stored(member)).toEqual([]);
  });

  it('keeps the order: a step whose earlier steps are not completed is locked, counting the ones sent with it', async () => {
    const member = await setUp();
    const skipped = await complete(member, { 'getting-started': ['anonymous-feedback', 'approach'] });
    expect([skipped.statusCode, skipped.json().fields]).toEqual([400, { 'roadmaps.getting-started.approach': LOCKED_STEP_MESSAGE }]);
    expect(await stored(member)).toEqual([]);
    const together = await complete(member, { 'getting-started': ['approach', 'craft-profile', 'anonymous-feedback'] });
    expect(together.json().roadmaps).toEqual({ 'getting-started': ['anonymous-feedback', 'craft-profile', 'approach'] });
  });

  it('accepts the spec’s Capitalised spellings Changes, Field and Value', async () => {
    const member = await setUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateUserProperty',
      payload: { Changes: [{ Field: 'Roadmaps', Value: { 'getting-started': ['anonymous-feedback'] } }] },
      headers: { 'idempotency-key': crypto.randomUUID() },
      cookies: { sid: member.sessionId },
    });
    expect(res.json()).toEqual({ roadmaps: { 'getting-started': ['anonymous-feedback'] } });
  });
});

describe('the bonus giveaway roadmap', () => {
  it('is forbidden to a Toronto member', async () => {
    const member = await setUp('CA:ON:Toronto');
    const res = await complete(member, { 'bonus-giveaway': ['giveaway-rules'] });
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([403, 'forbidden', NOT_YOUR_ROADMAP_MESSAGE]);
    expect(await stored(member)).toEqual([]);
  });

  it('is open to a Vancouver member, in its own order', async () => {
    const member = await setUp('CA:BC:Vancouver');
    const locked = await complete(member, { 'bonus-giveaway': ['giveaway-invite'] });
    expect(locked.statusCode).toBe(400);
    const res = await complete(member, { 'bonus-giveaway': ['giveaway-rules'], 'getting-started': ['anonymous-feedback'] });
    expect(res.json()).toEqual({ roadmaps: { 'bonus-giveaway': ['giveaway-rules'], 'getting-started': ['anonymous-feedback'] } });
  });
});
