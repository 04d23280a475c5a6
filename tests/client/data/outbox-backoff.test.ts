import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, backoffDelayMs, nextAttemptAt, retryAfterMs } from '../../../client/data/outbox-backoff';

const NOW = Date.UTC(2025, 4, 17, 9, 0, 0);
const top = () => 0.999999;

describe('outbox backoff', () => {
  it('doubles the ceiling from 2 s with each failed attempt', () => {
    expect(backoffDelayMs(1, top)).toBe(BACKOFF_BASE_MS - 1);
    expect(backoffDelayMs(2, top)).toBe(2 * BACKOFF_BASE_MS - 1);
    expect(backoffDelayMs(3, top)).toBe(4 * BACKOFF_BASE_MS - 1);
    expect(backoffDelayMs(5, top)).toBe(16 * BACKOFF_BASE_MS - 1);
  });

  it('never waits longer than 5 minutes, however many attempts failed', () => {
    expect(backoffDelayMs(9, top)).toBe(BACKOFF_MAX_MS - 1);
    expect(backoffDelayMs(60, top)).toBe(BACKOFF_MAX_MS - 1);
    expect(backoffDelayMs(10_000, top)).toBeLessThan(BACKOFF_MAX_MS);
  });

  it('caps the ceiling lower when asked (a screen waiting for its batch asks at least every 30 s)', () => {
    expect(backoffDelayMs(3, top, 30_000)).toBe(4 * BACKOFF_BASE_MS - 1);
    expect(backoffDelayMs(5, top, 30_000)).toBe(30_000 - 1);
    expect(backoffDelayMs(60, top, 30_000)).toBe(30_000 - 1);
  });

  it('uses full jitter: anywhere from 0 up to the ceiling, so phones that failed together spread out', () => {
    expect(backoffDelayMs(4, () => 0)).toBe(0);
    expect(backoffDelayMs(4, () => 0.5)).toBe(8_000);
    const delays = Array.from({ length: 200 }, () => backoffDelayMs(6));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(64_000);
    expect(new Set(delays).size).toBeGreaterThan(100);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('120', NOW)).toBe(120_000);
    expect(retryAfterMs(' 0 ', NOW)).toBe(0);
    expect(retryAfterMs(new Date(NOW + 30_000).toUTCString(), NOW)).toBe(30_000);
    expect(retryAfterMs(new Date(NOW - 30_000).toUTCString(), NOW)).toBe(0);
  });

  it('ignores a missing or unreadable Retry-After', () => {
    expect(retryAfterMs(null, NOW)).toBeNull();
    expect(retryAfterMs('', NOW)).toBeNull();
    expect(retryAfterMs('soon', NOW)).toBeNull();
    expect(retryAfterMs('-5', NOW)).toBeNull();
  });

  it('waits at least as long as the server asked, even when the backoff is shorter', () => {
    expect(nextAttemptAt(1, '60', NOW, top)).toBe(NOW + 60_000);
    expect(nextAttemptAt(1, null, NOW, () => 0.5)).toBe(NOW + 1_000);
    expect(nextAttemptAt(8, '1', NOW, () => 0.5)).toBe(NOW + 128_000);
  });
});
