import { db } from '../../../data/db';
import { clearRefused, enqueue } from '../../../data/outbox';

/**
 * Checks in at a program's session with the code typed, at this moment by the device's clock; sent now or once back
 * online (exactly once: the outbox entry's key). The page shows it as waiting until the server has it, or refuses the
 * code; a new try replaces the refusal of the last one.
 */
export async function checkInAtSession(formatId: string, sessionId: string, code: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.refusedChanges], async () => {
    await clearRefused('session-check-in', (payload) => payload.sessionId === sessionId);
    await enqueue('session-check-in', { formatId, sessionId, code, at: new Date().toISOString() });
  });
}
