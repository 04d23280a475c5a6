import { describe, expect, it } from 'vitest';
import { shouldReloadAfterLoadFailure } from '../../../client/components/reload-after-load-failure';
import { BOOT_RETRY_WINDOW_MS } from '../../../shared/first-paint-script';

const now = 1_800_000_000_000;
const calm = { reachable: true, busy: false, lastReloadAt: null, now };
const chromium = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/StartScreen-abc.js');
const safari = new TypeError('Importing a module script failed.');

describe('a screen whose code failed to load', () => {
  it('reloads for a failed module load, as Chromium and Safari word it', () => {
    expect(shouldReloadAfterLoadFailure(chromium, calm)).toBe(true);
    expect(shouldReloadAfterLoadFailure(safari, calm)).toBe(true);
  });

  it('does not reload for any other error a screen throws', () => {
    expect(shouldReloadAfterLoadFailure(new TypeError("Cannot read properties of undefined (reading 'id')"), calm)).toBe(false);
    expect(shouldReloadAfterLoadFailure('Failed to fetch dynamically imported module', calm)).toBe(false);
  });

  it('does not reload while the code cannot be fetched (offline without the service worker)', () => {
    expect(shouldReloadAfterLoadFailure(chromium, { ...calm, reachable: false })).toBe(false);
  });

  it('does not reload over running work, such as a video being recorded', () => {
    expect(shouldReloadAfterLoadFailure(chromium, { ...calm, busy: true })).toBe(false);
  });

  it('reloads at most once a minute, sharing the guard with the first-paint script', () => {
    expect(shouldReloadAfterLoadFailure(chromium, { ...calm, lastReloadAt: now - 5_000 })).toBe(false);
    expect(shouldReloadAfterLoadFailure(chromium, { ...calm, lastReloadAt: now - BOOT_RETRY_WINDOW_MS + 1 })).toBe(false);
    expect(shouldReloadAfterLoadFailure(chromium, { ...calm, lastReloadAt: now - BOOT_RETRY_WINDOW_MS })).toBe(true);
  });
});
