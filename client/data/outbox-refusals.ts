import type { ErrorBody, ErrorCode } from '../../shared/errors';
import { db } from './db';
import { refusalMessage } from './outbox-answer';
import type { OutboxEntry } from './outbox-entry';
import type { OutboxKind, OutboxPayloads } from './outbox-kinds';

/**
 * A change the server refused for something the person fixes on the spot (its kind's `fixHere` codes): out of the
 * outbox, kept here for the screen that made it, which shows it where the person typed, with what they typed
 * (`payload`), until they try again. Kept in the device's database, not only announced: the drain may run in the
 * service worker, or while that screen is closed.
 */
export interface RefusedChange<K extends OutboxKind = OutboxKind> {
  /** The refused entry's opId: a new try is a new entry, with a new key. */
  opId: string;
  kind: K;
  payload: OutboxPayloads[K];
  status: number;
  code: ErrorCode;
  /** The server's words (its message and per-field messages, as the attention list would show them). */
  message: string;
  /** Epoch ms. */
  refusedAt: number;
}

/** Moves a refused entry out of the outbox and hands its refusal to its screen, in one transaction. */
export async function refuseHere(entry: OutboxEntry, status: number, statusText: string, body: unknown): Promise<void> {
  const refused: RefusedChange = {
    opId: entry.opId,
    kind: entry.kind,
    payload: entry.payload,
    status,
    code: (body as Partial<ErrorBody> | null)?.code ?? 'bad-request',
    message: refusalMessage(body, status, statusText),
    refusedAt: Date.now(),
  };
  await db.transaction('rw', [db.outbox, db.refusedChanges], async () => {
    await db.outbox.delete(entry.opId);
    await db.refusedChanges.put(refused);
  });
}

/** The latest refusal of this kind whose payload `matches` (e.g. this group's check-in); null when there is none. */
export async function latestRefused<K extends OutboxKind>(
  kind: K,
  matches: (payload: OutboxPayloads[K]) => boolean,
): Promise<RefusedChange<K> | null> {
  const rows = (await db.refusedChanges.where('kind').equals(kind).toArray()) as RefusedChange<K>[];
  return (
    rows
      .filter((row) => matches(row.payload))
      .sort((a, b) => a.refusedAt - b.refusedAt)
      .at(-1) ?? null
  );
}

/** Forgets the refusals of this kind whose payload `matches`: the person tried again. May run in the caller's transaction. */
export async function clearRefused<K extends OutboxKind>(kind: K, matches: (payload: OutboxPayloads[K]) => boolean): Promise<void> {
  await db.refusedChanges
    .where('kind')
    .equals(kind)
    .filter((row) => matches(row.payload as OutboxPayloads[K]))
    .delete();
}
