import { afterEach, describe, expect, it } from 'vitest';
import type { GroupView } from '../../../../shared/groups';
import { confirmedGroupOfFour } from '../../../helpers/confirmed-group-of-four';
import type { TestMember } from '../../../helpers/members';
import { memberRequest } from '../../../helpers/member-request';
import type { TestApp } from '../../../helpers/test-app';
import { ledgerRepo } from '../../../../server/features/ledger/repo';
import { aGroup } from '../../../helpers/builders/groups';
import { noticesOf } from '../../../helpers/notices';

// Attendance: the booker's code, check-ins with the device's time, vouching, and the settlement
// that releases the deposits of those who came and captures a no-show's, with a strike.
let t: TestApp;
afterEach(async () => t?.close());

const MINUTE = 60 * 1000;

const call = memberRequest(() => t.app);
const groupOf = async (member: TestMember) => ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView }).group;
const holdStatus = async (member: TestMember, groupId: string) =>
  (await t.app.deposits.holds.findFor(member.email, 'group', groupId))?.status;

/** Four members who picked each other, matched, all accepted (deposits held): a confirmed group; Host books. */
async function confirmedGroup() {
  const group = await confirmedGroupOfFour();
  t = group.t;
  return group;
}

describe('checking in at the meetup', () => {
  it('only the venue booker sees the 4-digit code; everyone in the group sees the window', async () => {
    const { ana, code, groupId, at } = await confirmedGroup();
    expect(code).toMatch(/^\d{4}$/);
    const seen = await call(ana, 'GET', '/api/groups/current');
    const view = (seen.json() as { group: GroupView }).group;
    expect(view.id).toBe(groupId);
    expect(view.checkIn).toEqual({
      opensAt: at(-30 * MINUTE),
      closesAt: at(180 * MINUTE),
      settlesAt: at((180 + 24 * 60) * MINUTE),
      askedOthers: false,
      checkedIn: false,
      code: null,
      absent: [],
      lockedUntil: null,
      triedToCheckIn: false,
      confirmedByMe: [],
    });
    expect(seen.body).not.toContain(`"${code}"`);
  });

  it('the right code within the window checks in; a replay changes nothing; a wrong code says so by the field', async () => {
    const { clock, ana, groupId, code, at } = await confirmedGroup();
    clock.set(at(10 * MINUTE));
    const wrong = await call(ana, 'POST', `/api/groups/${groupId}/check-in`, {
      code: code === '0000' ? '1111' : '0000',
      at: at(10 * MINUTE),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'validation-failed', fields: { code: expect.stringContaining('four digits') } });
    const right = await call(ana, 'POST', `/api/groups/${groupId}/check-in`, { code, at: at(10 * MINUTE) });
    expect(right.statusCode).toBe(200);
    expect((right.json() as { group: GroupView }).group.checkIn!.checkedIn).toBe(true);
    expect((await call(ana, 'POST', `/api/groups/${groupId}/check-in`, { code, at: at(20 * MINUTE) })).statusCode).toBe(200);
    const rows = (await t.app.repos.attendance.ofGroup(groupId)).filter((row) => row.userId === ana.email);
    expect(rows.map((row) => ({ at: row.at }))).toEqual([{ at: at(10 * MINUTE) }]);
  });

  it('a check-in typed offline during the meetup counts when it arrives hours later; one outside the window or ahead of the clock does not', async () => {
    const { clock, ana, ben, cal, groupId, code, at } = await confirmedGroup();
    clock.set(at(-60 * MINUTE));
    expect((await call(ana, 'POST', `/api/groups/${groupId}/check-in`, { code, at: at(-60 * MINUTE) })).json()).toMatchObject({
      code: 'check-in-closed',
    });
    clock.set(at(10 * MINUTE));
    expect((await call(ben, 'POST', `/api/groups/${groupId}/check-in`, { code, at: at(120 * MINUTE) })).statusCode).toBe(403);
    clock.set(at(5 * 60 * MINUTE));
    expect((await call(cal, 'POST', `/api/groups/${groupId}/check-in`, { code, at: at(5 * 60 * MINUTE) })).statusCode).toBe(403);
    const late = await call(ana, 'POST', `/api/groups/${groupId}/check-in`, { code, at: at(15 * MINUTE) });
    expect(late.statusCode).toBe(200);
    expect((late.json() as { group: GroupView }).group.checkIn!.checkedIn).toBe(true);
  });

  it('five wrong codes in an hour, then even the right one waits', async () => {
    const { clock, ana, groupId, code, at } = await confirmedGroup();
    clock.set(at(10 * MINUTE));
    const wrongCode = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++)
      expect((await call(ana, 'POST', `/api/groups/${groupId}/check-in`, { code: wrongCode, at: at(10 * MINUTE) })).statusCode).toBe(400);
    const limited = await call(ana, 'POST', `/api/groups/${groupId}/check-in`, { code, at: at(10 * MINUTE) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('someone checked in can vouch for a member who came without checking in; someone not checked in cannot', async () => {
    const { clock, ana, ben, cal, groupId, code, at } = await confirmedGroup();
    clock.set(at(10 * MINUTE));
    expect((await call(ben, 'POST', `/api/groups/${groupId}/check-in`, { code, at: at(10 * MINUTE) })).statusCode).toBe(200);
    const benSees = (await groupOf(ben)).checkIn!;
    expect(benSees.absent.map((member) => member.firstName).sort()).toEqual(['Ana', 'Cal', 'Host']);
    expect((await call(ana, 'POST', `/api/groups/${groupId}/vouch/${cal.profileId}`)).json()).toMatchObject({ code: 'not-checked-in' });
    expect((await call(ben, 'POST', `/api/groups/${groupId}/vouch/${cal.profileId}`)).statusCode).toBe(200);
    expect((await groupOf(cal)).checkIn!.checkedIn).toBe(true);
    // Ben is told what his tap did; nobody else is told who vouched.
    expect((await groupOf(ben)).checkIn!.confirmedByMe).toEqual([{ profileId: cal.profileId, firstName: 'Cal', how: 'vouched' }]);
    for (const member of [ana, cal]) expect((await groupOf(member)).checkIn!.confirmedByMe).toEqual([]);
  });
});

describe('were you there?', () => {
  it('a member who did not check in says they came; those who checked in are asked once each, and one of them confirms', async () => {
    const { clock, host, ana, ben, cal, groupId, code, at } = await confirmedGroup();
    const wereThere = (member: TestMember, key?: string) => call(member, 'POST', `/api/groups/${groupId}/were-there`, {}, key);
    clock.set(at(-60 * MINUTE));
    expect((await wereThere(cal)).json()).toMatchObject({ code: 'check-in-closed' });
    clock.set(at(10 * MINUTE));
    expect((await wereThere(cal)).json()).toMatchObject({ code: 'nobody-checked-in' });
    expect((await call(ben, 'POST', `/api/groups/${groupId}/check-in`, { code, at: at(10 * MINUTE) })).statusCode).toBe(200);

    clock.set(at(4 * 60 * MINUTE));
    const said = await wereThere(cal);
    expect(said.statusCode).toBe(200);
    expect((said.json() as { group: GroupView }).group.checkIn).toMatchObject({ checkedIn: false, askedOthers: true });
    expect((await wereThere(cal)).statusCode).toBe(200);
    const asked = (await noticesOf(t.app, [host, ana, ben, cal]))
      .filter((notice) => notice.kind === 'were-they-there')
      .map(({ title, body, userId }) => ({ title, body, userId }));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ userId: ben.email, title: 'was cal at the meetup?' });
    expect(JSON.stringify(asked)).not.toContain(cal.email);
    // Ana did not check in: she is not asked, and nothing says she claimed anything.
    expect((await groupOf(ana)).checkIn).toMatchObject({ askedOthers: false });
    const benSees = (await groupOf(ben)).checkIn!.absent;
    expect(benSees.find((member) => member.firstName === 'Cal')).toMatchObject({ saysTheyWereThere: true });
    expect(benSees.find((member) => member.firstName === 'Ana')).toMatchObject({ saysTheyWereThere: false });

    expect((await call(ben, 'POST', `/api/groups/${groupId}/vouch/${cal.profileId}`)).statusCode).toBe(200);
    expect((await groupOf(cal)).checkIn!.checkedIn).toBe(true);
    // After the vouching day it is too late to ask.
    clock.set(at(30 * 60 * MINUTE));
    expect((await wereThere(ana)).json()).toMatchObject({ code: 'check-in-closed' });
  });
});

describe('settling a meetup', () => {
  it('the day after: who came gets their deposit back, a no-show is charged once and gets a strike', async () => {
    const { clock, host, ana, ben, cal, groupId, code, at } = await confirmedGroup();
    clock.set(at(10 * MINUTE));
    for (const member of [host, ana])
      expect((await call(member, 'POST', `/api/groups/${groupId}/check-in`, { code, at: at(10 * MINUTE) })).statusCode).toBe(200);
    expect((await call(ana, 'POST', `/api/groups/${groupId}/vouch/${ben.profileId}`)).statusCode).toBe(200);

    // Still within the vouching day: nothing settled yet, and /group still shows the group, so Ana could still vouch.
    clock.set(at(20 * 60 * MINUTE));
    await t.app.cycle.tick();
    expect((await groupOf(ana)).checkIn!.absent.map((member) => member.firstName)).toEqual(['Cal']);
    for (const member of [host, ana, ben, cal]) expect(await holdStatus(member, groupId)).toBe('held');

    clock.set(at(28 * 60 * MINUTE));
    await t.app.cycle.tick();
    await t.app.cycle.tick();
    expect(await holdStatus(host, groupId)).toBe('released');
    expect(await holdStatus(ana, groupId)).toBe('released');
    expect(await holdStatus(ben, groupId)).toBe('released');
    expect(await holdStatus(cal, groupId)).toBe('captured');
    const hold = (await t.app.deposits.holds.findFor(cal.email, 'group', groupId))!;
    const ledger = await ledgerRepo(t.app.db).ofHolds([hold.id]);
    expect(ledger.map((row) => row.kind)).toEqual(['hold-placed', 'hold-captured']);
    for (const member of [host, ana, ben, cal])
      expect(await t.app.repos.attendance.struck(member.email, groupId), member.email).toBe(member === cal);
    // Each is told once (two ticks ran), in the app and by e-mail, with the amount.
    const told = (await noticesOf(t.app, [host, ana, ben, cal])).filter(
      (notice) => notice.groupId === groupId && notice.kind.startsWith('deposit-'),
    );
    expect(told.map((row) => [row.userId, row.kind]).sort()).toEqual(
      [
        [ana.email, 'deposit-released'],
        [ben.email, 'deposit-released'],
        [cal.email, 'deposit-charged'],
        [host.email, 'deposit-released'],
      ].sort(),
    );
    expect(told.find((row) => row.userId === cal.email)!.body).toContain('your $10.00 deposit was charged');
    // Settled: no more vouching.
    expect((await call(ana, 'POST', `/api/groups/${groupId}/vouch/${cal.profileId}`)).json()).toMatchObject({ code: 'check-in-closed' });
  });

  it("a second no-show within 8 weeks pauses the member's matching for 2 weeks, and says until when", async () => {
    const { clock, host, ana, ben, cal, groupId, code, at } = await confirmedGroup();
    // Cal missed another group's meetup three weeks ago.
    await aGroup(t.app.db, { id: 'g-earlier', week: '2026-10-29', status: 'confirmed', at: at(0) });
    await t.app.repos.attendance.strike(cal.email, 'g-earlier', at(-21 * 24 * 60 * MINUTE));
    clock.set(at(10 * MINUTE));
    for (const member of [host, ana, ben])
      expect((await call(member, 'POST', `/api/groups/${groupId}/check-in`, { code, at: at(10 * MINUTE) })).statusCode).toBe(200);
    clock.set(at(28 * 60 * MINUTE));
    await t.app.cycle.tick();
    const everyone = await noticesOf(t.app, [host, ana, ben, cal]);
    const paused = everyone.filter((notice) => notice.userId === cal.email && notice.kind === 'matching-paused');
    expect(paused).toHaveLength(1);
    expect(paused[0]!.body).toMatch(/^you missed two meetups in 8 weeks, so you are not put in a group until .*december 1[23]/i);
    expect(everyone.filter((notice) => notice.kind === 'matching-paused' && notice.userId !== cal.email)).toEqual([]);
  });
});
