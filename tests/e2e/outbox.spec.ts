import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { profilesRepo } from '../../server/features/profiles/repo';
import { createSignedInUser } from '../helpers/accounts';
import { E2E_CLIENT_DIR } from './support/e2e-env';
import { outboxRows } from './support/device-outbox';
import { memberKeys } from './support/member-writes';
import { watchWorker } from './support/service-worker';
import { expect, type TestServer, test } from './support/worker-server';

// These tests switch the network off and watch one member's profile and idempotency rows, each on a fresh server.
/**
 * How long a Background Sync wake-up may take to send a change: it waits out a backoff of up to 30 s
 * (SYNC_WAITS_OUT_MS in client/data/outbox-drain.ts) when its first try met the network still coming back.
 */
const SYNC_WAIT_MS = 35_000;

/** The built client/data/outbox.ts (its own chunk: it is also loaded with import()), found in Vite's manifest. */
function outboxChunkUrl(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(E2E_CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; name?: string; src?: string; isDynamicEntry?: boolean }
  >;
  const chunks = Object.values(manifest);
  const chunk = chunks.find((c) => c.src === 'data/outbox.ts') ?? chunks.find((c) => c.name === 'outbox' && c.isDynamicEntry);
  return `/${chunk!.file}`;
}

const profileOf = async (server: TestServer, email: string) => {
  const profile = (await server.withDatabase((db) => profilesRepo(db).find(email)))!;
  return { minIdealAge: profile.minIdealAge, updatedAt: profile.updatedAt };
};
/** How many keys the member's op left on the server (one however often it was sent). */
const storedKeys = async (server: TestServer, email: string, opId: string) =>
  (await server.withDatabase((db) => memberKeys(db, email))).filter((key) => key.key === opId).length;

/** A member with a profile, signed in in this context. `backgroundSync` grants it; otherwise it is not granted. */
async function signIn(server: TestServer, context: BrowserContext, { backgroundSync = false } = {}): Promise<string> {
  await context.grantPermissions(backgroundSync ? ['background-sync'] : [], { origin: server.url });
  const { email, sessionId } = await server.withDatabase((db) => createSignedInUser(db, { hasProfile: true }));
  await context.addCookies([{ name: 'sid', value: sessionId, url: server.url }]);
  return email;
}

/** A page the service worker controls, so the app keeps working with the network off. */
async function openApp(server: TestServer, context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/faq`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  return page;
}

/** Queues a profile change with the app's own enqueue, as a settings screen will. */
function enqueue(page: Page, minIdealAge: number): Promise<string> {
  return page.evaluate(
    async ([url, payload]) => {
      type Outbox = { enqueue?: (kind: string, payload: unknown) => Promise<string> };
      const chunk = (await import(url)) as Outbox & Record<string, unknown>;
      // When Rollup puts more than the module in the chunk, the module's exports are one namespace object in it.
      const outbox = chunk.enqueue
        ? chunk
        : (Object.values(chunk).find((value) => (value as Outbox | null)?.enqueue) as Outbox | undefined);
      if (!outbox?.enqueue) throw new Error(`${url} does not export enqueue`);
      return outbox.enqueue('update-profile-property', payload);
    },
    [outboxChunkUrl(), { Location: 'CA:ON:Toronto', Changes: [{ Field: 'minIdealAge', Value: minIdealAge }] }] as const,
  );
}

const syncTags = (page: Page) =>
  page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
    return registration.sync.getTags();
  });

/**
 * A member with Background Sync granted, the app open, the network off and a change to minIdealAge queued: the
 * outbox has asked for a 'sync' wake-up.
 */
async function queuedOfflineForSync(server: TestServer, context: BrowserContext, minIdealAge: number) {
  const email = await signIn(server, context, { backgroundSync: true });
  const page = await openApp(server, context);
  await context.setOffline(true);
  const opId = await enqueue(page, minIdealAge);
  await expect.poll(() => syncTags(page)).toContain('outbox');
  return { email, page, opId };
}

test('a change the server applied but whose answer was lost is sent again with the same key and applied once', async ({
  context,
  server,
}) => {
  const email = await signIn(server, context);
  const page = await openApp(server, context);
  const sent: { key: string; status: number; replayed?: string }[] = [];
  let appliedAt: string | null = null;
  await context.route('**/api/profiles/updateProfileProperty', async (route) => {
    // The server really gets and applies every request; only the first answer is lost on its way back.
    const response = await route.fetch();
    sent.push({
      key: route.request().headers()['idempotency-key']!,
      status: response.status(),
      replayed: response.headers()['idempotent-replayed'],
    });
    if (sent.length > 1) return route.fulfill({ response });
    appliedAt = (await profileOf(server, email)).updatedAt;
    return route.abort('connectionreset');
  });

  const opId = await enqueue(page, 30);
  await expect.poll(() => outboxRows(page), { timeout: 15_000 }).toEqual([]);

  expect(sent.map(({ key }) => key)).toEqual([opId, opId]);
  expect(sent.map(({ status }) => status)).toEqual([200, 200]);
  expect(sent[1]!.replayed).toBe('true');
  expect(appliedAt).not.toBeNull();
  // Applied once: the profile still carries the time of the first request, and the key is stored once.
  expect(await profileOf(server, email)).toEqual({ minIdealAge: 30, updatedAt: appliedAt });
  expect(await storedKeys(server, email, opId)).toBe(1);
});

test('a change the server refuses stays in the attention list, also after a reload, until it is discarded on purpose', async ({
  context,
  server,
}) => {
  const email = await signIn(server, context);
  const page = await openApp(server, context);
  await enqueue(page, 7);

  const list = page.getByRole('region', { name: 'needs your attention' });
  await expect(list).toContainText('a change to your profile could not be saved');
  await expect(list).toContainText('Ideal ages must be whole numbers from 18 to 100.');
  const axe = await new AxeBuilder({ page }).include('.outbox-status').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.reload();
  await expect(list).toContainText('Ideal ages must be whole numbers from 18 to 100.');
  expect(await outboxRows(page)).toMatchObject([{ status: 'attention' }]);

  // 'try again' really sends it again; refused again, it is kept again.
  const refusedAgain = page.waitForResponse((response) => response.url().endsWith('/api/profiles/updateProfileProperty'));
  await list.getByRole('button', { name: 'try again' }).click();
  expect((await refusedAgain).status()).toBe(400);
  await expect.poll(() => outboxRows(page)).toMatchObject([{ status: 'attention' }]);

  // Discarding asks first; Escape and 'keep it' both keep the change.
  await list.getByRole('button', { name: 'discard' }).click();
  await expect(list.getByRole('button', { name: 'keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list.getByRole('button', { name: 'discard' })).toBeFocused();
  await list.getByRole('button', { name: 'discard' }).click();
  await list.getByRole('button', { name: 'keep it' }).click();
  expect(await outboxRows(page)).toHaveLength(1);

  await list.getByRole('button', { name: 'discard' }).click();
  await list.getByRole('button', { name: 'yes, discard it' }).click();
  await expect(list).toBeHidden();
  expect(await outboxRows(page)).toEqual([]);
  expect((await profileOf(server, email)).minIdealAge).toBeNull();
});

test('without Background Sync, a change queued offline is sent when the connection comes back', async ({ context, server }) => {
  const email = await signIn(server, context);
  const page = await openApp(server, context);
  await context.setOffline(true);
  await enqueue(page, 31);

  const indicator = page.getByRole('status').filter({ hasText: '1 change waiting to sync' });
  await expect(indicator).toBeVisible();
  // Known offline: no attempt is spent and no timer set, so only the 'online' event can send it now.
  expect(await outboxRows(page)).toMatchObject([{ status: 'pending', attempts: 0 }]);
  expect(await syncTags(page)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await profileOf(server, email)).minIdealAge).toBe(31);
  await expect(indicator).toBeHidden();
  expect(await outboxRows(page)).toEqual([]);
});

test('without Background Sync, a change queued offline is sent when the app opens again after its worker stopped', async ({
  context,
  server,
}) => {
  const email = await signIn(server, context);
  const page = await openApp(server, context);
  // Only this page goes offline, through DevTools: context.setOffline would also address the worker stopped
  // below and wait for it forever.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await enqueue(page, 32);
  expect(await outboxRows(page)).toMatchObject([{ status: 'pending', attempts: 0 }]);

  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.close();
  expect((await profileOf(server, email)).minIdealAge).toBeNull();

  const reopened = await context.newPage();
  await reopened.goto(`${server.url}/faq`);
  await expect.poll(async () => (await profileOf(server, email)).minIdealAge).toBe(32);
  await expect.poll(() => outboxRows(reopened)).toEqual([]);
});

test('with Background Sync, a change queued offline reaches the server from the worker with no page open', async ({ context, server }) => {
  const { email, page } = await queuedOfflineForSync(server, context, 33);

  // A blank tab only carries the DevTools session; no page of the app stays open.
  const { blank, wakeForSync } = await watchWorker(context, server.url);
  await page.close();
  expect(context.pages()).toEqual([blank]);
  expect((await profileOf(server, email)).minIdealAge).toBeNull();

  // Chromium may fire the pending sync by itself once the emulated network is back; the explicit dispatch makes
  // the wake-up certain. Either way only the worker is there to send the change.
  await context.setOffline(false);
  await wakeForSync();
  await expect.poll(async () => (await profileOf(server, email)).minIdealAge, { timeout: SYNC_WAIT_MS }).toBe(33);
  expect(context.pages()).toEqual([blank]);
});

test('a Background Sync wake-up that comes while the worker still says it is offline waits for the network and sends the change', async ({
  context,
  server,
}) => {
  const { email, page } = await queuedOfflineForSync(server, context, 35);
  const { wakeForSync } = await watchWorker(context, server.url);
  await page.close();

  // The worker's navigator.onLine can lag the browser's view of the network: read right after the network came back,
  // it was still false in 1 of 6 tries here, and a CI run's wake-up then sent nothing for 35 s. Here the worker's
  // navigator says offline after the network is back and the browser wakes it (by itself on the network's return, or
  // by the dispatch below), and counts how often it was asked.
  const worker = context.serviceWorkers().find((sw) => sw.url().startsWith(server.url))!;
  await worker.evaluate(() => {
    const scope = self as unknown as { onLineReads: number };
    scope.onLineReads = 0;
    Object.defineProperty(self.navigator, 'onLine', {
      configurable: true,
      get: () => {
        scope.onLineReads += 1;
        return false;
      },
    });
  });
  await context.setOffline(false);
  await wakeForSync();
  // The wake-up's drain found the worker offline and is waiting for the network: it has asked again since (it asks
  // once to drain, once to start waiting, then every quarter second), and sent nothing.
  await expect.poll(() => worker.evaluate(() => (self as unknown as { onLineReads: number }).onLineReads)).toBeGreaterThanOrEqual(3);
  expect((await profileOf(server, email)).minIdealAge).toBeNull();
  await worker.evaluate(() => {
    delete (self.navigator as { onLine?: boolean }).onLine;
    self.dispatchEvent(new Event('online'));
  });
  await expect.poll(async () => (await profileOf(server, email)).minIdealAge, { timeout: 15_000 }).toBe(35);
});

test('a Background Sync wake-up that finds the change backing off from a failed try a moment ago waits it out and sends it', async ({
  context,
  server,
}) => {
  const { email, page, opId } = await queuedOfflineForSync(server, context, 34);
  // As after a wake-up whose try failed while the network was still coming back: one attempt, a short backoff left.
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('meetup');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('outbox', 'readwrite').objectStore('outbox');
          const read = store.get(id);
          read.onsuccess = () => {
            store.put({ ...read.result, attempts: 1, nextAttemptAt: Date.now() + 3000, lastError: 'no answer from the server yet' });
            store.transaction.oncomplete = () => {
              open.result.close();
              resolve();
            };
          };
        };
      }),
    opId,
  );
  const { wakeForSync } = await watchWorker(context, server.url);
  await page.close();
  await context.setOffline(false);
  await wakeForSync();
  await expect.poll(async () => (await profileOf(server, email)).minIdealAge, { timeout: 15_000 }).toBe(34);
  expect(await storedKeys(server, email, opId)).toBe(1);
});
