import { afterEach, describe, expect, it } from 'vitest';
import type { GroupView } from '../../../../shared/groups';
import { confirmedGroupOfFour } from '../../../helpers/confirmed-group-of-four';
import { memberRequest } from '../../../helpers/member-request';
import { createMember, type TestMember } from '../../../helpers/members';
import { noticesOf } from '../../../helpers/notices';
import type { TestApp } from '../../../helpers/test-app';

// A member who cannot get the code right at the meetup: the lock after five wrong codes, what their screen is told,
// the venue booker checking them in from their own phone, and a settlement that never charges them for the typos.
let t: TestApp;
afterEach(async () => t?.close());

const MINUTE = 60 * 1000;
const call = memberRequest(() => t.app);
const groupOf = async (member: TestMember) => ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView }).group;
const holdStatus = async (member: TestMember, groupId: string) =>
  (await t.app.deposits.holds.findFor(member.email, 'group', groupId))?.status;
/** The group's four: only they can have a strike for it. */
let inGroup: readonly TestMember[] = [];
const strikesOf = async (groupId: string) => {
  const struck = [];
  for (const member of inGroup) if (await t.app.repos.attendance.struck(member.email, groupId)) struck.push({ userId: member.email });
  return struck.sort((a, b) => (a.userId < b.userId ? -1 : 1));
};
const attendanceOf = async (groupId: string, member: TestMember) =>
  (await t.app.repos.attendance.ofGroup(groupId)).filter((row) => row.userId === member.email);

async function confirmedGroup() {
  const group = await confirmedGroupOfFour();
  t = group.t;
  inGroup = [group.host, group.ana, group.ben, group.cal];
  const wrongCode = group.code === '0000' ? '1111' : '0000';
  const checkIn = (member: TestMember, code: string, at: string) =>
    call(member, 'POST', `/api/groups/${group.groupId}/check-in`, { code, at });
  const checkMemberIn = (booker: TestMember, member: TestMember, at: string) =>
    call(booker, 'POST', `/api/groups/${group.groupId}/check-in/${member.profileId}`, { at });
  return { ...group, wrongCode, checkIn, checkMemberIn };
}

describe('locked out by wrong codes', () => {
  it('five wrong codes lock only that member, their own screen says until when, and the others are not touched', async () => {
    const { clock, host, ana, ben, code, wrongCode, at, checkIn } = await confirmedGroup();
    clock.set(at(10 * MINUTE));
    for (let i = 0; i < 5; i++) expect((await checkIn(ana, wrongCode, at(10 * MINUTE))).statusCode).toBe(400);
    expect((await checkIn(ana, code, at(10 * MINUTE))).statusCode).toBe(429);

    const anaSees = (await groupOf(ana)).checkIn!;
    expect(anaSees).toMatchObject({ checkedIn: false, lockedUntil: at(70 * MINUTE), triedToCheckIn: true });
    // Nobody else is locked or told anything about Ana's tries.
    for (const other of [host, ben]) expect((await groupOf(other)).checkIn).toMatchObject({ lockedUntil: null, triedToCheckIn: false });
    expect((await checkIn(ben, code, at(11 * MINUTE))).statusCode).toBe(200);
  });

  it("another member's wrong codes never count against someone else", async () => {
    const { clock, ana, ben, code, wrongCode, at, checkIn } = await confirmedGroup();
    clock.set(at(10 * MINUTE));
    for (let i = 0; i < 5; i++) expect((await checkIn(ben, wrongCode, at(10 * MINUTE))).statusCode).toBe(400);
    expect((await groupOf(ana)).checkIn).toMatchObject({ lockedUntil: null, triedToCheckIn: false });
    expect((await checkIn(ana, code, at(10 * MINUTE))).statusCode).toBe(200);
  });

  it('a member who typed five wrong codes and whom nobody vouched for is not charged and gets no strike; one who never tried is', async () => {
    const { clock, host, ana, ben, cal, groupId, code, wrongCode, at, checkIn } = await confirmedGroup();
    clock.set(at(10 * MINUTE));
    for (const member of [host, ben]) expect((await checkIn(member, code, at(10 * MINUTE))).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await checkIn(ana, wrongCode, at(12 * MINUTE))).statusCode).toBe(400);

    clock.set(at(28 * 60 * MINUTE));
    await t.app.cycle.tick();
    await t.app.cycle.tick();
    expect(await holdStatus(ana, groupId)).toBe('released');
    expect(await holdStatus(cal, groupId)).toBe('captured');
    expect(await strikesOf(groupId)).toEqual([{ userId: cal.email }]);
    const told = (await noticesOf(t.app, [ana])).filter((notice) => notice.groupId === groupId && notice.kind.startsWith('deposit-'));
    expect(told).toHaveLength(1);
    expect(told[0]!.kind).toBe('deposit-released');
    expect(told[0]!.body).toContain('you tried to check in');
    expect(told[0]!.body).toContain('nothing was charged');
  });

  it("a wrong code typed outside the meetup's check-in window is no try at the meetup: a no-show is still charged", async () => {
    const { clock, host, cal, groupId, code, wrongCode, at, checkIn } = await confirmedGroup();
    clock.set(at(-2 * 60 * MINUTE));
    expect((await checkIn(cal, wrongCode, at(-2 * 60 * MINUTE))).json()).toMatchObject({ code: 'check-in-closed' });
    clock.set(at(10 * MINUTE));
    expect((await checkIn(host, code, at(10 * MINUTE))).statusCode).toBe(200);
    clock.set(at(28 * 60 * MINUTE));
    await t.app.cycle.tick();
    expect(await holdStatus(cal, groupId)).toBe('captured');
    expect(await strikesOf(groupId)).toContainEqual({ userId: cal.email });
  });
});

describe('the venue booker checks someone in', () => {
  it('from their own phone, at the time it says, even before checking in themselves; a replay changes nothing', async () => {
    const { clock, host, ana, groupId, wrongCode, at, checkIn, checkMemberIn } = await confirmedGroup();
    clock.set(at(10 * MINUTE));
    for (let i = 0; i < 5; i++) expect((await checkIn(ana, wrongCode, at(10 * MINUTE))).statusCode).toBe(400);
    // The booker's list: everyone not checked in, but the booker.
    expect((await groupOf(host)).checkIn!.absent.map((member) => member.firstName).sort()).toEqual(['Ana', 'Ben', 'Cal']);

    clock.set(at(20 * MINUTE));
    const checked = await checkMemberIn(host, ana, at(15 * MINUTE));
    expect(checked.statusCode).toBe(200);
    expect((checked.json() as { group: GroupView }).group.checkIn!.absent.map((member) => member.firstName).sort()).toEqual(['Ben', 'Cal']);
    expect((await checkMemberIn(host, ana, at(16 * MINUTE))).statusCode).toBe(200);
    expect((await attendanceOf(groupId, ana)).map(({ how, at, vouchedBy }) => ({ how, at, by: vouchedBy }))).toEqual([
      { how: 'booker', at: at(15 * MINUTE), by: host.email },
    ]);
    expect((await groupOf(ana)).checkIn).toMatchObject({ checkedIn: true, lockedUntil: null });
    expect((await groupOf(host)).checkIn!.confirmedByMe).toEqual([{ profileId: ana.profileId, firstName: 'Ana', how: 'booker' }]);

    clock.set(at(28 * 60 * MINUTE));
    await t.app.cycle.tick();
    expect(await holdStatus(ana, groupId)).toBe('released');
  });

  it('nobody else can: not a member who checked in, not someone outside the group, not outside the window', async () => {
    const { clock, host, ana, ben, groupId, code, at, checkIn, checkMemberIn } = await confirmedGroup();
    clock.set(at(10 * MINUTE));
    expect((await checkIn(ben, code, at(10 * MINUTE))).statusCode).toBe(200);
    const notBooker = await checkMemberIn(ben, ana, at(10 * MINUTE));
    expect(notBooker.statusCode).toBe(403);
    expect(notBooker.json()).toMatchObject({ code: 'not-venue-booker' });

    const stranger = await createMember(t.app.db, { firstName: 'Zoe' });
    const outside = await checkMemberIn(stranger, ana, at(10 * MINUTE));
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ code: 'not-found' });
    // The booker cannot check in someone outside the group either.
    expect((await checkMemberIn(host, stranger, at(10 * MINUTE))).json()).toMatchObject({ code: 'not-found' });

    clock.set(at(4 * 60 * MINUTE));
    expect((await checkMemberIn(host, ana, at(4 * 60 * MINUTE))).json()).toMatchObject({ code: 'check-in-closed' });
    expect(await attendanceOf(groupId, ana)).toEqual([]);
  });
});
