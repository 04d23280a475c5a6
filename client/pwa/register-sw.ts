import { isBusy, whenNotBusy } from './app-busy';

type UpdateListener = (applyUpdate: () => void) => void;

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
        // Another tab may have switched first: even then, a recording here finishes before the reload.
        wb.addEventListener('controlling', () => void whenNotBusy().then(() => window.location.reload()));
        // Never reload over changes still waiting in the outbox (an upload included) nor over a recording; the
        // switch happens once both are over at the same moment.
        void import('../data/outbox').then(({ whenOutboxEmpty }) => whenIdle(whenOutboxEmpty)).then(() => wb.messageSkipWaiting());
      });
    });
    await wb.register();
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
