import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../../../shared/discover';
import { CITIES } from '../../../../shared/weekly-cycle';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { batchEntries, storedBatches } from '../../../helpers/batch-entries';

const toronto = CITIES[0]!;
let t: TestApp;
afterEach(async () => t?.close());

function batchOf(member: TestMember) {
  return t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', cookies: { sid: member.sessionId } });
}

function pick(member: TestMember, profileId: string, level: number) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/picks/${profileId}`,
    payload: { level },
    headers: { 'idempotency-key': crypto.randomUUID() },
    cookies: { sid: member.sessionId },
  });
}

async function cityOf(count: number, clock: ReturnType<typeof fakeClock>) {
  t = await buildTestApp({ now: clock.now });
  const members: TestMember[] = [];
  for (let i = 0; i < count; i++)
    members.push(await createMember(t.app.db, { firstName: `M${i}`, interests: ['book club', `topic ${i % 5}`] }));
  return members;
}

describe('the release', () => {
  // Thursday 19 November 2026, 12:00 in Toronto is 17:00 UTC (standard time).
  it('shows nothing before Thursday 12:00 local time, and the batch from then on', async () => {
    const clock = fakeClock('2026-11-19T16:59:59Z');
    const [viewer] = await cityOf(6, clock);
    await t.app.cycle.tick();
    const before = (await batchOf(viewer!)).json() as BatchAnswer;
    expect(before.data).toEqual([]);
    expect(before.week).toMatchObject({ week: '2026-11-12', released: false, picksOpen: false });
    expect(await batchEntries(t.app.db)).toEqual([]);

    clock.set('2026-11-19T17:00:00Z');
    await t.app.cycle.tick();
    const after = (await batchOf(viewer!)).json() as BatchAnswer;
    expect(after.week).toMatchObject({ week: '2026-11-19', released: true, picksOpen: true });
    expect(after.data).toHaveLength(5);
    expect(after.data.map((card) => card.id)).not.toContain(viewer!.profileId);
  });

  it('follows local noon across the daylight-saving change (16:00 UTC in October, 17:00 in November)', async () => {
    const clock = fakeClock('2026-10-29T15:59:00Z');
    const [viewer] = await cityOf(3, clock);
    await t.app.cycle.tick();
    expect(((await batchOf(viewer!)).json() as BatchAnswer).data).toEqual([]);
    clock.set('2026-10-29T16:00:00Z');
    await t.app.cycle.tick();
    expect(((await batchOf(viewer!)).json() as BatchAnswer).data).toHaveLength(2);

    // A week later standard time has begun: 16:30 UTC is 11:30 in Toronto, still before the release.
    clock.set('2026-11-05T16:30:00Z');
    await t.app.cycle.tick();
    expect(((await batchOf(viewer!)).json() as BatchAnswer).week).toMatchObject({ week: '2026-10-29', picksOpen: false });
    expect(await t.app.repos.jobs.find('toronto', '2026-11-05', 'release')).toMatchObject({ status: 'pending' });
    clock.set('2026-11-05T17:00:00Z');
    await t.app.cycle.tick();
    expect(((await batchOf(viewer!)).json() as BatchAnswer).week).toMatchObject({ week: '2026-11-05', released: true });
  });

  it('gives each member at most 55 people, none shown before, and the same batch all week', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    const [viewer] = await cityOf(70, clock);
    await t.app.cycle.tick();
    const first = ((await batchOf(viewer!)).json() as BatchAnswer).data;
    expect(first).toHaveLength(55);
    expect(new Set(first.map((card) => card.id)).size).toBe(55);
    clock.set('2026-11-22T10:00:00Z');
    expect(((await batchOf(viewer!)).json() as BatchAnswer).data).toEqual(first);

    clock.set('2026-11-26T17:00:00Z');
    await t.app.cycle.tick();
    const second = ((await batchOf(viewer!)).json() as BatchAnswer).data;
    expect(second).toHaveLength(69 - 55);
    expect(second.filter((card) => first.some((seen) => seen.id === card.id))).toEqual([]);
  });

  it('runs each step once: ticking again changes nothing', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    await cityOf(4, clock);
    await t.app.cycle.tick();
    const entries = () => batchEntries(t.app.db);
    const after = await entries();
    expect(after).toHaveLength(12);
    await t.app.cycle.tick();
    await t.app.cycle.runStep(toronto, 'release', '2026-11-19', true);
    expect(await entries()).toEqual(after);
    expect(await t.app.repos.jobs.find('toronto', '2026-11-19', 'release')).toMatchObject({ attempts: 1, status: 'done' });
  });

  it('gives a member who joined after the release a batch as their profile is made', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    await cityOf(4, clock);
    await t.app.cycle.tick();
    // Made straight in the database, so the hook the profile route calls after its commit is called here.
    const late = await createMember(t.app.db, { firstName: 'Late' });
    await t.app.memberJoined(late.email);
    expect(((await batchOf(late)).json() as BatchAnswer).data).toHaveLength(4);
  });

  it('builds at the next tick the batch of a member who joined after the release and has none (the hook missed)', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    const members = await cityOf(4, clock);
    await t.app.cycle.tick();
    const count = async () => ({
      batches: (await storedBatches(t.app.db)).length,
      entries: (await batchEntries(t.app.db)).length,
    });
    expect(await count()).toEqual({ batches: 4, entries: 12 });
    clock.set('2026-11-20T09:00:00Z');
    const late = await createMember(t.app.db, { firstName: 'Late' });
    expect(((await batchOf(late)).json() as BatchAnswer).data).toEqual([]);
    await t.app.cycle.tick();
    expect(await count()).toEqual({ batches: 5, entries: 16 });
    const batch = ((await batchOf(late)).json() as BatchAnswer).data;
    expect(batch.map((card) => card.id).sort()).toEqual(members.map((member) => member.profileId).sort());
    // Idempotent: the next tick, and the hook after it, build nothing more.
    await t.app.cycle.tick();
    await t.app.memberJoined(late.email);
    expect(await count()).toEqual({ batches: 5, entries: 16 });
    expect(((await batchOf(late)).json() as BatchAnswer).data).toEqual(batch);
  });

  it('builds no late batch once picks are closed, nor before the release', async () => {
    const clock = fakeClock('2026-11-19T16:00:00Z');
    await cityOf(4, clock);
    await t.app.cycle.tick();
    const early = await createMember(t.app.db, { firstName: 'Early' });
    await t.app.memberJoined(early.email);
    expect(await storedBatches(t.app.db)).toHaveLength(0);
    clock.set('2026-11-19T17:00:00Z');
    await t.app.cycle.tick();
    expect(await storedBatches(t.app.db)).toHaveLength(5);

    // Monday 09:00: the matching closes this week's picks; a member who joins now waits for Thursday's release.
    clock.set('2026-11-23T14:00:00Z');
    await t.app.cycle.tick();
    const late = await createMember(t.app.db, { firstName: 'Late' });
    await t.app.memberJoined(late.email);
    await t.app.cycle.tick();
    expect((await storedBatches(t.app.db)).filter((batch) => batch.viewerId === late.email)).toHaveLength(0);
  });

  it('tells a member without a location the spec error', async () => {
    t = await buildTestApp({ now: fakeClock('2026-11-19T17:00:00Z').now });
    const member = await createMember(t.app.db);
    const missing = await t.app.inject({ url: '/api/profiles/all', cookies: { sid: member.sessionId } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'location-not-found', message: 'User location not found' });
    // Her profile goes (as a closing account's does), her account stays.
    await t.app.repos.myData.withdraw(member.email);
    expect((await batchOf(member)).json()).toMatchObject({ message: 'User location not found' });
  });

  it('keeps members apart before the pre-launch date', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now, env: { DISCOVER_OPENS_AT: '2027-02-14T05:00:00Z' } });
    const [viewer, other] = [await createMember(t.app.db), await createMember(t.app.db)];
    await t.app.cycle.tick();
    const answer = (await batchOf(viewer)).json() as BatchAnswer;
    expect(answer.data).toEqual([]);
    expect(answer.week).toMatchObject({ discoverOpensAt: '2027-02-14T05:00:00.000Z', picksOpen: false });
    expect((await pick(viewer, other.profileId, 3)).statusCode).toBe(403);
  });
});

describe('picks and the close', () => {
  it('takes picks for people in the batch while open, and refuses them after Monday 09:00', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    const [a, b] = await cityOf(2, clock);
    await t.app.cycle.tick();
    await batchOf(a!);
    const open = await pick(a!, b!.profileId, 4);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ profileId: b!.profileId, level: 4 });

    clock.set('2026-11-23T13:59:59Z');
    expect((await pick(a!, b!.profileId, 5)).statusCode).toBe(200);
    clock.set('2026-11-23T14:00:00Z');
    const closed = await pick(a!, b!.profileId, 2);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ code: 'picks-closed' });
    // Their one pick keeps the level given before the close.
    expect(await t.app.repos.picks.givenBy(a!.email)).toEqual([{ fromId: a!.email, toId: b!.email, level: 5 }]);
    expect(await t.app.repos.picks.givenBy(b!.email)).toEqual([]);
  });

  it('refuses a pick on someone never shown, and levels outside 0..5', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    const a = await createMember(t.app.db);
    await t.app.cycle.tick();
    const stranger = await createMember(t.app.db);
    expect((await pick(a, stranger.profileId, 3)).json()).toMatchObject({ code: 'not-in-batch' });
    const b = await createMember(t.app.db);
    expect((await pick(a, b.profileId, 3)).statusCode).toBe(404);
    for (const level of [6, -1, 2.5, '3']) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/picks/${b.profileId}`,
        payload: { level },
        headers: { 'idempotency-key': crypto.randomUUID() },
        cookies: { sid: a.sessionId },
      });
      expect(bad.statusCode, String(level)).toBe(400);
    }
  });

  it('a replayed pick is applied once and answers the same', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    const [a, b] = await cityOf(2, clock);
    await t.app.cycle.tick();
    const key = crypto.randomUUID();
    const send = (level = 3, idempotencyKey = key) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/picks/${b!.profileId}`,
        payload: { level },
        headers: { 'idempotency-key': idempotencyKey },
        cookies: { sid: a!.sessionId },
      });
    const first = await send();
    clock.set('2026-11-20T10:00:00Z');
    // Changed since by another pick: a replay applied again would set it back to 3.
    expect((await send(5, crypto.randomUUID())).statusCode).toBe(200);
    const replay = await send();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const picks = (await t.app.inject({ url: '/api/picks', cookies: { sid: a!.sessionId } })).json().data as { level: number }[];
    expect(picks.map((pick) => pick.level)).toEqual([5]);
  });
});
