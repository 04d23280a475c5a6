import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { releaseCopy } from '../../../../shared/cant-make-it';
import {
  CHECKED_IN_MESSAGE,
  type GroupView,
  LATE_INVITE_CLOSES_BEFORE_MS,
  LATE_TERMS_MESSAGE,
  MEETUP_STARTED_MESSAGE,
  type Notice,
} from '../../../../shared/groups';
import { groupDeposit } from '../../../../server/features/groups/group-deposit';
import { paymentsRepo } from '../../../../server/features/payments/repo';
import { groupsService } from '../../../../server/features/groups/service';
import { DEADLINE, type FourAndEve, weekWithFourAndEve } from '../../../helpers/four-and-eve';
import { memberRequest } from '../../../helpers/member-request';
import type { TestMember } from '../../../helpers/members';
import { type SmtpListener, startSmtpListener } from '../../../helpers/smtp-listener';
import type { TestApp } from '../../../helpers/test-app';

// "can't make it" after the invite deadline releases the member's place (not their deposit) and
// backfills it; a group that cannot be backfilled dissolves and everyone's deposit is released.
let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
afterEach(async () => t?.close());

const HOUR = 60 * 60 * 1000;
const call = memberRequest(() => t.app);
const groupOf = async (member: TestMember) =>
  ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView | null }).group;
const noticesOf = async (member: TestMember) => ((await call(member, 'GET', '/api/notices')).json() as { data: Notice[] }).data;
/** "Can't make it" on the late terms the member agreed to: the place released, the deposit charged. */
const cantMakeIt = (member: TestMember, groupId: string) => call(member, 'POST', `/api/groups/${groupId}/decline`, { late: true });
const holdOf = async (member: TestMember) => (await paymentsRepo(t.app.db).ofUser(member.email))[0]?.status;
/** When each of the member's strikes was given, whatever the group. */
const strikesOf = async (member: TestMember) => (await t.app.repos.attendance.strikesAfter('')).get(member.email) ?? [];

/** Host, Ana, Ben and Cal accept (each deposit held, demo provider) and the deadline confirms the group. */
async function confirmed(): Promise<FourAndEve & { id: string; meetsAt: number }> {
  const { t: app, ...week } = await weekWithFourAndEve({ SMTP_URL: smtp.url });
  t = app;
  const { id } = (await groupOf(week.ana))!;
  for (const member of [week.host, week.ana, week.ben, week.cal])
    expect((await call(member, 'POST', `/api/groups/${id}/accept`, {})).statusCode).toBe(200);
  week.clock.set(DEADLINE);
  await t.app.cycle.tick();
  const group = (await groupOf(week.ana))!;
  expect(group.status).toBe('confirmed');
  return { ...week, id, meetsAt: Date.parse(group.meetsAt) };
}

describe("can't make it, after the invite deadline", () => {
  it('releases the place to someone not placed, keeps the deposit, and charges it at the settlement without a strike', async () => {
    const { clock, host, ana, ben, cal, eve, id, meetsAt } = await confirmed();
    // Cal said "never" to Eve; once Cal is out, Eve fits (she and Ana, and she and Ben, picked each other).
    clock.set(new Date(Date.parse(DEADLINE) + HOUR).toISOString());
    // What the question says it costs: his own deposit, held, after the real deadline.
    const terms = {
      deadlineAt: new Date(DEADLINE).toISOString(),
      afterDeadline: true,
      depositHeld: true,
      amountCents: 1000,
      currency: 'cad',
      costsDeposit: true,
    };
    expect((await groupOf(cal))!.release).toEqual(terms);
    const mailed = smtp.mails.length;
    const answer = await cantMakeIt(cal, id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().group).toMatchObject({ myInvite: 'declined', members: [], release: null });
    const told = (await noticesOf(cal))[0]!;
    expect(told).toMatchObject({ kind: 'cancelled', title: "you can't make it this time" });
    expect(told.body).toContain(releaseCopy(terms, 'America/Toronto').released);
    expect(told.body).toContain("it was after the invite deadline, so your $10.00 deposit is charged; it doesn't count as a no-show.");
    expect((await call(cal, 'GET', '/api/groups/current')).json().outcome).toMatchObject({ kind: 'cancelled', release: terms });

    const offered = (await groupOf(eve))!;
    expect(offered).toMatchObject({ id, status: 'confirmed', myInvite: 'invited' });
    expect(Date.parse(offered.inviteDeadlineAt)).toBe(meetsAt - LATE_INVITE_CLOSES_BEFORE_MS);
    expect((await noticesOf(eve)).map((notice) => notice.kind)).toContain('invited');
    expect((await call(eve, 'POST', `/api/groups/${id}/accept`, {})).statusCode).toBe(200);
    expect(await holdOf(eve)).toBe('held');
    expect((await groupOf(ana))!.members.map((member) => member.firstName).sort()).toEqual(['Ana', 'Ben', 'Eve', 'Host']);

    // The tick mails the notice, and releases the deposits of those who declined in time, not Cal's.
    await t.app.cycle.tick();
    expect((await smtp.nextMailTo(cal.email, mailed)).subject).toBe("you can't make it this time");
    expect(await holdOf(cal)).toBe('held');
    // A second "can't make it" (a replay from another device) changes nothing.
    expect((await cantMakeIt(cal, id)).json().group.myInvite).toBe('declined');

    // Everyone who came checks in; after the meetup's settlement Cal's deposit is charged, with no strike.
    const { code } = (await groupOf(host))!.checkIn!;
    clock.set(new Date(meetsAt).toISOString());
    for (const member of [host, ana, ben, eve])
      expect((await call(member, 'POST', `/api/groups/${id}/check-in`, { code, at: new Date(meetsAt).toISOString() })).statusCode).toBe(
        200,
      );
    clock.set(new Date(meetsAt + 28 * HOUR).toISOString());
    await t.app.cycle.tick();
    expect(await holdOf(cal)).toBe('captured');
    expect(await holdOf(eve)).toBe('released');
    expect(await strikesOf(cal)).toEqual([]);
    const charged = (await noticesOf(cal)).find((notice) => notice.kind === 'cancel-charged')!;
    expect(charged.body).toBe(
      "you said you couldn't make it after the invite deadline, so your $10.00 deposit was charged. it doesn't count as a no-show.",
    );
  });

  it("with nobody to take the place, the group dissolves: the others' deposits are released, the late one's is charged", async () => {
    const { host, ana, ben, cal, id } = await confirmed();
    // Ben's place cannot go to Eve: Cal, still in, said "never" to her.
    expect((await cantMakeIt(ben, id)).statusCode).toBe(200);
    expect((await groupOf(ana))!.status).toBe('dissolved');
    expect((await noticesOf(host)).map((notice) => notice.kind)).toContain('group-dissolved');
    await t.app.cycle.tick();
    await t.app.cycle.tick();
    for (const member of [host, ana, cal]) expect(await holdOf(member)).toBe('released');
    expect(await holdOf(ben)).toBe('captured');
    expect((await noticesOf(ben)).filter((notice) => notice.kind === 'cancel-charged')).toHaveLength(1);
    expect(await strikesOf(ben)).toEqual([]);
  });

  it('sent as free before the deadline but arriving after it (it waited offline), it is refused, not charged', async () => {
    const { ana, id } = await confirmed();
    const refused = await call(ana, 'POST', `/api/groups/${id}/decline`, {});
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([409, 'late-terms', LATE_TERMS_MESSAGE]);
    expect((await groupOf(ana))!.myInvite).toBe('accepted');
  });

  it('after the freed places close (12 h before), nobody is offered the place: a group left at three dissolves at once', async () => {
    const { clock, ana, cal, eve, id, meetsAt } = await confirmed();
    clock.set(new Date(meetsAt - LATE_INVITE_CLOSES_BEFORE_MS + HOUR).toISOString());
    expect((await cantMakeIt(cal, id)).statusCode).toBe(200);
    expect((await groupOf(eve))?.id).not.toBe(id);
    expect((await groupOf(ana))!.status).toBe('dissolved');
  });

  it('a freed place can be accepted until it closes, not after, even before the next tick', async () => {
    const { clock, cal, eve, id, meetsAt } = await confirmed();
    expect((await cantMakeIt(cal, id)).statusCode).toBe(200);
    clock.set(new Date(meetsAt - LATE_INVITE_CLOSES_BEFORE_MS).toISOString());
    expect((await call(eve, 'POST', `/api/groups/${id}/accept`, {})).json()).toMatchObject({ code: 'invite-closed' });
  });

  it('a freed place nobody accepts closes before the meetup; a group left too small then dissolves', async () => {
    const { clock, ana, cal, eve, id, meetsAt } = await confirmed();
    expect((await cantMakeIt(cal, id)).statusCode).toBe(200);
    expect((await groupOf(eve))!.myInvite).toBe('invited');
    clock.set(new Date(meetsAt - LATE_INVITE_CLOSES_BEFORE_MS).toISOString());
    await t.app.cycle.tick();
    expect((await groupOf(eve))!.myInvite).toBe('expired');
    expect((await call(eve, 'POST', `/api/groups/${id}/accept`, {})).json()).toMatchObject({ code: 'invite-closed' });
    expect((await groupOf(ana))!.status).toBe('dissolved');
    await t.app.cycle.tick();
    expect(await holdOf(ana)).toBe('released');
    expect(await holdOf(cal)).toBe('captured');
  });

  it('with no deposit held for the member, the question and what is said after both say nothing is charged', async () => {
    const { clock, cal, id } = await confirmed();
    // The hold never went through (a crash while it was being placed: the provider made none).
    const [hold] = await paymentsRepo(t.app.db).ofUser(cal.email);
    expect(
      await paymentsRepo(t.app.db).settle(hold!.id, 'held', 'failed', { ref: null, captureBefore: null, at: clock.now().toISOString() }),
    ).toBe(true);
    clock.set(new Date(Date.parse(DEADLINE) + HOUR).toISOString());
    const terms = (await groupOf(cal))!.release!;
    expect(terms).toMatchObject({ afterDeadline: true, depositHeld: false, costsDeposit: false });
    expect(releaseCopy(terms, 'America/Toronto').question).toContain('no deposit is held for you, so nothing is charged.');
    expect((await cantMakeIt(cal, id)).statusCode).toBe(200);
    const told = (await noticesOf(cal)).find((notice) => notice.kind === 'cancelled')!;
    expect(told.body).toContain("no deposit was held for you, so nothing is charged; it doesn't count as a no-show.");
    expect(told.body).not.toContain('deposit is charged');
  });

  it('is refused once the member has checked in (checking in opens half an hour before the meetup)', async () => {
    const { clock, host, ana, id, meetsAt } = await confirmed();
    const { code } = (await groupOf(host))!.checkIn!;
    const at = new Date(meetsAt - 20 * 60 * 1000).toISOString();
    clock.set(at);
    expect((await call(ana, 'POST', `/api/groups/${id}/check-in`, { code, at })).statusCode).toBe(200);
    const refused = await cantMakeIt(ana, id);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      expect.objectContaining({ code: 'already-checked-in', message: CHECKED_IN_MESSAGE }),
    ]);
    expect((await groupOf(ana))!).toMatchObject({ myInvite: 'accepted', checkIn: { checkedIn: true } });
    // Her account deleted meanwhile: the group she is at stays as it is, and the deletion is not stopped by it.
    const groups = groupsService(t.app.repos, () => new Date(at), groupDeposit(t.app.deposits));
    await expect(groups.leaveAll(ana.email)).resolves.toBeUndefined();
    expect((await groupOf(ana))!.myInvite).toBe('accepted');
  });

  it('is refused once the meetup has begun', async () => {
    const { clock, ana, id, meetsAt } = await confirmed();
    clock.set(new Date(meetsAt).toISOString());
    const refused = await cantMakeIt(ana, id);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      expect.objectContaining({ code: 'meetup-started', message: MEETUP_STARTED_MESSAGE }),
    ]);
    expect((await groupOf(ana))!.myInvite).toBe('accepted');
  });
});
