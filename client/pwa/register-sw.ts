import { isBusy, whenNotBusy } from './app-busy';

type UpdateListener = (applyUpdate: () => void) => void;

/**
 * How long the waiting version may take to control the page once asked. The browser activates it only when the old
 * worker has nothing in flight; on a busy phone that can stall. Reloading then (safe: nothing is waiting to be sent
 * or recorded) drops this page's share of that work, and the new version takes over.
 */
const TAKE_OVER_WAIT_MS = 10_000;

/** Waits until the outbox is empty and nothing is busy, checking both again after each wait. */
async function whenIdle(whenOutboxEmpty: () => Promise<void>): Promise<void> {
  for (;;) {
    await whenOutboxEmpty();
    if (!isBusy()) return;
    await whenNotBusy();
  }
}

/**
 * On a pre-rendered public page (a visitor's first screen) the worker is installed only once the page has settled:
 * its install downloads the whole app for offline use (the precache, about 1.3 MB in 256 files), and done at load
 * it competes with the first screen's hydration for the phone's CPU and network (figures:
 * docs/decisions/0015-landing-first-load-under-lighthouse.md).
 * Settled means SETTLE_AFTER_LOAD_MS after load and then an idle moment; a move into the app (`now()`, called on
 * the first navigation) installs it at once, so the screens a visitor opens next work offline as before.
 */
export const SETTLE_AFTER_LOAD_MS = 3000;

function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

function whenSettled(then: () => void): void {
  afterLoad(() =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: SETTLE_AFTER_LOAD_MS });
      else then();
    }, SETTLE_AFTER_LOAD_MS),
  );
}

export interface ServiceWorkerRegistrationStart {
  /** Registers now if it has not started yet (a pre-rendered page's visitor moved into the app). */
  now(): void;
}

/**
 * Registers the service worker once the page has loaded (workbox-window is fetched then, not up front), or on a
 * pre-rendered page once it has settled (above). When a new version is waiting, `onUpdate` gets a function that
 * activates it and reloads once it controls the page; nothing reloads without the person asking, nor while the
 * outbox holds unsent changes or a recording runs.
 */
export function registerServiceWorker(onUpdate: UpdateListener, options: { settleFirst: boolean }): ServiceWorkerRegistrationStart {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return { now: () => {} };
  let started = false;
  const register = async () => {
    if (started) return;
    started = true;
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      onUpdate(() => {
        let reloading = false;
        const reload = () =>
          void whenNotBusy().then(() => {
            if (reloading) return;
            reloading = true;
            window.location.reload();
          });
        // Another tab may have switched first: even then, a recording here finishes before the reload.
        wb.addEventListener('controlling', reload);
        // Never reload over changes still waiting in the outbox (an upload included) nor over a recording; the
        // switch happens once both are over at the same moment.
        void import('../data/outbox')
          .then(({ whenOutboxEmpty }) => whenIdle(whenOutboxEmpty))
          .then(() => {
            wb.messageSkipWaiting();
            setTimeout(reload, TAKE_OVER_WAIT_MS);
          });
      });
    });
    await wb.register();
  };
  if (options.settleFirst) whenSettled(() => void register());
  else afterLoad(() => void register());
  return { now: () => afterLoad(() => void register()) };
}
