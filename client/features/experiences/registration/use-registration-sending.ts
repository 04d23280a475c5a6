import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../data/db';
import type { RegisterExperiencePayload } from '../outbox';

export interface RegistrationSending {
  /** This device's registration is on its way (now, or once back online). */
  pending: boolean;
  /** The server refused the last one: its outbox entry and the server's words. */
  refused: { opId: string; message: string | null } | null;
}

/** The experience's registration in this device's outbox: waiting to be sent, or refused and why. */
export function useRegistrationSending(experienceId: string): RegistrationSending {
  return useLiveQuery(
    async () => {
      const entries = await db.outbox
        .orderBy('createdAt')
        .filter(
          (entry) => entry.kind === 'register-experience' && (entry.payload as RegisterExperiencePayload).experienceId === experienceId,
        )
        .toArray();
      const refused = entries.filter((entry) => entry.status === 'attention').at(-1);
      return {
        pending: entries.some((entry) => entry.status === 'pending'),
        refused: refused ? { opId: refused.opId, message: refused.lastError } : null,
      };
    },
    [experienceId],
    { pending: false, refused: null },
  );
}
