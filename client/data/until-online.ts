/** Where online-ness is read: a window or a worker's global scope (both fire 'online'). */
export interface OnlineScope {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}

/** How often navigator.onLine is read again besides the 'online' event, should the event be missed. */
export const ONLINE_RECHECK_MS = 250;

/**
 * Resolves true as soon as `scope` says it is online (at once if it already does), false when `ms` passes first.
 * A Background Sync wake-up comes when the browser sees the network back, and the worker's navigator.onLine can
 * still say offline for a moment after that.
 */
export function untilOnline(scope: OnlineScope, ms: number): Promise<boolean> {
  if (scope.navigator.onLine) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (online: boolean) => {
      clearTimeout(giveUp);
      clearInterval(recheck);
      scope.removeEventListener('online', onOnline);
      resolve(online);
    };
    const onOnline = () => finish(true);
    const giveUp = setTimeout(() => finish(scope.navigator.onLine), Math.max(0, ms));
    const recheck = setInterval(() => {
      if (scope.navigator.onLine) finish(true);
    }, ONLINE_RECHECK_MS);
    scope.addEventListener('online', onOnline);
  });
}
