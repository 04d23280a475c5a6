// A real IndexedDB in memory (fake-indexeddb), installed before Dexie is loaded, so the drain meets the real tables.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../client/data/db';
import { drainOutbox } from '../../../client/data/outbox-drain';
import type { OutboxEntry } from '../../../client/data/outbox-entry';
import type { OutboxKind, OutboxPayloads } from '../../../client/data/outbox-kinds';
import { clearRefused, latestRefused } from '../../../client/data/outbox-refusals';
import { registerEveryOutboxKind } from '../../../client/outbox-kinds';

// As the page and the service worker do at start: the drain knows the features' kinds.
registerEveryOutboxKind();

// The server's answers, by request path: what the drain's fetch gets back.
type Reply = { status: number; body: unknown; retryAfter?: string };
let replies: Map<string, Reply>;
const sent: string[] = [];

beforeEach(async () => {
  replies = new Map();
  sent.length = 0;
  vi.stubGlobal('navigator', { onLine: true });
  // The drain's own fetch (a platform API): answered from `replies`, as the server would.
  vi.stubGlobal('fetch', async (path: string) => {
    sent.push(path);
    const reply = replies.get(path) ?? { status: 200, body: {} };
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (reply.retryAfter) headers.set('Retry-After', reply.retryAfter);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers });
  });
  // Accepted changes are announced to this context's listeners only (no channel left open after the test).
  vi.stubGlobal('BroadcastChannel', undefined);
  await db.delete();
  await db.open();
});
afterEach(() => vi.unstubAllGlobals());

let made = 0;
async function waiting<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K]): Promise<string> {
  const entry: OutboxEntry = {
    opId: `op-${++made}`,
    kind,
    payload,
    createdAt: made,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    lastError: null,
  };
  await db.outbox.add(entry);
  return entry.opId;
}

const WRONG_CODE = {
  message: 'That is not the code the venue booker has. Check the four digits and try again.',
  code: 'validation-failed',
  fields: { code: 'That is not the code the venue booker has. Check the four digits and try again.' },
};
const checkIn = (groupId: string, code: string) => ({ groupId, code, at: '2026-11-28T14:10:00.000Z' });

describe('a refusal the person fixes on the spot', () => {
  it('leaves the outbox and waits for its screen with what was typed and why, never in "needs your attention"', async () => {
    replies.set('/api/groups/g1/check-in', { status: 400, body: WRONG_CODE });
    const opId = await waiting('check-in', checkIn('g1', '0000'));
    expect(await drainOutbox()).toBe('idle');
    expect(await db.outbox.count()).toBe(0);
    expect(await latestRefused('check-in', (payload) => payload.groupId === 'g1')).toMatchObject({
      opId,
      kind: 'check-in',
      payload: { code: '0000' },
      status: 400,
      code: 'validation-failed',
      message: WRONG_CODE.message,
    });
  });

  it('a lock (429) of such a kind goes to the screen too, not retried for an hour; another kind’s 429 is retried', async () => {
    replies.set('/api/groups/g1/check-in', {
      status: 429,
      body: { message: 'Too many wrong codes. Please try again later.', code: 'rate-limited' },
      retryAfter: '3600',
    });
    await waiting('check-in', checkIn('g1', '1111'));
    expect(await drainOutbox()).toBe('idle');
    expect(await db.outbox.count()).toBe(0);
    expect((await latestRefused('check-in', () => true))?.code).toBe('rate-limited');

    replies.set('/api/picks/p1', { status: 429, body: { message: 'Slow down.', code: 'rate-limited' }, retryAfter: '60' });
    await waiting('set-pick', { profileId: 'p1', level: 3 });
    expect(await drainOutbox()).toBe('waiting');
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'set-pick', status: 'pending', attempts: 1 }]);
  });

  it('a refusal of another code, or of a kind that names none, still goes to "needs your attention"', async () => {
    replies.set('/api/groups/g1/check-in', {
      status: 403,
      body: { message: 'Checking in is open from 30 minutes before the meetup.', code: 'check-in-closed' },
    });
    replies.set('/api/groups/g1/venue', { status: 400, body: { message: 'Some fields need another look.', code: 'validation-failed' } });
    await waiting('check-in', checkIn('g1', '4821'));
    await waiting('set-venue', { groupId: 'g1', name: 'Café', address: '' });
    expect(await drainOutbox()).toBe('idle');
    expect((await db.outbox.orderBy('createdAt').toArray()).map((entry) => [entry.kind, entry.status])).toEqual([
      ['check-in', 'attention'],
      ['set-venue', 'attention'],
    ]);
    expect(await db.refusedChanges.count()).toBe(0);
  });

  it('the changes made after it are still sent, in order', async () => {
    replies.set('/api/groups/g1/check-in', { status: 400, body: WRONG_CODE });
    await waiting('check-in', checkIn('g1', '0000'));
    await waiting('set-pick', { profileId: 'p1', level: 4 });
    expect(await drainOutbox()).toBe('idle');
    expect(sent).toEqual(['/api/groups/g1/check-in', '/api/picks/p1']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('the screen reads the latest of its own, and a new try clears only those', async () => {
    replies.set('/api/groups/g1/check-in', { status: 400, body: WRONG_CODE });
    replies.set('/api/groups/g2/check-in', { status: 400, body: WRONG_CODE });
    await waiting('check-in', checkIn('g1', '0000'));
    await drainOutbox();
    const second = await waiting('check-in', checkIn('g1', '1111'));
    await waiting('check-in', checkIn('g2', '2222'));
    await drainOutbox();
    expect(await latestRefused('check-in', (payload) => payload.groupId === 'g1')).toMatchObject({
      opId: second,
      payload: { code: '1111' },
    });
    await clearRefused('check-in', (payload) => payload.groupId === 'g1');
    expect(await latestRefused('check-in', (payload) => payload.groupId === 'g1')).toBeNull();
    expect((await latestRefused('check-in', (payload) => payload.groupId === 'g2'))?.payload.code).toBe('2222');
  });
});
