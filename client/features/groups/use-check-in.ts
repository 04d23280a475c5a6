import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db';
import type { CheckInPayload } from '../../data/outbox';

export interface LocalCheckIn {
  /** A check-in made on this device that the server does not have yet. */
  pending: boolean;
  /** The server refused the last one (a wrong code, the window closed): its entry and why. */
  refused: { opId: string; message: string } | null;
}

/** This device's check-in for the group, from the outbox: shown until the server has it, or says why not. */
export function useLocalCheckIn(groupId: string): LocalCheckIn {
  return useLiveQuery(
    async () => {
      const entries = await db.outbox
        .orderBy('createdAt')
        .filter((entry) => entry.kind === 'check-in' && (entry.payload as CheckInPayload).groupId === groupId)
        .toArray();
      const refused = entries.filter((entry) => entry.status === 'attention').at(-1);
      return {
        pending: entries.some((entry) => entry.status === 'pending'),
        refused: refused ? { opId: refused.opId, message: refused.lastError ?? 'the check-in was refused' } : null,
      };
    },
    [groupId],
    { pending: false, refused: null },
  );
}
