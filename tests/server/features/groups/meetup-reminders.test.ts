import { afterEach, describe, expect, it } from 'vitest';
import type { GroupView } from '../../../../shared/groups';
import { groupOfFour } from '../../../helpers/group-of-four';
import { memberRequest } from '../../../helpers/member-request';
import { noticesOf } from '../../../helpers/notices';
import { fakeClock, type TestMember } from '../../../helpers/members';
import { type SmtpListener, startSmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// The day before a confirmed group meets, each member gets one reminder, e-mailed (through a real
// SMTP listener) with the meetup as a calendar invite.
let t: TestApp;
let smtp: SmtpListener;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
});

const HOUR = 60 * 60 * 1000;
const call = memberRequest(() => t.app);
const groupOf = async (member: TestMember) => ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView }).group;
const icsTime = (at: number) =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

async function confirmedGroup() {
  smtp = await startSmtpListener();
  const clock = fakeClock('2026-11-19T17:00:00Z');
  t = await buildTestApp({ now: clock.now, env: { SMTP_URL: smtp.url, MAIL_FROM: 'groups@example.com' } });
  const members = await groupOfFour(t.app, clock, '2026-11-23T14:00:00Z');
  inGroup = members;
  const groupId = (await groupOf(members[1])).id;
  for (const member of members) expect((await call(member, 'POST', `/api/groups/${groupId}/accept`)).statusCode).toBe(200);
  const venue = await call(members[0], 'PUT', `/api/groups/${groupId}/venue`, { name: 'Pilot Coffee', address: '983 Queen St E' });
  expect(venue.statusCode).toBe(200);
  clock.set('2026-11-25T14:00:00Z');
  await t.app.cycle.tick();
  const meetsAt = Date.parse((await groupOf(members[1])).meetsAt);
  return { clock, members, groupId, meetsAt };
}

/** The group's four are the only members: their meetup reminders are all there are. */
let inGroup: readonly TestMember[] = [];
const reminders = async () => (await noticesOf(t.app, inGroup)).filter((notice) => notice.kind === 'meetup-reminder');

describe('meetup reminders', () => {
  it('the day before, once per member, with the time, the venue and a calendar invite', async () => {
    const { clock, members, meetsAt } = await confirmedGroup();
    clock.set(new Date(meetsAt - 25 * HOUR).toISOString());
    await t.app.cycle.tick();
    expect(await reminders()).toEqual([]);

    clock.set(new Date(meetsAt - 23 * HOUR).toISOString());
    const before = smtp.mails.length;
    await t.app.cycle.tick();
    expect((await reminders()).map((row) => row.userId).sort()).toEqual(members.map((m) => m.email).sort());
    const mail = await smtp.nextMailTo(members[1].email, before);
    expect(mail.subject).toBe('your group meets tomorrow');
    expect(mail.text).toContain('at Pilot Coffee, 983 Queen St E');
    // A way out that frees the place in time: it opens the question on /group, nothing happens without an answer.
    expect(mail.text).toMatch(/can't make it\? release your place: http:\/\/[^\s]+\/group\?cant-make-it\n/);
    expect(mail.calendar).toContain('BEGIN:VEVENT');
    expect(mail.calendar).toContain('SUMMARY:coffee with your group');
    expect(mail.calendar).toContain('LOCATION:Pilot Coffee\\, 983 Queen St E');
    expect(mail.calendar).toContain(`DTSTART:${icsTime(meetsAt)}`);
    expect(mail.calendar).toContain(`DTEND:${icsTime(meetsAt + 2 * HOUR)}`);

    // Another tick (or a second server) reminds nobody twice.
    const sent = smtp.mails.length;
    await t.app.cycle.tick();
    expect(await reminders()).toHaveLength(4);
    expect(smtp.mails.filter((m) => m.subject === 'your group meets tomorrow')).toHaveLength(4);
    expect(smtp.mails.length).toBe(sent);
  });

  it('is not sent once the meetup has started (a server that was down all day stays quiet)', async () => {
    const { clock, meetsAt } = await confirmedGroup();
    clock.set(new Date(meetsAt + HOUR).toISOString());
    await t.app.cycle.tick();
    expect(await reminders()).toEqual([]);
  });

  it('leaves the app once the meetup begins: GET /notices lists "meets tomorrow" only until then', async () => {
    const { clock, members, meetsAt } = await confirmedGroup();
    clock.set(new Date(meetsAt - 23 * HOUR).toISOString());
    await t.app.cycle.tick();
    const titles = async () =>
      ((await call(members[1], 'GET', '/api/notices')).json() as { data: { title: string }[] }).data.map((n) => n.title);
    expect(await titles()).toContain('your group meets tomorrow');
    expect(await titles()).toContain('your group is on');

    clock.set(new Date(meetsAt + HOUR).toISOString());
    expect(await titles()).not.toContain('your group meets tomorrow');
    expect(await titles()).not.toContain('your group is on');
    expect(await titles()).not.toContain('your venue is set');
  });
});
