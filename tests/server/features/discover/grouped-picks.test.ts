import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../../../../server/db/sqlite-database';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

function pick(member: TestMember, profileId: string, level: number, key: string = crypto.randomUUID()) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/picks/${profileId}`,
    payload: { level },
    headers: { 'idempotency-key': key },
    cookies: { sid: member.sessionId },
  });
}

describe('picks sent together', () => {
  it('each is answered on its own: a refused one fails alone, the others are saved and replay the same answer', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    const members: TestMember[] = [];
    for (const firstName of ['Ana', 'Ben', 'Cal', 'Dee']) {
      members.push(await createMember(t.app.db, { firstName, email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com` }));
    }
    await t.app.cycle.tick();
    const [ana, ben, cal, dee] = members as [TestMember, TestMember, TestMember, TestMember];
    const commitsBefore = t.app.db instanceof SqliteDatabase ? t.app.db.durableCommits : 0;
    const keys = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const answers = await Promise.all([
      pick(ana, ben.profileId, 4, keys[0]),
      pick(ben, cal.profileId, 2, keys[1]),
      // Not a profile anyone was shown: refused, alone.
      pick(cal, crypto.randomUUID(), 3, keys[2]),
      pick(dee, ana.profileId, 5, keys[3]),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 200]);
    if (t.app.db instanceof SqliteDatabase) expect(t.app.db.durableCommits - commitsBefore).toBeLessThan(3);
    const own = async (member: TestMember) =>
      (await t.app.inject({ url: '/api/picks', cookies: { sid: member.sessionId } })).json().data as { profileId: string; level: number }[];
    expect((await own(ana)).map(({ profileId, level }) => ({ profileId, level }))).toEqual([{ profileId: ben.profileId, level: 4 }]);
    expect((await own(ben)).map(({ profileId, level }) => ({ profileId, level }))).toEqual([{ profileId: cal.profileId, level: 2 }]);
    expect(await own(cal)).toEqual([]);
    expect((await own(dee)).map(({ profileId, level }) => ({ profileId, level }))).toEqual([{ profileId: ana.profileId, level: 5 }]);
    const replay = await pick(ana, ben.profileId, 4, keys[0]);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(answers[0]!.body);
    // The refused one stored nothing under its key: sent again, it runs again.
    const again = await pick(cal, crypto.randomUUID(), 3, keys[2]);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('a pick’s answer', () => {
  it('is the pick as GET /picks then lists it, and a demo member returns a real person’s pick', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    const ana = await createMember(t.app.db, { firstName: 'Ana', email: `ana-${crypto.randomUUID()}@example.com` });
    const demo = await createMember(t.app.db, { firstName: 'Dem', email: `dem-${crypto.randomUUID()}@example.com`, isDemo: true });
    await t.app.cycle.tick();
    clock.set('2026-11-19T17:01:00Z');
    const answer = await pick(ana, demo.profileId, 4);
    expect(answer.statusCode).toBe(200);
    const listed = (await t.app.inject({ url: '/api/picks', cookies: { sid: ana.sessionId } })).json().data;
    expect(listed).toEqual([answer.json()]);
    expect(answer.json()).toEqual({ profileId: demo.profileId, level: 4, updatedAt: '2026-11-19T17:01:00.000Z' });
    expect(await t.app.repos.picks.level(demo.email, ana.email)).toBe(4);
  });
});

describe('a pick across a block', () => {
  it('is refused both ways, as for someone never shown, while others still pick either of the two', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    const members: TestMember[] = [];
    for (const firstName of ['Ana', 'Ben', 'Cal']) {
      members.push(await createMember(t.app.db, { firstName, email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com` }));
    }
    await t.app.cycle.tick();
    const [ana, ben, cal] = members as [TestMember, TestMember, TestMember];
    expect((await pick(ana, ben.profileId, 3)).statusCode).toBe(200);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      payload: { profileId: ben.profileId },
      headers: { 'idempotency-key': crypto.randomUUID() },
      cookies: { sid: ana.sessionId },
    });
    expect(blocked.statusCode).toBe(200);
    for (const [from, to] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      const refused = await pick(from, to.profileId, 4);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'not-in-batch' });
    }
    expect((await pick(cal, ana.profileId, 4)).statusCode).toBe(200);
    expect((await pick(cal, ben.profileId, 4)).statusCode).toBe(200);
  });
});

describe('a pick by a member discover does not serve', () => {
  it('says why before anything about the profile picked: no location, a city not open, no profile', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    const ana = await createMember(t.app.db, { firstName: 'Ana', email: `ana-${crypto.randomUUID()}@example.com` });
    const ben = await createMember(t.app.db, { firstName: 'Ben', email: `ben-${crypto.randomUUID()}@example.com` });
    await t.app.cycle.tick();
    const codes = async () =>
      Promise.all([ben.profileId, crypto.randomUUID()].map(async (profileId) => (await pick(ana, profileId, 3)).json().code));

    await t.app.repos.profiles.setSignUpFields(ana.email, { location: '' }, clock.now().toISOString());
    expect(await codes()).toEqual(['location-not-found', 'location-not-found']);
    await t.app.repos.profiles.setSignUpFields(ana.email, { location: 'US:NY:New York' }, clock.now().toISOString());
    expect(await codes()).toEqual(['city-not-open', 'city-not-open']);
    // Her profile goes (as a closing account's does).
    await t.app.repos.myData.withdraw(ana.email);
    expect(await codes()).toEqual(['location-not-found', 'location-not-found']);
    // Neither of the two has any pick.
    for (const member of [ana, ben]) expect(await t.app.repos.picks.givenBy(member.email)).toEqual([]);
  });
});
