import { useEffect } from 'react';
import { backoffDelayMs } from '../../data/outbox-backoff';
import { refreshBatch } from './refresh';
import type { SavedBatch } from './use-batch';

/** The longest wait between two asks while the batch is being made: the scheduler builds it within a minute. */
export const BATCH_RETRY_MAX_MS = 30_000;

/**
 * While the saved answer says this member's batch is still being made (the server's or the one saved on this device,
 * so a screen opened from the device's copy asks too), asks again after a jittered backoff, until it is there.
 */
export function useBatchRetry(batch: SavedBatch | undefined): void {
  const waiting = batch !== undefined && !batch.ready;
  useEffect(() => {
    if (!waiting) return;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // refreshBatch never rejects: offline or refused, its state says so, and the next ask comes all the same.
    const ask = () =>
      void refreshBatch().then(() => {
        if (!stopped) askLater();
      });
    const askLater = () => {
      attempts += 1;
      timer = setTimeout(ask, backoffDelayMs(attempts, Math.random, BATCH_RETRY_MAX_MS));
    };
    askLater();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waiting]);
}
