import type { Page } from '@playwright/test';
import { deviceRows } from './device-rows';

/** A change waiting in the device's outbox, as stored in IndexedDB. */
export interface StoredOutboxRow {
  opId: string;
  status: string;
  attempts: number;
  /** When the outbox tries it again (ms since the epoch): its backoff after failed tries. */
  nextAttemptAt: number;
}

/**
 * The changes waiting in the device's outbox (the app's IndexedDB 'meetup', store 'outbox'). A step's answer is
 * written there a moment after its button is pressed; a test that reloads must wait for it, as a person's tap does.
 */
export async function outboxRows(page: Page): Promise<StoredOutboxRow[]> {
  return (await deviceRows<StoredOutboxRow>(page, 'outbox')).map(({ opId, status, attempts, nextAttemptAt }) => ({
    opId,
    status,
    attempts,
    nextAttemptAt,
  }));
}
