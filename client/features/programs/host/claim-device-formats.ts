import { db } from '../../../data/db';
import { refreshSession } from '../../auth/session-store';
import { EventFormatApiError, formatCall } from '../../../api/event-format-api';

let running: Promise<void> | null = null;

/**
 * Claims the formats this device made without an account for whoever is now signed in: the server gives
 * one to an account with the e-mail it was made with (verified by the sign-in code), and the account becomes a host's.
 * A claimed format's key is dropped, as is one the server no longer knows; one made with another e-mail waits for
 * that account. Offline, everything waits for the next sign-in or reload. Then the session is asked again, so the
 * host area opens.
 */
export function claimDeviceFormats(isHost: boolean): Promise<void> {
  running ??= (async () => {
    let claimed = 0;
    for (const row of await db.deviceFormats.toArray()) {
      try {
        await formatCall(
          'POST /event-format/:id/claim',
          { params: { id: row.id } },
          { headers: { 'draft-key': row.draftKey, 'Idempotency-Key': crypto.randomUUID() } },
        );
        claimed += 1;
        await db.deviceFormats.delete(row.id);
      } catch (error) {
        if (error instanceof EventFormatApiError && error.answer.status === 404) await db.deviceFormats.delete(row.id);
        else if (!(error instanceof EventFormatApiError)) break;
      }
    }
    if (claimed > 0 && !isHost) await refreshSession();
  })().finally(() => {
    running = null;
  });
  return running;
}
