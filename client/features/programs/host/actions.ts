import { enqueue } from '../../../data/outbox';

/**
 * The host checks a paid participant in at a session from their phone (e.g. one locked out by wrong codes, or without
 * a phone), at this moment by the device's clock: sent now or once back online, exactly once.
 */
export async function checkParticipantIn(formatId: string, sessionId: string, interestId: string): Promise<void> {
  await enqueue('session-host-check-in', { formatId, sessionId, interestId, at: new Date().toISOString() });
}
