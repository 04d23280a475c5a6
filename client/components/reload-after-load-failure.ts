import { BOOT_RETRY_KEY, BOOT_RETRY_WINDOW_MS } from '../../shared/first-paint-script';
import { codeReachable } from '../pwa/code-reachable';

/** How browsers word a dynamic import whose module (or one it imports) could not be fetched. */
const CODE_LOAD_FAILURE = /dynamically imported module|importing a module script failed/i;

/**
 * A screen's code failed to load although it can be fetched: Chromium now and then aborts a module request the service
 * worker answers from its cache (net::ERR_ABORTED, seen in traces), and keeps that failure for the page's life. The
 * page then reloads once, as the first-paint script does when the app's entry fails (the same once-a-minute guard, so
 * the two never loop); nothing is lost, as the screen never started. Returns whether it reloads.
 */
export function reloadOnceAfterLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error) || !CODE_LOAD_FAILURE.test(error.message) || !codeReachable()) return false;
  try {
    const now = Date.now();
    if (now - Number(sessionStorage.getItem(BOOT_RETRY_KEY) ?? 0) < BOOT_RETRY_WINDOW_MS) return false;
    sessionStorage.setItem(BOOT_RETRY_KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
