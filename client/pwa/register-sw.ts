type UpdateListener = (applyUpdate: () => void) => void;

/**
 * Registers the service worker once the page has loaded (workbox-window is fetched then, not up front).
 * When a new version is waiting, `onUpdate` gets a function that activates it and reloads once it controls
 * the page; nothing reloads without the person asking, nor while the outbox holds unsent changes.
 */
export function registerServiceWorker(onUpdate: UpdateListener): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      onUpdate(() => {
        wb.addEventListener('controlling', () => window.location.reload());
        // Never reload over changes still waiting in the outbox; the switch happens once they are sent.
        void import('../data/outbox').then(({ whenOutboxEmpty }) => whenOutboxEmpty()).then(() => wb.messageSkipWaiting());
      });
    });
    await wb.register();
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
