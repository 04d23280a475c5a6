import { afterEach, describe, expect, it } from 'vitest';
import type { GroupView } from '../../../../shared/groups';
import { buildMatchInstance, withMeetAgain } from '../../../../server/features/cycle/match-instance';
import { cityById } from '../../../../shared/weekly-cycle';
import { groupOfFour } from '../../../helpers/group-of-four';
import { fakeClock, type TestMember } from '../../../helpers/members';
import { memberRequest } from '../../../helpers/member-request';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// After the meetup: each member's private "would you meet them again?", read only by matching.
let t: TestApp;
afterEach(async () => t?.close());

const HOUR = 60 * 60 * 1000;

const call = memberRequest(() => t.app);
const groupOf = async (member: TestMember) => ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView }).group;

async function metGroup() {
  const clock = fakeClock('2026-11-19T17:00:00Z');
  t = await buildTestApp({ now: clock.now });
  const [host, ana, ben, cal] = await groupOfFour(t.app, clock, '2026-11-23T14:00:00Z');
  const groupId = (await groupOf(ana)).id;
  for (const member of [host, ana, ben, cal]) expect((await call(member, 'POST', `/api/groups/${groupId}/accept`)).statusCode).toBe(200);
  clock.set('2026-11-25T14:00:00Z');
  await t.app.cycle.tick();
  const meetsAt = Date.parse((await groupOf(ana)).meetsAt);
  return { clock, host, ana, ben, cal, groupId, at: (offset: number) => new Date(meetsAt + offset).toISOString() };
}

describe('would you meet them again?', () => {
  it('opens once the group has met, for a week, and is asked about each other member', async () => {
    const { clock, ana, ben, groupId, at } = await metGroup();
    expect((await groupOf(ana)).meetAgain).toBeNull();
    expect((await call(ana, 'PUT', `/api/groups/${groupId}/meet-again/${ben.profileId}`, { answer: 'yes' })).json()).toMatchObject({
      code: 'meet-again-closed',
    });
    clock.set(at(2 * HOUR));
    expect((await groupOf(ana)).meetAgain!.map((item) => [item.firstName, item.answer]).sort()).toEqual([
      ['Ben', null],
      ['Cal', null],
      ['Host', null],
    ]);
    // A week on (Ana's session kept alive for the test: sessions end sooner than that without use).
    await t.app.repos.auth.setSessionTimes({ expiresAt: '2027-01-01T00:00:00.000Z' }, ana.email);
    clock.set(at(7 * 24 * HOUR + HOUR));
    expect((await call(ana, 'PUT', `/api/groups/${groupId}/meet-again/${ben.profileId}`, { answer: 'yes' })).statusCode).toBe(403);
  });

  it('only its author ever sees an answer: never the member it is about, nor anyone else', async () => {
    const { clock, ana, ben, cal, groupId, at } = await metGroup();
    clock.set(at(2 * HOUR));
    const answered = await call(ana, 'PUT', `/api/groups/${groupId}/meet-again/${ben.profileId}`, { answer: 'no' });
    expect(answered.statusCode).toBe(200);
    expect((answered.json() as { group: GroupView }).group.meetAgain!.find((item) => item.firstName === 'Ben')!.answer).toBe('no');
    for (const other of [ben, cal]) {
      const seen = await call(other, 'GET', '/api/groups/current');
      expect((seen.json() as { group: GroupView }).group.meetAgain!.every((item) => item.answer === null)).toBe(true);
      expect(seen.body).not.toContain('"no"');
    }
  });

  it('is about another member of the group only', async () => {
    const { clock, ana, groupId, at } = await metGroup();
    clock.set(at(2 * HOUR));
    expect((await call(ana, 'PUT', `/api/groups/${groupId}/meet-again/${ana.profileId}`, { answer: 'yes' })).statusCode).toBe(404);
    expect((await call(ana, 'PUT', `/api/groups/${groupId}/meet-again/nobody`, { answer: 'yes' })).statusCode).toBe(404);
    expect((await call(ana, 'PUT', `/api/groups/${groupId}/meet-again/x`, { answer: 'maybe' })).statusCode).toBe(400);
  });
});

describe("the next week's matching", () => {
  it('reads the answers: a no keeps the pair apart, a mutual yes raises their picks', async () => {
    const { clock, ana, ben, cal, host, groupId, at } = await metGroup();
    clock.set(at(2 * HOUR));
    expect((await call(ana, 'PUT', `/api/groups/${groupId}/meet-again/${ben.profileId}`, { answer: 'no' })).statusCode).toBe(200);
    for (const [from, to] of [
      [cal, host],
      [host, cal],
    ] as const)
      expect((await call(from, 'PUT', `/api/groups/${groupId}/meet-again/${to.profileId}`, { answer: 'yes' })).statusCode).toBe(200);
    const city = cityById('toronto')!;
    const { repos } = t.app;
    const instance = await buildMatchInstance(
      city,
      repos.discover,
      repos.picks,
      new Map(),
      new Set(),
      await repos.meetAgain.cityAnswers(city.location),
    );
    expect(instance.blocks).toContainEqual({ from: ana.email, to: ben.email });
    expect(
      instance.picks.filter((pick) => [cal.email, host.email].includes(pick.from) && [cal.email, host.email].includes(pick.to)),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: cal.email, to: host.email, level: 4 }),
        expect.objectContaining({ from: host.email, to: cal.email, level: 4 }),
      ]),
    );
  });
});

describe('withMeetAgain: the answers in the matching instance', () => {
  const everyone = new Set(['a', 'b', 'c', 'd']);
  it('a "no" from either keeps the pair apart', () => {
    const { blocks } = withMeetAgain([], [], new Map([['a\nb', 'no']]), everyone);
    expect(blocks).toEqual([{ from: 'a', to: 'b' }]);
  });
  it("a mutual yes raises both picks to 4; a one-sided yes changes nothing; a 'never' (0) stays", () => {
    const answers = new Map<string, 'yes' | 'no'>([
      ['a\nb', 'yes'],
      ['b\na', 'yes'],
      ['c\nd', 'yes'],
      ['a\nc', 'yes'],
      ['c\na', 'yes'],
    ]);
    const week = [
      { from: 'a', to: 'b', level: 2 },
      { from: 'c', to: 'a', level: 0 },
    ];
    const { picks, blocks } = withMeetAgain(week, [], answers, everyone);
    expect(blocks).toEqual([]);
    expect(picks).toEqual(
      expect.arrayContaining([
        { from: 'a', to: 'b', level: 4 },
        { from: 'b', to: 'a', level: 4 },
        { from: 'c', to: 'a', level: 0 },
        { from: 'a', to: 'c', level: 4 },
      ]),
    );
    expect(picks.filter((pick) => pick.from === 'c' && pick.to === 'd')).toEqual([]);
    expect(week[0]!.level).toBe(2);
  });
  it('members not in this week’s instance are left out', () => {
    expect(withMeetAgain([], [], new Map([['a\nz', 'no']]), everyone).blocks).toEqual([]);
  });
});
