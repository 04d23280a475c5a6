import { useLiveQuery } from 'dexie-react-hooks';
import type { RefusedCode } from '../../components/CheckInCodeForm';
import { db } from '../../data/db';
import { latestRefused } from '../../data/outbox';
import type { CheckInPayload } from './outbox';

export interface LocalCheckIn {
  /** A check-in made on this device that the server does not have yet. */
  pending: boolean;
  /**
   * The last one the server refused for something fixed on the spot (a wrong code, or too many): its entry, what was
   * typed and why. Any other refusal waits in the outbox's "needs your attention" list.
   */
  refused: RefusedCode | null;
}

const NOTHING: LocalCheckIn = { pending: false, refused: null };

/** This device's check-in for the group: shown until the server has it, or says why not. */
export function useLocalCheckIn(groupId: string): LocalCheckIn {
  return useLiveQuery(
    async () => {
      const pending = await db.outbox
        .filter((entry) => entry.kind === 'check-in' && entry.status === 'pending' && (entry.payload as CheckInPayload).groupId === groupId)
        .count();
      const refused = await latestRefused('check-in', (payload) => payload.groupId === groupId);
      return {
        pending: pending > 0,
        refused: refused ? { opId: refused.opId, code: refused.payload.code, message: refused.message } : null,
      };
    },
    [groupId],
    NOTHING,
  );
}
