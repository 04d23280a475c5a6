/** Whether the app's code can be fetched now: the device is online, or the service worker serves this page. */
export function codeReachable(): boolean {
  if (typeof navigator === 'undefined') return false;
  return navigator.onLine || Boolean(navigator.serviceWorker?.controller);
}
