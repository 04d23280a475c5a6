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
 * Registers the service worker once the page has loaded (workbox-window is fetched then, not up front).
 * When a new version is waiting, `onUpdate` gets a function that activates it and reloads once it controls
 * the page; nothing reloads without the person asking, nor while the outbox holds unsent changes or a recording runs.
 */
export function registerServiceWorker(onUpdate: UpdateListener): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = async () => {
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
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
