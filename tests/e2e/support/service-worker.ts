import type { BrowserContext, Page } from '@playwright/test';

/**
 * A blank tab carrying only a DevTools session, and the id of the service worker registration for `origin`: with it
 * a test closes every page of the app and still wakes the worker (ServiceWorker.dispatchSyncEvent).
 */
export async function watchWorker(context: BrowserContext, origin: string) {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  /** Background Sync's wake-up for the outbox, as the browser sends it when the network is back. */
  const wakeForSync = async () =>
    cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registrationId, tag: 'outbox', lastChance: false });
  return { blank, cdp, registrationId, wakeForSync };
}

/**
 * Waits until the app's service worker is active, its precache complete: only then does a page opened or reloaded
 * offline come from the device. Going offline sooner tests the network, not the app.
 */
export async function untilWorkerActive(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}
