import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMatchInstance } from '../../../../server/features/cycle/match-instance';
import { groupDeposit } from '../../../../server/features/groups/group-deposit';
import { groupsService } from '../../../../server/features/groups/service';
import type { GroupView, Notice } from '../../../../shared/groups';
import { CITIES, shiftWeek } from '../../../../shared/weekly-cycle';
import type { TestMember } from '../../../helpers/members';
import { startSmtpListener, type SmtpListener } from '../../../helpers/smtp-listener';
import { memberRequest } from '../../../helpers/member-request';
import type { TestApp } from '../../../helpers/test-app';
import { DEADLINE, RELEASE, weekWithFourAndEve as fourAndEve } from '../../../helpers/four-and-eve';

let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
afterEach(async () => t?.close());

const call = memberRequest(() => t.app);

const groupOf = async (member: TestMember) =>
  ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView | null }).group;
const noticesOf = async (member: TestMember) => ((await call(member, 'GET', '/api/notices')).json() as { data: Notice[] }).data;

async function weekWithFourAndEve() {
  const { t: app, ...week } = await fourAndEve({ SMTP_URL: smtp.url });
  t = app;
  return week;
}

describe('matching, invites and the deadline', () => {
  it('forms the group on Monday, invites its members and tells the one left out, in the app and by e-mail', async () => {
    const { host, ana, cal, eve } = await weekWithFourAndEve();
    const group = await groupOf(ana);
    expect(group).toMatchObject({
      status: 'inviting',
      myInvite: 'invited',
      slot: expect.any(String),
      inviteDeadlineAt: '2026-11-25T14:00:00.000Z',
    });
    expect(group!.members.map((m) => m.firstName).sort()).toEqual(['Ana', 'Ben', 'Cal', 'Host']);
    expect(group!.members.find((m) => m.firstName === 'Host')!.isVenueBooker).toBe(true);
    expect(group!.sharedInterests).toEqual(['book club']);
    expect(await groupOf(eve)).toBeNull();
    expect((await noticesOf(eve))[0]).toMatchObject({ kind: 'not-placed', title: 'no group for you this week' });
    expect((await noticesOf(cal))[0]).toMatchObject({ kind: 'invited', title: "you're invited to a group" });
    const mail = await smtp.nextMailTo(host.email);
    expect(mail.subject).toBe("you're invited to a group");
    expect(mail.text).toContain('/group');
    expect((await smtp.nextMailTo(eve.email)).subject).toBe('no group for you this week');
  });

  it('backfills a group that falls below four with an unplaced member who fits, who is then invited', async () => {
    const { host, ana, ben, cal, eve } = await weekWithFourAndEve();
    const { id } = (await groupOf(ana))!;
    const declined = (await call(cal, 'POST', `/api/groups/${id}/decline`, {})).json() as { group: GroupView };
    expect(declined.group).toMatchObject({ myInvite: 'declined', members: [], venue: null });
    const eveGroup = await groupOf(eve);
    expect(eveGroup).toMatchObject({ id, myInvite: 'invited', status: 'inviting' });
    expect(eveGroup!.members.map((m) => m.firstName).sort()).toEqual(['Ana', 'Ben', 'Eve', 'Host']);
    // Same instant on the test clock as her not-placed notice, so look it up by kind.
    expect((await noticesOf(eve)).map((notice) => notice.kind).sort()).toEqual(['invited', 'not-placed']);

    for (const member of [host, ana, ben, eve]) expect((await call(member, 'POST', `/api/groups/${id}/accept`, {})).statusCode).toBe(200);
    expect((await call(cal, 'POST', `/api/groups/${id}/accept`, {})).statusCode).toBe(409);
    const venue = await call(host, 'PUT', `/api/groups/${id}/venue`, { name: 'Sam James Coffee Bar', address: '297 Harbord St' });
    expect(venue.json().group.venue).toEqual({ name: 'Sam James Coffee Bar', address: '297 Harbord St' });
    expect((await call(ana, 'PUT', `/api/groups/${id}/venue`, { name: 'x', address: 'y' })).json()).toMatchObject({
      code: 'not-venue-booker',
    });
    expect((await groupOf(ben))!.venue).toEqual({ name: 'Sam James Coffee Bar', address: '297 Harbord St' });
  });

  it('confirms at the deadline a group with four acceptances and a venue booker', async () => {
    const { clock, host, ana, ben, cal } = await weekWithFourAndEve();
    const { id } = (await groupOf(ana))!;
    for (const member of [host, ana, ben, cal]) await call(member, 'POST', `/api/groups/${id}/accept`, {});
    clock.set(DEADLINE);
    await t.app.cycle.tick();
    expect(await groupOf(cal)).toMatchObject({ status: 'confirmed', myInvite: 'accepted' });
    expect((await noticesOf(ben))[0]).toMatchObject({ kind: 'group-confirmed', title: 'your group is on' });
    // After the deadline a decline is a "can't make it" (late-cancel.test.ts); an invite that expired stays closed.
  });

  it('dissolves at the deadline when too few accepted; those left get priority next week', async () => {
    const { clock, host, ana, ben, cal, eve } = await weekWithFourAndEve();
    const { id } = (await groupOf(ana))!;
    for (const member of [host, ana, ben]) await call(member, 'POST', `/api/groups/${id}/accept`, {});
    clock.set(DEADLINE);
    await t.app.cycle.tick();
    expect(await groupOf(ana)).toMatchObject({ status: 'dissolved' });
    expect((await noticesOf(ana))[0]).toMatchObject({ kind: 'group-dissolved' });
    expect((await noticesOf(cal))[0]).toMatchObject({ kind: 'invite-expired' });
    const outcomes = (await t.app.repos.groups.outcomesSince('toronto', '')).filter((row) => row.outcome === 'dissolved');
    expect(outcomes).toHaveLength(3);
    // Told by e-mail too, in the notice's words.
    const dissolved = (await noticesOf(host))[0]!;
    expect(dissolved.kind).toBe('group-dissolved');
    await vi.waitFor(() => expect(smtp.mails.filter((m) => m.to === host.email).map((m) => m.subject)).toContain(dissolved.title));

    // The engine's instance for next week, as the match step builds it: each member's priority is the weeks in a row
    // they were left out. Those whose group dissolved have one, and so has Eve, left out by the matching; Cal, whose
    // invite expired, had a group. This week nobody had any.
    const week = RELEASE.slice(0, 10);
    const groups = groupsService(t.app.repos, clock.now, groupDeposit(t.app.deposits));
    const prioritiesIn = async (of: string) => {
      const instance = await buildMatchInstance(
        CITIES[0]!,
        t.app.repos.discover,
        t.app.repos.picks,
        await groups.priorities('toronto', of),
      );
      const byEmail = new Map<string, number>();
      for (const member of instance.members) {
        const { email } = (await t.app.repos.auth.findUser(member.id))!;
        byEmail.set(email, member.priority);
      }
      return [host, ana, ben, cal, eve].map((member) => byEmail.get(member.email));
    };
    expect(await prioritiesIn(week)).toEqual([0, 0, 0, 0, 0]);
    expect(await prioritiesIn(shiftWeek(week, 1))).toEqual([1, 1, 1, 0, 1]);
  });

  it('dissolves at once when someone declines and nobody fits to take the place', async () => {
    const { ana, ben } = await weekWithFourAndEve();
    const { id } = (await groupOf(ana))!;
    // Eve is the only one left out, and Cal (still in) said "never" to her.
    await call(ben, 'POST', `/api/groups/${id}/decline`, {});
    const afterBen = await groupOf(ana);
    expect(afterBen!.members.map((m) => m.firstName).sort()).toEqual(['Ana', 'Cal', 'Host']);
    expect(afterBen!.status).toBe('dissolved');
  });

  it('never lets a member answer or see a group that is not theirs', async () => {
    const { ana, eve } = await weekWithFourAndEve();
    const { id } = (await groupOf(ana))!;
    expect((await call(eve, 'POST', `/api/groups/${id}/accept`, {})).statusCode).toBe(404);
    expect((await call(eve, 'PUT', `/api/groups/${id}/venue`, { name: 'a', address: 'b' })).statusCode).toBe(404);
  });
});
