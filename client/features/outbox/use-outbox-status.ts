import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db';
import type { OutboxEntry } from '../../data/outbox';

export interface OutboxSummary {
  /** Waiting to be sent (or re-sent), oldest first. */
  pending: OutboxEntry[];
  pendingCount: number;
  /** Refused by the server: shown in the "needs your attention" list until retried or discarded. */
  attention: OutboxEntry[];
}

const NOTHING_QUEUED: OutboxSummary = { pending: [], pendingCount: 0, attention: [] };

/** The outbox as it is now, in every tab, updated live (also when the service worker sends an entry). */
export function useOutboxStatus(): OutboxSummary {
  return useLiveQuery(
    async () => {
      const entries = await db.outbox.orderBy('createdAt').toArray();
      const pending = entries.filter((entry) => entry.status === 'pending');
      return { pending, pendingCount: pending.length, attention: entries.filter((entry) => entry.status === 'attention') };
    },
    [],
    NOTHING_QUEUED,
  );
}
