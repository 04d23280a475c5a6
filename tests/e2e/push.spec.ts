import { noticesRepo } from '../../server/features/notices/repo';
import { meetingAt } from '../../shared/weekly-cycle';
import { LOCK_SCREEN_WORDS, type PushPayload } from '../../shared/push';
import { createMember } from '../helpers/members';
import { pushClient, startPushService } from '../helpers/push-service';
import { expectNoSeriousAxeViolations } from './support/axe';
import { confirmedGroup } from './support/confirmed-group';
import { memberPhone } from './support/member-phone';
import { untilWorkerActive, watchWorker } from './support/service-worker';
import { expect, pushServicePort, test } from './support/worker-server';

// Web push end to end: the server encrypts a notice's push for the device and posts it to the push service (here the
// test's own); what that service received is delivered to the app's service worker as a browser's push client would
// (DevTools' ServiceWorker.deliverPushMessage), which shows it; a tap opens its page. A kind switched off sends nothing.

test('a notice reaches the installed app as a notification that opens /group; a kind switched off sends nothing', async ({
  browser,
  server,
}, workerInfo) => {
  const service = await startPushService(pushServicePort(workerInfo));
  try {
    const member = await server.withDatabase((db) => createMember(db, { firstName: 'Noa' }));
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin: server.url });
    await context.addCookies([{ name: 'sid', value: member.sessionId, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/home`);
    await untilWorkerActive(page);
    // Opened again, the page is the worker's (an installed app's always is), so a tap can move it.
    await page.reload();
    const { cdp, registrationId } = await watchWorker(context, server.url);

    // The device's subscription, as PushManager.subscribe would give it (Chromium here has no push service to ask).
    const device = pushClient(`${service.origin}/device`);
    const subscribed = await page.evaluate(
      (body) =>
        fetch('/api/push/subscriptions', { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.status),
      JSON.stringify(device.subscription),
    );
    expect(subscribed).toBe(201);

    const invite = {
      userId: member.email,
      week: '2026-12-03',
      kind: 'invited' as const,
      groupId: null,
      title: 'Ana invites you',
      body: 'Answer by Saturday.',
    };
    await server.withDatabase((db) => noticesRepo(db).add(invite, server.now().toISOString()));
    await server.setClock(server.now().toISOString());
    await expect.poll(() => service.received.length).toBe(1);

    const payload = device.decrypt(service.received[0]!.body) as PushPayload;
    expect(payload.badge).toBe(1);
    // Headless Chromium shows no badge: the worker's call is recorded, then made as it was.
    const worker = context.serviceWorkers()[0]!;
    const hasBadging = await worker.evaluate(() => {
      const scope = self as unknown as ServiceWorkerGlobalScope & { badgesSet: unknown[] };
      const navigator = scope.navigator as WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void> };
      const setAppBadge = navigator.setAppBadge;
      if (typeof setAppBadge !== 'function') return false;
      scope.badgesSet = [];
      navigator.setAppBadge = (count) => {
        scope.badgesSet.push(count);
        return setAppBadge.call(navigator, count);
      };
      return true;
    });
    expect(hasBadging, 'the service worker has navigator.setAppBadge').toBe(true);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      worker.evaluate(async () =>
        (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map(({ title, body, tag }) => ({
          title,
          body,
          tag,
        })),
      );
    await expect.poll(shown).toEqual([{ ...LOCK_SCREEN_WORDS.invites, tag: 'invites' }]);
    await expect.poll(() => worker.evaluate(() => (self as unknown as { badgesSet: unknown[] }).badgesSet)).toEqual([payload.badge]);

    // A tap: the worker's notificationclick opens the page the notification is about.
    await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(`${server.url}/group`);

    // Invites switched off for push: the next one is not sent.
    const off = await page.evaluate(
      (body) =>
        fetch('/api/notifications/preferences', { method: 'PUT', headers: { 'content-type': 'application/json' }, body }).then(
          (r) => r.status,
        ),
      JSON.stringify({ channels: { invites: { push: false, email: true } } }),
    );
    expect(off).toBe(200);
    await server.withDatabase((db) => noticesRepo(db).add({ ...invite, title: 'Ben invites you' }, server.now().toISOString()));
    await server.setClock(server.now().toISOString());
    await server.setClock(server.now().toISOString());
    expect(service.received).toHaveLength(1);
    await context.close();
  } finally {
    await service.close();
  }
});

test.describe('after accepting an invite', () => {
  const WEEK = '2026-11-19';
  const CLOCK_START = new Date(meetingAt(WEEK, 'sat-9', 'America/Toronto').getTime() - 30 * 60 * 60 * 1000).toISOString();
  test.use({ serverStart: { clock: CLOCK_START } });

  test('the group page offers notifications from a tap; "not now" keeps it away; the install screen passes axe', async ({
    browser,
    server,
  }) => {
    const { members } = await confirmedGroup(server, WEEK, ['Host', 'Ana', 'Ben', 'Cal']);
    const { context, page } = await memberPhone(browser, server, members[1]!, CLOCK_START);
    await page.goto(`${server.url}/group`);
    const card = page.getByRole('region', { name: 'be told on this device' });
    await expect(card).toBeVisible();
    // Nothing is asked before the tap: the browser's permission is still undecided.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await expect(card.getByRole('button', { name: 'turn on notifications' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/group with the notifications card');
    await card.getByRole('button', { name: 'not now' }).click();
    await expect(card).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Café Pamenar' }).or(page.getByRole('heading', { level: 1 }))).toBeVisible();
    await expect(page.getByRole('region', { name: 'be told on this device' })).toBeHidden();

    await page.goto(`${server.url}/emberite/settings`);
    await page.getByRole('list', { name: 'settings' }).getByRole('link', { name: 'install the app' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'install the app' })).toBeVisible();
    await expect(
      page.getByText('Open your browser\'s menu and choose "Install app"').or(page.getByRole('button', { name: 'install the app' })),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/emberite/settings/install');
    await context.close();
  });
});
