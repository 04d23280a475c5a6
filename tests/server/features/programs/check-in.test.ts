import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_CHECK_IN_COPY as COPY } from '../../../../shared/format-check-in';
import type { HostSessions, MyCheckIns } from '../../../../shared/format-check-in-contract';
import type { HostDashboard } from '../../../../shared/format-journey-contract';
import { sessionsRepo } from '../../../../server/features/programs/sessions-repo';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';
import { paidProgram } from '../../../helpers/paid-program';
import type { TestApp } from '../../../helpers/test-app';

// Checking in at a program's sessions, on the real app (a SQLite file, and PostgreSQL in the PG run) with a fake clock:
// the host's code per session, paid participants checking in from their phone (the device's time), wrong codes
// limited per participant and session, the host checking someone in, and the dashboard's attendance from check-ins.
let t: TestApp | undefined;
afterEach(async () => t?.close());

// Three weekly sessions from Wednesday 2026-12-30, 10:00-13:00 in Toronto (15:00-18:00 UTC): checking in opens at 14:00.
// Published two weeks and a day ahead: the earliest a first session may be (interest 7, selection 2, confirmation 3, +3).
const START = '2026-12-15T15:00:00Z';
const FIRST = '2026-12-30';
const SESSIONS = { sessions: { count: 3, everyDays: 7 } };

async function program(paying = ['Ana', 'Ben', 'Cleo', 'Dev']) {
  const p = await paidProgram({ start: START, date: FIRST, names: ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli'], paying, changes: SESSIONS });
  t = p.t;
  const host = async () => {
    const answer = await p.call<HostSessions>('GET', `/api/event-format/${p.id}/sessions`, p.host);
    expect(answer.status, answer.raw).toBe(200);
    return answer.body;
  };
  const sessions = (await host()).groups[0]!.sessions;
  /** The participant's check-in at a session, with the device's time (the clock's unless given) and a fresh key. */
  const checkIn = (
    name: string | TestAccount,
    sessionId: string,
    code: string,
    at = p.clock.now().toISOString(),
    key = crypto.randomUUID(),
  ) =>
    p.call<MyCheckIns & { code: string; message: string; fields: { code: string } }>(
      'POST',
      `/api/event-format/${p.id}/sessions/${encodeURIComponent(sessionId)}/check-in`,
      typeof name === 'string' ? p.who(name) : name,
      { code, at },
      { 'idempotency-key': key },
    );
  const interestOf = async (name: string) => (await p.journeyOf(name)).me!.interestId;
  const hostCheckIn = async (name: string, sessionId: string, at = p.clock.now().toISOString(), who: TestAccount = p.host) =>
    p.call<HostSessions & { code: string; message: string }>(
      'POST',
      `/api/event-format/${p.id}/sessions/${encodeURIComponent(sessionId)}/check-in/${await interestOf(name)}`,
      who,
      { at },
      { 'idempotency-key': crypto.randomUUID() },
    );
  const at = async (iso: string) => {
    p.clock.set(iso);
    await p.renew();
  };
  const dashboard = async () => (await p.call<HostDashboard>('GET', '/api/hosts/me/dashboard', p.host)).body;
  return { ...p, host: p.host, hostView: host, sessions, checkIn, hostCheckIn, at, dashboard, interestOf };
}

const wrong = (code: string) => (code === '0000' ? '1111' : '0000');

describe("a program session's check-in", () => {
  it("the host sees each session's code and the paid participants; participants see no code, only their own check-ins", async () => {
    const p = await program();
    expect(p.sessions.map((s) => [s.number, s.date, s.time])).toEqual([
      [1, '2026-12-30', '10:00-13:00'],
      [2, '2027-01-06', '10:00-13:00'],
      [3, '2027-01-13', '10:00-13:00'],
    ]);
    for (const session of p.sessions) expect(session.code).toMatch(/^\d{4}$/);
    expect(p.sessions[0]).toMatchObject({
      opensAt: '2026-12-30T14:00:00.000Z',
      closesAt: '2026-12-30T18:00:00.000Z',
      checkIns: [],
    });
    const view = await p.hostView();
    expect(view.timeZone).toBe('America/Toronto');
    // Eli was selected but has not paid: not expected at the sessions.
    expect(view.groups[0]!.participants.map((person) => person.name).sort()).toEqual(['Ana', 'Ben', 'Cleo', 'Dev']);

    const ana = (await p.journeyOf('Ana')).me!.checkIn!;
    expect(ana.sessions.map((s) => [s.sessionId, s.checkedIn, s.lockedUntil])).toEqual(p.sessions.map((s) => [s.id, false, null]));
    expect(JSON.stringify(ana)).not.toMatch(/"code"/);
    expect((await p.journeyOf('Eli')).me!.checkIn).toBeNull();

    // Nobody but the format's host reads the codes.
    const otherHost = await createSignedInUser(p.t.app.db, { isHost: true, now: p.clock.now() });
    for (const who of [otherHost, p.who('Ana')]) expect((await p.call('GET', `/api/event-format/${p.id}/sessions`, who)).status).toBe(404);
    expect((await p.call('GET', `/api/event-format/${p.id}/sessions`, undefined)).status).toBe(401);
  });

  it('a paid participant checks in with the right code on the day, once: a replay and a second check-in answer the same', async () => {
    const p = await program();
    const [first] = p.sessions;
    await p.at('2026-12-30T14:40:00Z');
    const key = crypto.randomUUID();
    const done = await p.checkIn('Ana', first!.id, ` ${first!.code} `, undefined, key);
    expect(done.status, done.raw).toBe(200);
    expect(done.body.sessions[0]).toMatchObject({ sessionId: first!.id, checkedIn: true, byHost: false, lockedUntil: null });
    const replay = await p.checkIn('Ana', first!.id, ` ${first!.code} `, undefined, key);
    expect([replay.status, replay.raw, replay.headers['idempotent-replayed']]).toEqual([200, done.raw, 'true']);
    // Sent again from another tab (a new key), even with a wrong code: checked in already, the same answer.
    const again = await p.checkIn('Ana', first!.id, wrong(first!.code));
    expect([again.status, again.raw]).toEqual([200, done.raw]);
    const rows = (await sessionsRepo(p.t.app.db).checkInsOf(first!.id)).map(({ checkedInAt, byHost }) => ({ at: checkedInAt, byHost }));
    expect(rows).toEqual([{ at: '2026-12-30T14:40:00.000Z', byHost: false }]);
    expect((await p.hostView()).groups[0]!.sessions[0]!.checkIns).toEqual([
      { interestId: await p.interestOf('Ana'), at: '2026-12-30T14:40:00.000Z', byHost: false },
    ]);
    expect((await p.journeyOf('Ana')).me!.checkIn!.sessions.map((s) => s.checkedIn)).toEqual([true, false, false]);
  });

  it("only on the session's day, from an hour before it starts until it ends, in the city's time zone", async () => {
    const p = await program();
    const [first, second] = p.sessions;
    const refused = async (at: string, sessionId = first!.id, code = first!.code) => {
      const answer = await p.checkIn('Ana', sessionId, code, at);
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([403, 'check-in-closed', COPY.closed]);
    };
    await p.at('2026-12-29T15:30:00Z');
    await refused('2026-12-29T15:30:00Z');
    await p.at('2026-12-30T13:59:00Z');
    await refused('2026-12-30T13:59:00Z');
    // The next session's code on this session's day: not yet.
    await refused('2026-12-30T13:59:00Z', second!.id, second!.code);
    // A device clock far ahead of the server's does not open it early.
    await refused('2026-12-30T14:30:00Z');
    await p.at('2026-12-30T18:00:01Z');
    await refused('2026-12-30T18:00:01Z');
    // Typed offline during the session and sent after it: counts, at the time it was typed.
    const late = await p.checkIn('Ana', first!.id, first!.code, '2026-12-30T17:55:00Z');
    expect(late.status, late.raw).toBe(200);
    expect(late.body.sessions[0]!.checkedIn).toBe(true);
    const notATime = await p.checkIn('Ben', first!.id, first!.code, 'soon');
    expect([notATime.status, notATime.body.code]).toEqual([400, 'validation-failed']);
  });

  it('a Vancouver program opens an hour before its own 10 am, on the wall clock there', async () => {
    const p = await paidProgram({
      start: START,
      date: FIRST,
      names: ['Ana', 'Ben', 'Cleo', 'Dev'],
      paying: ['Ana'],
      changes: {
        venue: {
          city: 'vancouver',
          region: 'British Columbia',
          country: 'Canada',
          neighborhood: 'Kitsilano',
          venueDetails: '',
          isOnline: false,
        },
      },
    });
    t = p.t;
    const session = (await p.call<HostSessions>('GET', `/api/event-format/${p.id}/sessions`, p.host)).body.groups[0]!.sessions[0]!;
    // Read with the platform's own time zone data (British Columbia's rules are its to know).
    const wallClock = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver', dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(
        new Date(iso),
      );
    expect([wallClock(session.opensAt), wallClock(session.closesAt)]).toEqual(['2026-12-30, 09:00', '2026-12-30, 13:00']);
    const send = (at: string) =>
      p.call(
        'POST',
        `/api/event-format/${p.id}/sessions/${encodeURIComponent(session.id)}/check-in`,
        p.who('Ana'),
        { code: session.code, at },
        {
          'idempotency-key': crypto.randomUUID(),
        },
      );
    // Toronto's opening (9 am there) is still too early in Vancouver.
    p.clock.set('2026-12-30T14:05:00Z');
    await p.renew();
    expect((await send('2026-12-30T14:05:00Z')).status).toBe(403);
    const opened = new Date(Date.parse(session.opensAt) + 5 * 60_000).toISOString();
    p.clock.set(opened);
    expect((await send(opened)).status).toBe(200);
  });

  it('only paid participants of the session’s own group: not the unpaid, not another group, not a stranger', async () => {
    const p = await paidProgram({
      start: START,
      date: FIRST,
      names: ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hal'],
      paying: ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus'],
      groups: [
        ['Ana', 'Ben', 'Cleo', 'Dev'],
        ['Eli', 'Fay', 'Gus', 'Hal'],
      ],
    });
    t = p.t;
    const view = (await p.call<HostSessions>('GET', `/api/event-format/${p.id}/sessions`, p.host)).body;
    expect(view.groups.map((g) => g.participants.length)).toEqual([4, 3]);
    const ours = view.groups.find((g) => g.participants.some((person) => person.name === 'Ana'))!.sessions[0]!;
    const theirs = view.groups.find((g) => g.participants.some((person) => person.name === 'Eli'))!.sessions[0]!;
    p.clock.set('2026-12-30T14:30:00Z');
    await p.renew();
    const send = (who: TestAccount, session: { id: string; code: string }) =>
      p.call<{ code: string; message: string }>(
        'POST',
        `/api/event-format/${p.id}/sessions/${encodeURIComponent(session.id)}/check-in`,
        who,
        { code: session.code, at: p.clock.now().toISOString() },
        { 'idempotency-key': crypto.randomUUID() },
      );
    // Another group's session, with its right code.
    const other = await send(p.who('Ana'), theirs);
    expect([other.status, other.body.code, other.body.message]).toEqual([404, 'not-found', COPY.notYours]);
    // Hal is in that group but has not paid.
    const unpaid = await send(p.who('Hal'), theirs);
    expect([unpaid.status, unpaid.body.code, unpaid.body.message]).toEqual([403, 'not-paid', COPY.notPaid]);
    const stranger = await createSignedInUser(p.t.app.db, { now: p.clock.now() });
    expect((await send(stranger, ours)).status).toBe(404);
    expect((await send(p.who('Eli'), theirs)).status).toBe(200);
    expect((await sessionsRepo(p.t.app.db).checkInsOfFormat(p.id)).map(({ sessionId }) => ({ sessionId }))).toEqual([
      { sessionId: theirs.id },
    ]);
    // The host's tap is refused for someone of another group at this session, and for the unpaid.
    const hostTap = async (sessionId: string, name: string) => {
      const interestId = (await p.journeyOf(name)).me!.interestId;
      return p.call<{ code: string }>(
        'POST',
        `/api/event-format/${p.id}/sessions/${encodeURIComponent(sessionId)}/check-in/${interestId}`,
        p.host,
        { at: p.clock.now().toISOString() },
        { 'idempotency-key': crypto.randomUUID() },
      );
    };
    expect((await hostTap(ours.id, 'Eli')).status).toBe(404);
    expect((await hostTap(theirs.id, 'Hal')).body.code).toBe('not-paid');
  });

  it('five wrong codes lock the participant out of that session (the right one too), and they are told to ask the host', async () => {
    const p = await program();
    const [first] = p.sessions;
    await p.at('2026-12-30T14:30:00Z');
    for (let n = 0; n < 5; n++) {
      const answer = await p.checkIn('Ana', first!.id, wrong(first!.code));
      expect([answer.status, answer.body.code, answer.body.fields?.code]).toEqual([400, 'validation-failed', COPY.wrongCode]);
    }
    const locked = await p.checkIn('Ana', first!.id, first!.code);
    expect([locked.status, locked.body.code, locked.body.message]).toEqual([429, 'rate-limited', COPY.locked]);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await p.journeyOf('Ana')).me!.checkIn!.sessions[0]!.lockedUntil).toBe('2026-12-30T15:30:00.000Z');

    // The host checks her in from their phone: she is in, and her page says so.
    const tapped = await p.hostCheckIn('Ana', first!.id);
    expect(tapped.status, tapped.raw).toBe(200);
    expect(tapped.body.groups[0]!.sessions[0]!.checkIns).toEqual([
      { interestId: await p.interestOf('Ana'), at: '2026-12-30T14:30:00.000Z', byHost: true },
    ]);
    expect((await p.journeyOf('Ana')).me!.checkIn!.sessions[0]).toMatchObject({ checkedIn: true, byHost: true, lockedUntil: null });
    // Her own phone sending the code again now answers that she is checked in.
    expect((await p.checkIn('Ana', first!.id, first!.code)).status).toBe(200);
  });

  it('the lock is for an hour after the first of the five wrong codes', async () => {
    const p = await program();
    const [first] = p.sessions;
    await p.at('2026-12-30T14:30:00Z');
    for (let n = 0; n < 5; n++) expect((await p.checkIn('Ana', first!.id, wrong(first!.code))).status).toBe(400);
    await p.at('2026-12-30T15:29:00Z');
    expect((await p.checkIn('Ana', first!.id, first!.code)).status).toBe(429);
    await p.at('2026-12-30T15:30:00Z');
    expect((await p.checkIn('Ana', first!.id, first!.code)).status).toBe(200);
  });

  it('nobody else can lock a participant out: a stranger, the unpaid and other participants count only against themselves', async () => {
    const p = await program();
    const [first] = p.sessions;
    await p.at('2026-12-30T14:30:00Z');
    const stranger = await createSignedInUser(p.t.app.db, { now: p.clock.now() });
    for (let n = 0; n < 6; n++) {
      expect((await p.checkIn(stranger, first!.id, wrong(first!.code))).status).toBe(404);
      expect((await p.checkIn('Eli', first!.id, wrong(first!.code))).status).toBe(403);
      expect((await p.checkIn('Ben', first!.id, wrong(first!.code))).status).toBe(n < 5 ? 400 : 429);
    }
    expect((await p.journeyOf('Ana')).me!.checkIn!.sessions[0]!.lockedUntil).toBeNull();
    expect((await p.checkIn('Ana', first!.id, first!.code)).status).toBe(200);
    // Ben's own lock is his, at this session only.
    expect((await p.journeyOf('Ben')).me!.checkIn!.sessions[0]!.lockedUntil).not.toBeNull();
  });

  it('the host checks a participant in from an hour before until a day after the session; nobody else can', async () => {
    const p = await program();
    const [first] = p.sessions;
    await p.at('2026-12-30T13:30:00Z');
    const early = await p.hostCheckIn('Ben', first!.id);
    expect([early.status, early.body.code, early.body.message]).toEqual([403, 'check-in-closed', COPY.hostClosed]);
    // A participant cannot check another in: the host's route is the host's.
    await p.at('2026-12-30T15:00:00Z');
    expect((await p.hostCheckIn('Ben', first!.id, undefined, p.who('Ana'))).status).toBe(404);
    // The next morning the host puts right who came, at the time they say.
    await p.at('2026-12-31T14:00:00Z');
    const nextDay = await p.hostCheckIn('Ben', first!.id, '2026-12-30T15:10:00Z');
    expect(nextDay.status, nextDay.raw).toBe(200);
    expect(nextDay.body.groups[0]!.sessions[0]!.checkIns).toEqual([
      { interestId: await p.interestOf('Ben'), at: '2026-12-30T15:10:00.000Z', byHost: true },
    ]);
    // Twice is once.
    expect((await p.hostCheckIn('Ben', first!.id, '2026-12-30T15:20:00Z')).raw).toBe(nextDay.raw);
    await p.at('2027-01-01T18:00:01Z');
    expect((await p.hostCheckIn('Cleo', first!.id, '2027-01-01T18:00:01Z')).body.code).toBe('check-in-closed');
  });
});

describe('attendance on the dashboard comes from check-ins', () => {
  it('check-ins over paid participants x sessions held so far; null before any session is held', async () => {
    const p = await program(['Ana', 'Ben', 'Cleo', 'Dev']);
    // Eli did not pay in time: dropped, the group goes ahead with four.
    expect((await p.advance()).phase).toBe('confirmed');
    await p.at('2026-12-30T14:30:00Z');
    let board = await p.dashboard();
    expect(board.formats[0]!.attendanceRate).toBeNull();
    expect(board.funnel[0]).toMatchObject({ paid: 4, attended: 0 });
    expect(board.metrics.averageAttendance.value).toBe(0);

    // Session 1: three of four come (one checked in by the host). Checking in before the start counts it held.
    const [first, second, third] = p.sessions;
    expect((await p.checkIn('Ana', first!.id, first!.code)).status).toBe(200);
    board = await p.dashboard();
    expect([board.formats[0]!.attendanceRate, board.funnel[0]!.attended]).toEqual([25, 1]);
    await p.at('2026-12-30T15:30:00Z');
    expect((await p.checkIn('Ben', first!.id, first!.code)).status).toBe(200);
    expect((await p.hostCheckIn('Cleo', first!.id)).status).toBe(200);
    board = await p.dashboard();
    expect([board.formats[0]!.attendanceRate, board.funnel[0]!.attended, board.metrics.averageAttendance.value]).toEqual([75, 3, 75]);

    // Session 2 has begun: Ana and Dev so far. (3 + 2) / (4 x 2) = 62.5%, and all four have come at least once.
    await p.at('2027-01-06T15:10:00Z');
    expect((await p.checkIn('Ana', second!.id, second!.code)).status).toBe(200);
    expect((await p.checkIn('Dev', second!.id, second!.code)).status).toBe(200);
    board = await p.dashboard();
    expect([board.formats[0]!.attendanceRate, board.funnel[0]!.attended, board.metrics.averageAttendance.value]).toEqual([63, 4, 63]);
    // Session 3, not begun and nobody checked in yet: not counted.
    expect(third!.date).toBe('2027-01-13');
    expect(board.formats[0]!.attendanceRate).toBe(63);
  });
});
