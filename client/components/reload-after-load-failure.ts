import { BOOT_RETRY_WINDOW_MS } from '../../shared/first-paint-script';
import { firstLoadSettings } from '../data/first-load-settings';
import { readSetting, writeSetting } from '../data/stored-setting';
import { isBusy } from '../pwa/app-busy';
import { codeReachable } from '../pwa/code-reachable';

/** How browsers word a dynamic import whose module (or one it imports) could not be fetched. */
const CODE_LOAD_FAILURE = /dynamically imported module|importing a module script failed/i;

export interface LoadFailureContext {
  /** Whether the app's code can be fetched now (online, or served by the service worker). */
  reachable: boolean;
  /** Whether work the page must not be reloaded over is running (a video being recorded). */
  busy: boolean;
  /** When the page last reloaded itself for code that failed to load (ms since the epoch), if it did. */
  lastReloadAt: number | null;
  now: number;
}

/**
 * Whether a screen whose code failed to load should reload the page: only for a failed module load, only when the
 * code can be fetched, never over running work, and at most once a minute (the first-paint script's guard, so the
 * two never loop).
 */
export function shouldReloadAfterLoadFailure(error: unknown, context: LoadFailureContext): boolean {
  if (!(error instanceof Error) || !CODE_LOAD_FAILURE.test(error.message)) return false;
  if (!context.reachable || context.busy) return false;
  return context.lastReloadAt === null || context.now - context.lastReloadAt >= BOOT_RETRY_WINDOW_MS;
}

/**
 * A screen's code failed to load although it can be fetched: Chromium now and then aborts a module request the service
 * worker answers from its cache (net::ERR_ABORTED, seen in traces), and keeps that failure for the page's life. The
 * page then reloads once; nothing is lost, as the screen never started. While something is busy (a recording), or
 * after that one reload, the error page stays with its own reload button. Returns whether it reloads.
 */
export function reloadOnceAfterLoadFailure(error: unknown): boolean {
  const now = Date.now();
  const context = { reachable: codeReachable(), busy: isBusy(), lastReloadAt: readSetting(firstLoadSettings.bootRetry), now };
  // Without sessionStorage the reload could not be noted, and might loop: the error page stays instead.
  if (!shouldReloadAfterLoadFailure(error, context) || !writeSetting(firstLoadSettings.bootRetry, now)) return false;
  window.location.reload();
  return true;
}
