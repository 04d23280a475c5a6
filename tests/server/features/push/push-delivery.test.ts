import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_SCREEN_WORDS } from '../../../../shared/push';
import { pushService, vapidKeysOf } from '../../../../server/features/push/service';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { memberRequest } from '../../../helpers/member-request';
import { PUSH_TEST_CA, pushClient, startPushService } from '../../../helpers/push-service';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp | undefined;
let service: Awaited<ReturnType<typeof startPushService>> | undefined;
afterEach(async () => {
  await t?.close();
  await service?.close();
  t = undefined;
});

const call = memberRequest(() => t!.app);

async function setUp(now?: () => Date) {
  service = await startPushService();
  t = await buildTestApp({
    now,
    env: { PUSH_ENDPOINT_ORIGINS: service.origin, PUSH_ENDPOINT_CA: PUSH_TEST_CA, VAPID_SUBJECT: 'mailto:ops@meet.example' },
  });
  const member = await createMember(t.app.db);
  return { member, db: t.app.db, repos: t.app.repos };
}

async function subscribe(member: TestMember, path: string) {
  const client = pushClient(`${service!.origin}${path}`);
  const response = await call(member, 'POST', '/api/push/subscriptions', client.subscription);
  expect(response.statusCode, response.body).toBe(201);
  return client;
}

const invited = (member: TestMember) => ({
  userId: member.email,
  week: '2026-12-03',
  kind: 'invited' as const,
  groupId: null,
  title: 'Ana, Ben and Cal invite you',
  body: 'Answer by Saturday 9:00.',
});

describe('web push', () => {
  it('sends a new notice to each device once, encrypted for it, with no names on the lock screen by default', async () => {
    const { member, repos } = await setUp();
    const phone = await subscribe(member, '/phone');
    const laptop = await subscribe(member, '/laptop');
    await repos.notices.add(invited(member), new Date().toISOString());

    await t!.app.cycle.tick();
    await t!.app.cycle.tick();

    expect(service!.received.map((push) => push.path).sort()).toEqual(['/laptop', '/phone']);
    const toPhone = service!.received.find((push) => push.path === '/phone')!;
    expect(toPhone.headers['content-encoding']).toBe('aes128gcm');
    expect(toPhone.headers.ttl).toBe('86400');
    expect(toPhone.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const { publicKey } = JSON.parse((await call(member, 'GET', '/api/push/key')).body) as { publicKey: string };
    expect(toPhone.headers.authorization).toMatch(new RegExp(`^vapid t=[^,]+, k=${publicKey}$`));
    const expected = {
      web_push: 8030,
      notification: { ...LOCK_SCREEN_WORDS.invites, navigate: '/group', tag: 'invites', app_badge: '1' },
      kind: 'invites',
      badge: 1,
    };
    expect(phone.decrypt(toPhone.body)).toEqual(expected);
    expect(laptop.decrypt(service!.received.find((push) => push.path === '/laptop')!.body)).toEqual(expected);
    // Neither the title nor the body names anyone.
    expect(JSON.stringify(expected)).not.toMatch(/Ana|Ben|Cal/);
  });

  it('shows the notice’s own words once the member allows names on the lock screen', async () => {
    const { member, repos } = await setUp();
    const phone = await subscribe(member, '/phone');
    expect((await call(member, 'PUT', '/api/notifications/preferences', { namesOnLockScreen: true })).statusCode).toBe(200);
    await repos.notices.add(invited(member), new Date().toISOString());
    await t!.app.cycle.tick();
    expect(phone.decrypt(service!.received[0]!.body)).toMatchObject({
      notification: { title: 'Ana, Ben and Cal invite you', body: 'Answer by Saturday 9:00.' },
    });
  });

  it('sends nothing for a kind whose push is switched off', async () => {
    const { member, repos } = await setUp();
    await subscribe(member, '/phone');
    const off = await call(member, 'PUT', '/api/notifications/preferences', { channels: { invites: { push: false, email: true } } });
    expect(JSON.parse(off.body).channels.invites).toEqual({ push: false, email: true });
    await repos.notices.add(invited(member), new Date().toISOString());
    await t!.app.cycle.tick();
    expect(service!.received).toEqual([]);
    expect(await repos.push.deliveriesOf(member.email)).toEqual([]);
  });

  it('forgets a device the push service says is gone (410), and one that signs out', async () => {
    const { member, repos } = await setUp();
    await subscribe(member, '/gone');
    await subscribe(member, '/kept');
    service!.answer('/gone', 410);
    await repos.notices.add(invited(member), new Date().toISOString());
    await t!.app.cycle.tick();
    expect((await repos.push.subscriptionsOf(member.email)).map((s) => new URL(s.endpoint).pathname)).toEqual(['/kept']);

    // The member's data export names each device's push service, never its keys.
    const exported = await call(member, 'GET', '/api/users/me/data');
    expect(exported.json().notifications).toMatchObject({
      namesOnLockScreen: false,
      channels: { invites: { push: true, email: true } },
      devices: [{ pushService: service!.origin }],
    });
    expect(exported.body).not.toContain((await repos.push.subscriptionsOf(member.email))[0]!.p256dh);

    const out = await t!.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { sid: member.sessionId } });
    expect(out.statusCode).toBe(204);
    expect(await repos.push.subscriptionsOf(member.email)).toEqual([]);
  });

  it('tries again later when the push service fails; a node that died holding a push delays it, never doubles it', async () => {
    const clock = fakeClock('2026-12-03T12:00:00.000Z');
    const { member, repos } = await setUp(clock.now);
    await subscribe(member, '/phone');
    service!.answer('/phone', 503);
    await repos.notices.add(invited(member), clock.now().toISOString());
    await t!.app.cycle.tick();
    expect(service!.received).toHaveLength(1);
    const [failed] = await repos.push.deliveriesOf(member.email);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });

    // A minute on, another node claims the retry and stops before it sends: nobody sends it while its claim holds.
    service!.answer('/phone', 201);
    clock.set(new Date(clock.now().getTime() + 61_000).toISOString());
    const device = (await repos.push.subscriptionsOf(member.email))[0]!;
    expect(await repos.push.claim(failed!.eventId, device.id, clock.now(), new Date(clock.now().getTime() + 120_000))).toBe(true);
    await t!.app.cycle.tick();
    expect(service!.received).toHaveLength(1);

    // Once the claim lapses, this node and a second one deliver together: it goes once.
    clock.set(new Date(clock.now().getTime() + 121_000).toISOString());
    const second = pushService({
      repo: repos.push,
      config: t!.config.push,
      now: clock.now,
      log: t!.app.log,
      keys: () => vapidKeysOf(t!.config.push, repos.push, clock.now),
    });
    await Promise.all([t!.app.cycle.tick(), second.deliver()]);
    expect(service!.received).toHaveLength(2);
    expect(service!.received[1]!.headers.topic).toBe(service!.received[0]!.headers.topic);
    expect((await repos.push.deliveriesOf(member.email))[0]).toMatchObject({
      attempts: 3,
      failedAt: null,
      sentAt: clock.now().toISOString(),
    });
  });

  it('refuses a subscription naming an address that is not a push service', async () => {
    const { member } = await setUp();
    const client = pushClient('https://attacker.example/collect');
    const refused = await call(member, 'POST', '/api/push/subscriptions', client.subscription);
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'validation-failed', message: 'This push service is not one we send to.' });
    const badKey = await call(member, 'POST', '/api/push/subscriptions', {
      ...pushClient(`${service!.origin}/x`).subscription,
      keys: { p256dh: 'abc', auth: 'def' },
    });
    expect(badKey.statusCode).toBe(400);
    expect((await call(member, 'GET', '/api/notifications/preferences')).body).toContain('"devices":0');
  });
});

describe('web push settings', () => {
  it('signs as the operator by an https address or a mailto:, never an http one', async () => {
    const { loadConfig } = await import('../../../../server/config');
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://meet.example' }).push.subject).toBe('https://meet.example');
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', MAIL_FROM: 'Meet <hello@meet.example>' }).push.subject).toBe(
      'mailto:hello@meet.example',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_SUBJECT: 'http://meet.example' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
  });
});
