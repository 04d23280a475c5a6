import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentGroupAnswer, Notice } from '../../../../shared/groups';
import { outcomeCopy } from '../../../../shared/week-outcome';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { startSmtpListener, type SmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
afterEach(async () => t?.close());

function call(member: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    cookies: { sid: member.sessionId },
    headers: method === 'GET' ? {} : { 'idempotency-key': crypto.randomUUID() },
  });
}
const current = async (member: TestMember) => (await call(member, 'GET', '/api/groups/current')).json() as CurrentGroupAnswer;
const noticesOf = async (member: TestMember) => ((await call(member, 'GET', '/api/notices')).json() as { data: Notice[] }).data;

/** Host, Ana, Ben and Cal pick each other; Eve picks Ana and Ben back but Cal says "never" to her; Zed picks nobody. */
async function matchedWeek() {
  const clock = fakeClock('2026-11-19T17:00:00Z');
  t = await buildTestApp({ now: clock.now, env: { SMTP_URL: smtp.url } });
  const made: TestMember[] = [];
  for (const firstName of ['Host', 'Ana', 'Ben', 'Cal', 'Eve', 'Zed'])
    made.push(
      await createMember(t.app.db, {
        firstName,
        canHost: firstName === 'Host',
        email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com`,
      }),
    );
  const [host, ana, ben, cal, eve, zed] = made as [TestMember, TestMember, TestMember, TestMember, TestMember, TestMember];
  await t.app.cycle.tick();
  const pairs = [
    [host, ana],
    [host, ben],
    [host, cal],
    [ana, ben],
    [ana, cal],
    [ben, cal],
    [eve, ana],
    [eve, ben],
  ] as const;
  for (const [a, b] of pairs) {
    await call(a, 'PUT', `/api/picks/${b.profileId}`, { level: 3 });
    await call(b, 'PUT', `/api/picks/${a.profileId}`, { level: 3 });
  }
  await call(cal, 'PUT', `/api/picks/${eve.profileId}`, { level: 0 });
  expect((await current(eve)).outcome).toMatchObject({ kind: 'before-matching', matchingAt: '2026-11-23T14:00:00.000Z' });
  clock.set('2026-11-23T14:00:00Z');
  await t.app.cycle.tick();
  return { host, ana, ben, cal, eve, zed };
}

describe("one answer for the week's outcome: /home, /group and the e-mail", () => {
  it('a member left out sees on /group exactly what the notice and the e-mail told them, not "no group yet"', async () => {
    const { eve } = await matchedWeek();
    const { group, outcome } = await current(eve);
    expect(group).toBeNull();
    expect(outcome?.kind).toBe('not-placed');
    const words = outcomeCopy(outcome!);
    expect(words.title).toBe('no group for you this week');
    const [notice] = await noticesOf(eve);
    expect(notice).toMatchObject({ kind: 'not-placed', title: words.title, body: words.body });
    const mail = await smtp.nextMailTo(eve.email);
    expect(mail.subject).toBe(words.title);
    expect(mail.text).toContain(words.body);
  });

  it('a member who picked nobody is told to pick next week, not that no group formed around their picks', async () => {
    const { zed } = await matchedWeek();
    const { outcome } = await current(zed);
    expect(outcome?.kind).toBe('no-picks');
    const [notice] = await noticesOf(zed);
    expect(notice).toMatchObject({ kind: 'no-picks', ...outcomeCopy(outcome!) });
    expect(notice!.body).not.toContain('around your picks');
    expect(notice!.body).toContain("you didn't pick anyone this week");
    expect((await smtp.nextMailTo(zed.email)).text).toContain("you didn't pick anyone this week");
  });

  it('after accepting, the invite notice says what happens next instead of "accept, or decline", as /group does', async () => {
    const { ana } = await matchedWeek();
    const { group, outcome } = await current(ana);
    expect(outcome?.kind).toBe('invited');
    expect((await noticesOf(ana))[0]!.body).toContain('accept, or decline');
    expect((await call(ana, 'POST', `/api/groups/${group!.id}/accept`, {})).statusCode).toBe(200);
    const after = await current(ana);
    expect(after.outcome?.kind).toBe('accepted');
    const notices = await noticesOf(ana);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'accepted', groupId: group!.id, ...outcomeCopy(after.outcome!) });
    expect(notices[0]!.body).not.toContain('accept, or decline');
  });
});
