import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONLINE_RECHECK_MS, type OnlineScope, untilOnline } from '../../../client/data/until-online';

/** A scope whose online-ness the test sets, firing 'online' only when asked to. */
function scope(onLine: boolean) {
  const listeners = new Set<() => void>();
  const target = {
    navigator: { onLine },
    addEventListener: (_type: 'online', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'online', listener: () => void) => listeners.delete(listener),
  } satisfies OnlineScope;
  return {
    target,
    listeners,
    goOnline({ fire }: { fire: boolean }) {
      target.navigator.onLine = true;
      if (fire) for (const listener of [...listeners]) listener();
    },
  };
}

/** What the promise has settled to so far ('pending' until then). */
function watch(promise: Promise<boolean>) {
  const state = { value: 'pending' as boolean | 'pending' };
  void promise.then((value) => {
    state.value = value;
  });
  return state;
}

describe('untilOnline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers true at once when the scope is already online', async () => {
    const { target, listeners } = scope(true);
    await expect(untilOnline(target, 30_000)).resolves.toBe(true);
    expect(listeners.size).toBe(0);
  });

  it("answers true on the 'online' event, without waiting for the next recheck, and stops listening", async () => {
    const online = scope(false);
    const state = watch(untilOnline(online.target, 30_000));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.value).toBe('pending');
    online.goOnline({ fire: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.value).toBe(true);
    expect(online.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('notices coming online without the event, at the next recheck', async () => {
    const online = scope(false);
    const state = watch(untilOnline(online.target, 30_000));
    await vi.advanceTimersByTimeAsync(10);
    online.goOnline({ fire: false });
    await vi.advanceTimersByTimeAsync(ONLINE_RECHECK_MS);
    expect(state.value).toBe(true);
    expect(online.listeners.size).toBe(0);
  });

  it('answers false once the wait is over and still offline, and leaves no timer or listener behind', async () => {
    const offline = scope(false);
    const state = watch(untilOnline(offline.target, 5_000));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(state.value).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(state.value).toBe(false);
    expect(offline.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
