import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import type { OutboxEntry } from './outbox-entry';
import type { OutboxKind, OutboxPayloads } from './outbox-kinds';

const NONE: OutboxEntry[] = [];

/** Changes of these kinds still on this device (pending or needing attention), oldest first, updated live. */
export function useWaitingChanges(kinds: readonly OutboxKind[]): OutboxEntry[] {
  return useLiveQuery(
    () =>
      db.outbox
        .orderBy('createdAt')
        .filter((entry) => kinds.includes(entry.kind))
        .toArray(),
    [kinds.join(',')],
    NONE,
  );
}

/**
 * Entries of one kind still waiting, read inside a refresh (so it can keep what they changed locally). With `pendingOnly`
 * a change the server refused is left out: the screen then shows the server's word, not what was refused.
 */
export async function waitingPayloads<K extends OutboxKind>(kind: K, pendingOnly = false): Promise<OutboxPayloads[K][]> {
  const entries = await db.outbox
    .orderBy('createdAt')
    .filter((entry) => entry.kind === kind && (!pendingOnly || entry.status === 'pending'))
    .toArray();
  return entries.map((entry) => entry.payload as OutboxPayloads[K]);
}
