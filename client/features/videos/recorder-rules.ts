/** docs/product-rules.md#videos-and-review: 15-second videos, a chunk every 100 ms. */
export const RECORDING_SECONDS = 15;
export const CHUNK_MS = 100;

/** docs/product-rules.md#videos-and-review: mp4 when the browser can record it, else webm. */
export function recordingMimeType(isTypeSupported: (type: string) => boolean): string {
  return isTypeSupported('video/mp4') ? 'video/mp4' : 'video/webm';
}

/** Whole seconds left on the countdown, from 15 down to 0. */
export function secondsLeft(startedAt: number, now: number): number {
  return Math.max(0, Math.ceil(RECORDING_SECONDS - (now - startedAt) / 1000));
}

/** IndexedDB's "storage full" (Dexie passes the browser's error on, sometimes wrapped as `inner`). */
export function isQuotaError(error: unknown): boolean {
  const named = (value: unknown) =>
    typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'QuotaExceededError';
  return named(error) || named((error as { inner?: unknown } | null)?.inner);
}

/** An upload's progress as a whole percentage, rounded down (100 only when every byte is there). */
export function uploadPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((sent / total) * 100)));
}
