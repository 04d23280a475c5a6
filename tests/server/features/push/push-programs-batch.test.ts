import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_SCREEN_WORDS } from '../../../../shared/push';
import { formatNoticesRepo } from '../../../../server/features/programs/notices-repo';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';
import { formatJourney } from '../../../helpers/format-journey';
import { createMember, fakeClock } from '../../../helpers/members';
import { memberRequest } from '../../../helpers/member-request';
import { PUSH_TEST_CA, pushClient, startPushService } from '../../../helpers/push-service';
import { type SmtpListener, startSmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// What is pushed beyond the weekly cycle's notices: a program's news, to the account signed in with the address it
// goes to, and the weekly batch's release, to every member whose batch has faces; each once, each per the member's
// channels.
let t: TestApp | undefined;
let service: Awaited<ReturnType<typeof startPushService>>;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
afterEach(async () => {
  await t?.close();
  await service?.close();
  t = undefined;
});

const clock = fakeClock('2026-11-24T15:00:00Z');
const call = memberRequest(() => t!.app);

async function start(at: string) {
  clock.set(at);
  service = await startPushService();
  t = await buildTestApp({
    now: clock.now,
    env: { PUSH_ENDPOINT_ORIGINS: service.origin, PUSH_ENDPOINT_CA: PUSH_TEST_CA, SMTP_URL: smtp.url },
  });
}

async function subscribe(who: TestAccount, path: string) {
  const client = pushClient(`${service.origin}${path}`);
  const response = await call(who, 'POST', '/api/push/subscriptions', client.subscription);
  expect(response.statusCode, response.body).toBe(201);
  return client;
}

const pushesTo = (path: string) => service.received.filter((push) => push.path === path);

describe('pushes of programs', () => {
  it('tells the account signed in with the address; programs e-mail switched off sends no mail but the push', async () => {
    await start('2026-11-24T15:00:00Z');
    const j = formatJourney(() => t!.app, clock.now);
    const format = await j.publish();
    const ana = await createSignedInUser(t!.app.db, { email: 'ana-push@example.com', now: clock.now() });
    const phone = await subscribe(ana, '/ana');
    const host = await subscribe(format.host, '/host');
    const off = await call(ana, 'PUT', '/api/notifications/preferences', { channels: { programs: { push: true, email: false } } });
    expect(off.statusCode).toBe(200);

    const interest = await j.call('POST', `/api/event-format/${format.id}/interest`, undefined, { name: 'Ana Lima', email: ana.email });
    expect(interest.status).toBe(202);
    await t!.app.cycle.tick();
    await t!.app.cycle.tick();

    expect(pushesTo('/ana')).toHaveLength(1);
    expect(phone.decrypt(pushesTo('/ana')[0]!.body)).toEqual({
      web_push: 8030,
      notification: { ...LOCK_SCREEN_WORDS.programs, navigate: `/program/${format.id}`, tag: 'programs' },
      kind: 'programs',
      badge: 0,
    });
    // Her notice is in the app, and was not mailed: skipped, not marked as sent.
    const log = await formatNoticesRepo(t!.app.db).mailLog(format.id);
    expect(log.filter((notice) => notice.email === ana.email)).toMatchObject([
      { kind: 'interest', emailedAt: null, emailSkippedAt: clock.now().toISOString() },
    ]);
    expect(smtp.mails.filter((mail) => mail.to === ana.email)).toEqual([]);

    // The host's news opens the host's own screen of the program.
    await j.advance(format);
    await t!.app.cycle.tick();
    const toHost = pushesTo('/host');
    expect(toHost.length).toBeGreaterThan(0);
    for (const push of toHost)
      expect(host.decrypt(push.body)).toMatchObject({ notification: { navigate: `/host/format/${format.id}/details` } });
  });
});

describe('the weekly batch', () => {
  // A minute after Toronto's release of the week of 2026-11-19 (17:00 UTC): the first tick releases it.
  const AFTER_RELEASE = '2026-11-19T17:01:00.000Z';

  it('tells each member whose batch has faces once, unless they switched the batch off', async () => {
    await start(AFTER_RELEASE);
    const [ana, ben] = [await createMember(t!.app.db, { firstName: 'Ana' }), await createMember(t!.app.db, { firstName: 'Ben' })];
    await createMember(t!.app.db, { firstName: 'Cal' });
    const phone = await subscribe(ana, '/ana');
    await subscribe(ben, '/ben');
    await call(ben, 'PUT', '/api/notifications/preferences', { channels: { batch: { push: false, email: true } } });

    await t!.app.cycle.tick();
    await t!.app.cycle.tick();
    expect(pushesTo('/ana')).toHaveLength(1);
    expect(phone.decrypt(pushesTo('/ana')[0]!.body)).toEqual({
      web_push: 8030,
      notification: { ...LOCK_SCREEN_WORDS.batch, navigate: '/home', tag: 'batch' },
      kind: 'batch',
      badge: 0,
    });
    expect(pushesTo('/ben')).toEqual([]);

    // A device added later in the week is not told of a release that was already told.
    const laptop = pushClient(`${service.origin}/ana-laptop`);
    expect((await call(ana, 'POST', '/api/push/subscriptions', laptop.subscription)).statusCode).toBe(201);
    clock.set('2026-11-20T10:00:00.000Z');
    await t!.app.cycle.tick();
    expect(service.received.map((push) => push.path)).toEqual(['/ana']);
  });
});

describe('e-mail switched off', () => {
  it('a weekly notice is pushed and not mailed, and the export does not say it was mailed', async () => {
    await start('2026-12-03T12:00:00.000Z');
    const ana = await createMember(t!.app.db, { firstName: 'Ana' });
    await subscribe(ana, '/ana');
    await call(ana, 'PUT', '/api/notifications/preferences', { channels: { invites: { push: true, email: false } } });
    const invite = { userId: ana.email, week: '2026-12-03', kind: 'invited' as const, groupId: null, title: 'An invite', body: 'Answer.' };
    await t!.app.repos.notices.add(invite, clock.now().toISOString());
    await t!.app.cycle.tick();
    await t!.app.cycle.tick();
    expect(pushesTo('/ana')).toHaveLength(1);
    expect(smtp.mails.filter((mail) => mail.to === ana.email)).toEqual([]);
    const exported = await call(ana, 'GET', '/api/users/me/data');
    expect(exported.json().notices).toMatchObject([{ kind: 'invited', emailedAt: null }]);
  });
});
