import { Workbox } from 'workbox-window';

type UpdateListener = (applyUpdate: () => void) => void;

/**
 * Registers the service worker. When a new version is waiting, `onUpdate` gets a function that activates it
 * and reloads once it controls the page; nothing reloads without the person asking.
 */
export function registerServiceWorker(onUpdate: UpdateListener): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    onUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb.register();
}
