import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { RefusedCode } from '../../../components/CheckInCodeForm';
import { db } from '../../../data/db';
import { latestRefused, onOutboxDone } from '../../../data/outbox';
import type { SessionCheckInPayload } from '../outbox';

/** How often a participant locked out of typing the code asks again, so the host checking them in shows on its own. */
const LOCKED_REFRESH_MS = 15_000;

export interface LocalSessionCheckIn {
  /** A check-in made on this device that the server does not have yet. */
  pending: boolean;
  /** The last one the server refused for something fixed on the spot (a wrong code, or too many). */
  refused: RefusedCode | null;
}

const NOTHING: LocalSessionCheckIn = { pending: false, refused: null };

/** This device's check-in at the session: shown until the server has it, or says why not. */
export function useLocalSessionCheckIn(sessionId: string): LocalSessionCheckIn {
  return useLiveQuery(
    async () => {
      const pending = await db.outbox
        .filter(
          (entry) =>
            entry.kind === 'session-check-in' &&
            entry.status === 'pending' &&
            (entry.payload as SessionCheckInPayload).sessionId === sessionId,
        )
        .count();
      const refused = await latestRefused('session-check-in', (payload) => payload.sessionId === sessionId);
      return {
        pending: pending > 0,
        refused: refused ? { opId: refused.opId, code: refused.payload.code, message: refused.message } : null,
      };
    },
    [sessionId],
    NOTHING,
  );
}

/**
 * Reads the page again once the server has taken a check-in from this device, when it refuses one (too many wrong
 * codes lock the participant: the server says until when), and every few seconds while they are locked out, so the host
 * checking them in shows here without a tap.
 */
export function useSessionCheckInRefresh(refresh: () => void, refusedOpId: string | null, locked: boolean): void {
  useEffect(
    () =>
      onOutboxDone((done) => {
        if (done.kind === 'session-check-in') refresh();
      }),
    [refresh],
  );
  useEffect(() => {
    if (refusedOpId) refresh();
  }, [refusedOpId, refresh]);
  useEffect(() => {
    if (!locked) return;
    const timer = window.setInterval(refresh, LOCKED_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [locked, refresh]);
}
