import { afterEach, describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../../../shared/discover';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { batchEntries, storedBatches } from '../../../helpers/batch-entries';

let t: TestApp;
afterEach(async () => t?.close());

function batchOf(member: TestMember) {
  return t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', cookies: { sid: member.sessionId } });
}

/** Every row of the batch tables, so a GET that wrote anything (a batch, an entry) shows. */
async function batchRows() {
  return {
    batches: (await storedBatches(t.app.db)).map(({ viewerId, week, city, createdAt }) => ({
      viewer_id: viewerId,
      week,
      city,
      created_at: createdAt,
    })),
    entries: await batchEntries(t.app.db),
  };
}

describe('a member who joins after the release', () => {
  it('GET /api/profiles/all writes nothing, even for a member with no batch yet', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    for (let i = 0; i < 4; i++) await createMember(t.app.db, { firstName: `M${i}` });
    await t.app.cycle.tick();
    clock.set('2026-11-20T09:00:00Z');
    // Straight in the database, before the profile route's hook and before the next tick.
    const late = await createMember(t.app.db, { firstName: 'Late' });
    const before = await batchRows();
    const answer = await batchOf(late);
    expect(answer.statusCode).toBe(200);
    // Not an empty week: their batch is not made yet, and the answer says so.
    expect(answer.json()).toMatchObject({ data: [], ready: false });
    expect((answer.json() as BatchAnswer).week).toMatchObject({ week: '2026-11-19', released: true, picksOpen: true });
    expect(await batchRows()).toEqual(before);

    await t.app.memberJoined(late.email);
    expect((await batchOf(late)).json()).toMatchObject({ ready: true });
    expect(((await batchOf(late)).json() as BatchAnswer).data).toHaveLength(4);
    const built = await batchRows();
    expect(built.batches).toHaveLength(before.batches.length + 1);
    // The hook is idempotent: a second call (a retried request) builds nothing more.
    await t.app.memberJoined(late.email);
    expect(await batchRows()).toEqual(built);
  });

  it('memberJoined answers without building anything for a member outside an open city', async () => {
    t = await buildTestApp({ now: fakeClock('2026-11-19T17:00:00Z').now });
    await t.app.cycle.tick();
    const member = await createMember(t.app.db, { firstName: 'Far' });
    await t.app.repos.profiles.setSignUpFields(member.email, { location: 'FR:IDF:Paris' }, new Date().toISOString());
    await t.app.memberJoined(member.email);
    await t.app.memberJoined('nobody@example.com');
    expect(await storedBatches(t.app.db)).toHaveLength(0);
  });
});
