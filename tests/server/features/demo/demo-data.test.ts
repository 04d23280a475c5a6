import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { BatchAnswer } from '../../../../shared/discover';
import { CITIES } from '../../../../shared/weekly-cycle';
import { loadDemoDataIfEmpty } from '../../../../server/features/demo/demo-data';
import { DEMO_PEOPLE } from '../../../../server/features/demo/demo-people';
import { demoPortrait, demoPortraitFile } from '../../../../server/features/demo/demo-photos';
import { processPhoto } from '../../../../server/features/media/photo-processing';
import { programJourneyRepo } from '../../../../server/features/programs/journey-repo';
import { createMember, fakeClock } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

// Tuesday: this week's picks have closed, so the demo opens next week's at once.
for (const [day, at] of [
  ['a Sunday, picks open', '2026-11-22T15:00:00Z'],
  ['a Tuesday, picks closed', '2026-11-24T15:00:00Z'],
]) {
  it(`on ${day}: a newcomer to the demo who picks a few people sees a real group form when matching runs`, async () => {
    const clock = fakeClock(at!);
    t = await buildTestApp({ now: clock.now });
    expect(await loadDemoDataIfEmpty(t.app.db, { now: clock.now, cycle: t.app.cycle, media: t.app.media })).toBe(true);
    expect(await loadDemoDataIfEmpty(t.app.db, { now: clock.now, cycle: t.app.cycle, media: t.app.media })).toBe(false);
    await t.app.cycle.tick();
    // Every account is a demo member's, at example.com: 36 of them.
    const { auth } = t.app.repos;
    expect(await auth.countUsers()).toBe(36);
    for (const person of DEMO_PEOPLE) expect(await auth.findUser(person.email), person.email).toMatchObject({ isDemo: true });
    expect(DEMO_PEOPLE.filter((person) => person.email.endsWith('@example.com'))).toHaveLength(36);
    // The demo host's published format, taking interest, with three demo people interested.
    const search = (await t.app.inject({ url: '/api/event-format/search' })).json() as {
      formats: { id: string; title: string; phase: string }[];
    };
    expect(search.formats.map((f) => [f.title, f.phase])).toEqual([['Sourdough for beginners (demo)', 'interest']]);
    expect(await programJourneyRepo(t.app.db).interests(search.formats[0]!.id)).toHaveLength(3);

    const newcomer = await createMember(t.app.db, { firstName: 'Newbie', neighborhoods: ['downtown'], slots: [{ dayOfWeek: 6, hour: 9 }] });
    await t.app.memberJoined(newcomer.email);
    const batch = (
      await t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', cookies: { sid: newcomer.sessionId } })
    ).json() as BatchAnswer;
    expect(batch.week.picksOpen).toBe(true);
    expect(batch.data).toHaveLength(36);
    expect(batch.data.every((card) => card.firstName.startsWith('Demo '))).toBe(true);
    for (const card of batch.data.slice(0, 3)) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/api/picks/${card.id}`,
        payload: { level: 4 },
        headers: { 'idempotency-key': crypto.randomUUID() },
        cookies: { sid: newcomer.sessionId },
      });
      expect(answer.statusCode).toBe(200);
    }
    const outcome = await t.app.cycle.runStep(CITIES[0]!, 'match', batch.week.week, true);
    expect(outcome.status).toBe('done');
    const group = (await t.app.inject({ url: '/api/groups/current', cookies: { sid: newcomer.sessionId } })).json();
    expect(group.group).toMatchObject({ status: 'inviting', myInvite: 'invited' });
    expect(group.group.members.length).toBeGreaterThanOrEqual(4);
  });
}

it('a newcomer to the demo sees the whole week through: picks, a group, accept, and confirmed at the deadline', async () => {
  const clock = fakeClock('2026-11-22T15:00:00Z');
  t = await buildTestApp({ now: clock.now });
  await loadDemoDataIfEmpty(t.app.db, { now: clock.now, cycle: t.app.cycle, media: t.app.media });
  await t.app.cycle.tick();
  const newcomer = await createMember(t.app.db, { firstName: 'Newbie', neighborhoods: ['downtown'], slots: [{ dayOfWeek: 6, hour: 9 }] });
  await t.app.memberJoined(newcomer.email);
  const as = { cookies: { sid: newcomer.sessionId } };
  const batch = (await t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', ...as })).json() as BatchAnswer;
  for (const card of batch.data.slice(0, 3)) {
    await t.app.inject({
      method: 'PUT',
      url: `/api/picks/${card.id}`,
      payload: { level: 4 },
      headers: { 'idempotency-key': crypto.randomUUID() },
      ...as,
    });
  }
  expect((await t.app.cycle.runStep(CITIES[0]!, 'match', batch.week.week, true)).status).toBe('done');
  const invited = (await t.app.inject({ url: '/api/groups/current', ...as })).json();
  // The demo members answered at once; the newcomer, a real member, is never answered for.
  expect(invited.group.myInvite).toBe('invited');
  expect(
    invited.group.members
      .filter((m: { isMe: boolean; inviteStatus: string }) => !m.isMe)
      .every((m: { inviteStatus: string }) => m.inviteStatus === 'accepted'),
  ).toBe(true);
  const accept = await t.app.inject({
    method: 'POST',
    url: `/api/groups/${invited.group.id}/accept`,
    headers: { 'idempotency-key': crypto.randomUUID() },
    ...as,
  });
  expect(accept.statusCode).toBe(200);

  expect((await t.app.cycle.runStep(CITIES[0]!, 'deadline', batch.week.week, true)).status).toBe('done');
  const after = (await t.app.inject({ url: '/api/groups/current', ...as })).json();
  expect(after.group).toMatchObject({ id: invited.group.id, status: 'confirmed', myInvite: 'accepted' });
  expect(after.outcome.kind).toBe('confirmed');
});

it("each demo member has their own drawn portrait, stored as a member's upload is (checked and re-encoded)", async () => {
  const clock = fakeClock('2026-11-22T15:00:00Z');
  t = await buildTestApp({ now: clock.now });
  await loadDemoDataIfEmpty(t.app.db, { now: clock.now, cycle: t.app.cycle, media: t.app.media });
  const rows = [];
  for (const person of DEMO_PEOPLE) rows.push((await t.app.repos.profiles.find(person.email))!);
  // Nobody but the demo members has an account, so no other profile.
  expect(await t.app.repos.auth.countUsers()).toBe(DEMO_PEOPLE.length);
  const stored = new Set<string>();
  for (const row of rows) {
    const bytes = fs.readFileSync(path.join(t.config.dataDir, 'media', 'photos', row.photoFile!));
    expect(bytes.equals(await processPhoto(await demoPortrait(row))), row.firstName).toBe(true);
    stored.add(crypto.createHash('sha256').update(bytes).digest('hex'));
  }
  expect(stored.size).toBe(DEMO_PEOPLE.length);
});

it('the portraits in the repository are small: a few KB each', () => {
  for (const person of DEMO_PEOPLE) expect(fs.statSync(demoPortraitFile(person)).size, person.firstName).toBeLessThan(8 * 1024);
});

it('two app nodes starting at once on one empty database load the demo once, and the other keeps no photos', async () => {
  const clock = fakeClock('2026-11-22T15:00:00Z');
  t = await buildTestApp({ now: clock.now });
  const options = { now: clock.now, cycle: t.app.cycle, media: t.app.media };
  const loaded = await Promise.all([loadDemoDataIfEmpty(t.app.db, options), loadDemoDataIfEmpty(t.app.db, options)]);
  expect(loaded.sort()).toEqual([false, true]);
  expect(await t.app.repos.auth.countUsers()).toBe(DEMO_PEOPLE.length);
  expect(fs.readdirSync(path.join(t.config.dataDir, 'media', 'photos'))).toHaveLength(DEMO_PEOPLE.length);
});
