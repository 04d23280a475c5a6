import Dexie, { liveQuery } from 'dexie';
import { db } from './db';
import type { DrainResult } from './outbox-drain';
import type { OutboxEntry } from './outbox-entry';
import type { OutboxKind, OutboxPayloads } from './outbox-kinds';
import { keepLocalData } from './keep-local-data';
import { requestDrain } from './outbox-triggers';

export type { DrainResult } from './outbox-drain';
export type { OutboxEntry, OutboxStatus } from './outbox-entry';
export { onOutboxDone, type OutboxDone } from './outbox-events';
export { clearRefused, latestRefused, type RefusedChange } from './outbox-refusals';
export { type OutboxKind, type OutboxPayloads, outboxLabel } from './outbox-kinds';
export { startOutboxTriggers } from './outbox-triggers';

/** The Background Sync part of a registration; not in TypeScript's DOM types. */
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

let lastCreatedAt = 0;

async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register('outbox');
  } catch {
    // Not supported or not granted: the page's own triggers still drain whenever the app is open.
  }
}

function afterEnqueue(): void {
  // Queued changes are the person's own work: ask the browser not to evict them under storage pressure.
  keepLocalData();
  void registerBackgroundSync();
  requestDrain().catch((error: unknown) => console.warn('outbox drain failed', error));
}

/**
 * Queues a change for the server and starts sending it. Returns the entry's opId (its Idempotency-Key).
 * May be called inside the caller's own db.transaction (including db.outbox) so the local change and the entry
 * are saved together; sending then starts once that transaction has committed.
 */
export async function enqueue<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K]): Promise<string> {
  // Strictly increasing, so two changes made in the same millisecond keep their order.
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  const entry: OutboxEntry = {
    opId: crypto.randomUUID(),
    kind,
    payload,
    createdAt: lastCreatedAt,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    lastError: null,
  };
  await db.outbox.add(entry);
  const transaction = Dexie.currentTransaction;
  if (transaction) transaction.on('complete', () => Dexie.ignoreTransaction(afterEnqueue));
  else afterEnqueue();
  return entry.opId;
}

/** The 'sync now' action: every pending entry becomes due at once, then a drain runs. */
export async function syncNow(): Promise<DrainResult> {
  await db.outbox.where('status').equals('pending').modify({ nextAttemptAt: 0 });
  return requestDrain();
}

/** 'try again' on a refused entry: back in the queue at its original place, sent now. */
export async function retryEntry(opId: string): Promise<void> {
  await db.outbox.update(opId, { status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null });
  await requestDrain();
}

/** 'discard' on a refused entry, only after the person confirmed: the change will never be sent. */
export async function discardEntry(opId: string): Promise<void> {
  await db.outbox.delete(opId);
}

/** Resolves once nothing is queued (an update must not reload the page over unsent changes). */
export function whenOutboxEmpty(): Promise<void> {
  return new Promise((resolve) => {
    const subscription = liveQuery(() => db.outbox.count()).subscribe({
      next: (count) => {
        if (count > 0) return;
        resolve();
        setTimeout(() => subscription.unsubscribe());
      },
      // An unreadable local database has nothing to protect; never block the update for it.
      error: () => resolve(),
    });
  });
}

/** Whether a change of this kind is still waiting on this device (pending or needing attention). */
export async function hasWaiting(kind: OutboxKind): Promise<boolean> {
  return (await db.outbox.filter((entry) => entry.kind === kind).count()) > 0;
}
