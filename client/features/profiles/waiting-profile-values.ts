import { waitingPayloads } from '../../data/use-waiting-changes';

/**
 * The newest value of each profile field whose change is still on this device (queued or needing attention), by
 * field name. A refresh keeps these over the server's older answer. Read it inside a transaction over db.outbox.
 */
export async function waitingProfileValues(): Promise<Map<string, unknown>> {
  const values = new Map<string, unknown>();
  for (const payload of await waitingPayloads('update-profile-property')) {
    for (const change of payload.Changes) values.set(change.Field, change.Value);
  }
  return values;
}
