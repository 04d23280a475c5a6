// A real IndexedDB in memory (fake-indexeddb), installed before Dexie is loaded, so the outbox meets the real tables.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyCheckIns } from '../../../../shared/format-check-in-contract';
import { db } from '../../../../client/data/db';
import { drainOutbox } from '../../../../client/data/outbox-drain';
import { latestRefused } from '../../../../client/data/outbox-refusals';
import { checkInAtSession } from '../../../../client/features/programs/format/actions';
import { sessionCheckInState, sessionToCheckIn } from '../../../../client/features/programs/format/session-check-in';
import { registerEveryOutboxKind } from '../../../../client/outbox-kinds';

// As the page and the service worker do at start: the drain knows the features' kinds.
registerEveryOutboxKind();

// Three sessions of a Toronto program, 10:00-13:00 there (15:00-18:00 UTC); checking in opens an hour before.
const session = (number: number, date: string, patch: Partial<MyCheckIns['sessions'][number]> = {}) => ({
  sessionId: `g1:${number}`,
  number,
  date,
  time: '10:00-13:00',
  opensAt: `${date}T14:00:00.000Z`,
  closesAt: `${date}T18:00:00.000Z`,
  checkedIn: false,
  byHost: false,
  lockedUntil: null,
  ...patch,
});
const mine = (sessions = [session(1, '2026-12-30'), session(2, '2027-01-06'), session(3, '2027-01-13')]): MyCheckIns => ({
  timeZone: 'America/Toronto',
  sessions,
});

describe('which session the page offers to check in to', () => {
  it("today's in the city's time zone, not the device's UTC date", () => {
    expect(sessionToCheckIn(mine(), new Date('2026-12-30T15:00:00Z'), null)?.number).toBe(1);
    // 00:30 UTC on the 31st is still the evening of the 30th in Toronto.
    expect(sessionToCheckIn(mine(), new Date('2026-12-31T00:30:00Z'), null)?.number).toBe(1);
    expect(sessionToCheckIn(mine(), new Date('2026-12-31T05:30:00Z'), null)).toBeNull();
  });

  it('the one a scanned QR code names when it is theirs; otherwise today’s', () => {
    const now = new Date('2026-12-30T15:00:00Z');
    expect(sessionToCheckIn(mine(), now, 'g1:2')?.number).toBe(2);
    expect(sessionToCheckIn(mine(), now, 'another-group:1')?.number).toBe(1);
  });
});

describe("what the page says about the day's session", () => {
  const at = (iso: string) => new Date(iso);
  it('not yet, open, closed, by the times the server gave', () => {
    const today = session(1, '2026-12-30');
    expect(sessionCheckInState(today, at('2026-12-30T13:59:00Z'), false)).toBe('not-yet');
    expect(sessionCheckInState(today, at('2026-12-30T14:00:00Z'), false)).toBe('open');
    expect(sessionCheckInState(today, at('2026-12-30T18:00:01Z'), false)).toBe('closed');
  });
  it('checked in wins over everything; a check-in waiting on this device shows as pending', () => {
    const today = session(1, '2026-12-30', { lockedUntil: '2026-12-30T15:30:00.000Z' });
    expect(sessionCheckInState({ ...today, checkedIn: true }, at('2026-12-30T15:00:00Z'), true)).toBe('checked-in');
    expect(sessionCheckInState(today, at('2026-12-30T15:00:00Z'), true)).toBe('pending');
  });
  it('locked out until the time the server said, then open again', () => {
    const today = session(1, '2026-12-30', { lockedUntil: '2026-12-30T15:30:00.000Z' });
    expect(sessionCheckInState(today, at('2026-12-30T15:00:00Z'), false)).toBe('locked');
    expect(sessionCheckInState(today, at('2026-12-30T15:30:00Z'), false)).toBe('open');
  });
});

describe('a check-in through the outbox', () => {
  type Reply = { status: number; body: unknown };
  let replies: Map<string, Reply>;
  let sent: { path: string; body: unknown; key: string | null }[];
  const PATH = '/api/event-format/f1/sessions/g1%3A1/check-in';
  const WRONG = {
    message: "That is not this session's code. Check the four digits with your host and try again.",
    code: 'validation-failed',
    fields: { code: "That is not this session's code. Check the four digits with your host and try again." },
  };

  beforeEach(async () => {
    replies = new Map();
    sent = [];
    // Offline while the code is typed: the entry waits on the device.
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      sent.push({ path, body: JSON.parse(init.body as string), key: new Headers(init.headers).get('Idempotency-Key') });
      const reply = replies.get(path) ?? { status: 200, body: mine() };
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('BroadcastChannel', undefined);
    await db.delete();
    await db.open();
  });
  afterEach(() => vi.unstubAllGlobals());
  const online = () => vi.stubGlobal('navigator', { onLine: true });

  it('typed offline, it waits with the time it was typed and is sent once when back online', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-30T15:05:00Z'));
    await checkInAtSession('f1', 'g1:1', '4821');
    vi.useRealTimers();
    expect(await db.outbox.toArray()).toMatchObject([
      { kind: 'session-check-in', status: 'pending', payload: { sessionId: 'g1:1', code: '4821', at: '2026-12-30T15:05:00.000Z' } },
    ]);
    expect(sent).toEqual([]);
    online();
    expect(await drainOutbox()).toBe('idle');
    expect(await drainOutbox()).toBe('idle');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: PATH, body: { code: '4821', at: '2026-12-30T15:05:00.000Z' } });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a wrong code comes back to the code field, not "needs your attention"; the next try clears it', async () => {
    replies.set(PATH, { status: 400, body: WRONG });
    await checkInAtSession('f1', 'g1:1', '0000');
    online();
    await drainOutbox();
    expect(await db.outbox.count()).toBe(0);
    expect(await latestRefused('session-check-in', (payload) => payload.sessionId === 'g1:1')).toMatchObject({
      payload: { code: '0000' },
      code: 'validation-failed',
      message: WRONG.message,
    });
    vi.stubGlobal('navigator', { onLine: false });
    await checkInAtSession('f1', 'g1:1', '4821');
    expect(await latestRefused('session-check-in', (payload) => payload.sessionId === 'g1:1')).toBeNull();
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'pending', payload: { code: '4821' } }]);
  });

  it('a check-in the server says is out of its window waits in "needs your attention"', async () => {
    replies.set(PATH, {
      status: 403,
      body: { message: 'Checking in is open from an hour before the session until it ends.', code: 'check-in-closed' },
    });
    await checkInAtSession('f1', 'g1:1', '4821');
    online();
    await drainOutbox();
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'session-check-in', status: 'attention' }]);
    expect(await db.refusedChanges.count()).toBe(0);
  });
});
