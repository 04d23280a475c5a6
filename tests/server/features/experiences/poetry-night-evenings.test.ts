import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { fridaysToDecide } from '../../../../server/features/experiences/poetry-night-evenings';
import { EXPERIENCES_TIME_ZONE } from '../../../../shared/experiences';
import { eveningStart, fridayLabel, POETRY_NIGHT_PLACE, poetryNightCopy } from '../../../../shared/poetry-night-evenings';
import { weekAt } from '../../../../shared/weekly-cycle';
import { memberRequest } from '../../../helpers/member-request';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { type SmtpListener, startSmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Poetry night evenings (docs/product-rules.md#experiences-and-poetry-night: "Notification of the event date comes about 7 days before the event"): a week before
// a poetry night Friday it is decided, once: with 8 or more who could make it, it runs and the first 12 have a seat,
// the rest wait; with fewer it does not run. Everyone is told in the app and by e-mail (a real SMTP listener), a seat
// with the evening as a calendar invite and the way to give it back.
let t: TestApp;
let smtp: SmtpListener;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
});

const MINUTE = 60_000;
const FRIDAY = '2026-12-11';
const START_DATE = eveningStart(FRIDAY);
const START = START_DATE.getTime();
const call = memberRequest(() => t.app);
const clock = fakeClock(new Date(START - 10 * 24 * 60 * MINUTE).toISOString());

async function registered(count: number, fridays: string[] = [FRIDAY]): Promise<TestMember[]> {
  smtp = await startSmtpListener();
  clock.set(new Date(START - 10 * 24 * 60 * MINUTE).toISOString());
  t = await buildTestApp({ now: clock.now, env: { SMTP_URL: smtp.url, MAIL_FROM: 'experiences@example.com' } });
  const members: TestMember[] = [];
  for (let i = 0; i < count; i++) {
    const member = await createMember(t.app.db, {
      firstName: `Poet${i}`,
      email: `poet-${String(i).padStart(2, '0')}@example.com`,
      now: clock.now(),
    });
    // One a minute: the order they registered is the order seats are given.
    clock.set(new Date(clock.now().getTime() + MINUTE).toISOString());
    const answer = await call(member, 'PUT', '/api/poetry-night/registration', { availability: fridays, acknowledged: true });
    expect(answer.statusCode).toBe(200);
    members.push(member);
  }
  return members;
}

/** The poetry night notices of the Friday's week, by member and kind. */
const told = async () =>
  (await t.app.repos.notices.ofWeek(weekAt(START_DATE, EXPERIENCES_TIME_ZONE)))
    .filter((notice) => notice.kind.startsWith('poetry-night-'))
    .map(({ userId, kind, title }) => ({ userId, kind, title }));
const seats = async () => (await t.app.repos.poetryNightEvenings.seatsOf(FRIDAY)).map(({ userId, status }) => ({ userId, status }));
const aWeekBefore = () => clock.set(new Date(START - 7 * 24 * 60 * MINUTE + MINUTE).toISOString());

describe('poetry night, decided a week before', () => {
  it('the Fridays decided are those whose evening starts within the next week', () => {
    expect(fridaysToDecide(new Date(START - 7 * 24 * 60 * MINUTE - MINUTE))).toEqual(['2026-12-04']);
    expect(fridaysToDecide(new Date(START - 7 * 24 * 60 * MINUTE + MINUTE))).toEqual([FRIDAY]);
    expect(fridaysToDecide(new Date(START - MINUTE))).toEqual([FRIDAY]);
    expect(fridaysToDecide(new Date(START + MINUTE))).toEqual(['2026-12-18']);
    expect(fridayLabel(FRIDAY)).toBe('Friday, December 11');
  });

  it('runs with nine: all seated, each told once, by e-mail with the calendar invite, the place and the way out', async () => {
    const poets = await registered(9);
    await t.app.cycle.tick();
    expect(await told()).toEqual([]);

    aWeekBefore();
    const before = smtp.mails.length;
    await t.app.cycle.tick();
    await t.app.cycle.tick();
    expect((await seats()).map((seat) => seat.status)).toEqual(Array(9).fill('seated'));
    const notices = await told();
    expect(notices).toHaveLength(9);
    expect(notices.every((notice) => notice.kind === 'poetry-night-seated')).toBe(true);
    expect(notices[0]!.title).toBe('poetry night is on: Friday, December 11');

    const mail = await smtp.nextMailTo(poets[4]!.email, before);
    expect(mail.subject).toBe(poetryNightCopy(FRIDAY).seated.title);
    expect(mail.text).toContain(POETRY_NIGHT_PLACE);
    expect(mail.text).toMatch(/can't make it\? release your place: http:\/\/[^\s]+\/emberite\/experiences\/poetry-night\/join\n/);
    expect(mail.calendar).toContain('BEGIN:VEVENT');
    expect(mail.calendar).toContain(
      `DTSTART:${new Date(START)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(mail.calendar).toContain('LOCATION:the back room at a First Street café');
  });

  it('with thirteen: twelve seats and one waiting; a seat given back goes to the one waiting, who is told', async () => {
    const poets = await registered(13);
    aWeekBefore();
    await t.app.cycle.tick();
    expect((await seats()).map((seat) => seat.status)).toEqual([...Array(12).fill('seated'), 'waiting']);
    expect((await told()).find((notice) => notice.userId === poets[12]!.email)).toMatchObject({ kind: 'poetry-night-waiting' });

    // Poet 3 takes the Friday off the registration: the seat goes to poet 12.
    const changed = await call(poets[3]!, 'PUT', '/api/poetry-night/registration', { availability: ['2026-12-18'], acknowledged: true });
    expect(changed.statusCode).toBe(200);
    const after = await seats();
    expect(after.find((seat) => seat.userId === poets[3]!.email)?.status).toBe('released');
    expect(after.find((seat) => seat.userId === poets[12]!.email)?.status).toBe('seated');
    expect(after.filter((seat) => seat.status === 'seated')).toHaveLength(12);
    // Her own file says so; nobody else's mentions her seat.
    const file = (await call(poets[3]!, 'GET', '/api/users/me/data')).json() as { poetryNightSeats: unknown[] };
    expect(file.poetryNightSeats).toEqual([{ friday: FRIDAY, status: 'released' }]);
    const poet12 = (await told()).filter((notice) => notice.userId === poets[12]!.email).map((notice) => notice.kind);
    expect(poet12.sort()).toEqual(['poetry-night-seated', 'poetry-night-waiting']);

    // Someone registering for the running Friday now waits: the table is full again.
    const late = await createMember(t.app.db, { firstName: 'Late', email: 'late@example.com', now: clock.now() });
    expect((await call(late, 'PUT', '/api/poetry-night/registration', { availability: [FRIDAY], acknowledged: true })).statusCode).toBe(
      200,
    );
    expect((await seats()).at(-1)).toEqual({ userId: late.email, status: 'waiting' });
  });

  it('with five it does not run: everyone is told, nobody is seated, and a later registrant is told at once', async () => {
    const poets = await registered(5);
    aWeekBefore();
    await t.app.cycle.tick();
    expect((await seats()).map((seat) => seat.status)).toEqual(Array(5).fill('not-running'));
    const notices = await told();
    expect(notices.map((notice) => notice.kind)).toEqual(Array(5).fill('poetry-night-called-off'));
    expect(notices[0]!.title).toBe('no poetry night on Friday, December 11');
    const late = await createMember(t.app.db, { firstName: 'Late', email: 'late@example.com', now: clock.now() });
    expect((await call(late, 'PUT', '/api/poetry-night/registration', { availability: [FRIDAY], acknowledged: true })).statusCode).toBe(
      200,
    );
    expect((await seats()).map((seat) => seat.status)).toEqual(Array(poets.length + 1).fill('not-running'));
    expect((await told()).filter((notice) => notice.userId === late.email).map((notice) => notice.kind)).toEqual([
      'poetry-night-called-off',
    ]);
  });

  it('a running Friday with a free seat seats a new registrant at once', async () => {
    await registered(8);
    aWeekBefore();
    await t.app.cycle.tick();
    const late = await createMember(t.app.db, { firstName: 'Late', email: 'late@example.com', now: clock.now() });
    expect((await call(late, 'PUT', '/api/poetry-night/registration', { availability: [FRIDAY], acknowledged: true })).statusCode).toBe(
      200,
    );
    expect((await seats()).at(-1)).toEqual({ userId: late.email, status: 'seated' });
    expect((await told()).filter((notice) => notice.userId === late.email).map((notice) => notice.kind)).toEqual(['poetry-night-seated']);
  });
});

describe("poetry night: can't make it", () => {
  it('gives the seat back by taking the Friday off (the registration goes with its last Friday); a replay does it once', async () => {
    const poets = await registered(13);
    aWeekBefore();
    await t.app.cycle.tick();
    const mine = (await call(poets[0]!, 'GET', '/api/poetry-night/registration')).json();
    expect(mine).toMatchObject({ registration: { availability: [FRIDAY] }, seats: [{ friday: FRIDAY, status: 'seated' }] });

    const key = crypto.randomUUID();
    const released = await call(poets[0]!, 'POST', `/api/poetry-night/seats/${FRIDAY}/release`, undefined, key);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ registration: null, seats: [{ friday: FRIDAY, status: 'released' }] });
    expect((await call(poets[0]!, 'POST', `/api/poetry-night/seats/${FRIDAY}/release`, undefined, key)).body).toBe(released.body);
    expect((await seats()).filter((seat) => seat.status === 'seated')).toHaveLength(12);
    expect((await seats()).find((seat) => seat.userId === poets[12]!.email)?.status).toBe('seated');

    // Not registered for it any more, or never: a clear 404; once the evening began: too late.
    const again = await call(poets[0]!, 'POST', `/api/poetry-night/seats/${FRIDAY}/release`);
    expect([again.statusCode, again.json().message]).toEqual([404, 'You are not registered for poetry night on that Friday.']);
    // (Poet 1 used the app on the day: sessions end after a week without use.)
    await t.app.repos.auth.setSessionTimes({ lastSeenAt: new Date(START - 60 * MINUTE).toISOString() }, poets[1]!.email);
    clock.set(new Date(START + MINUTE).toISOString());
    const late = await call(poets[1]!, 'POST', `/api/poetry-night/seats/${FRIDAY}/release`);
    expect([late.statusCode, late.json().code]).toEqual([409, 'evening-started']);
    expect((await call(poets[1]!, 'POST', '/api/poetry-night/seats/not-a-date/release')).statusCode).toBe(400);
  });
});
