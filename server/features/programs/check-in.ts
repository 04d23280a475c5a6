import type { CheckInBody, CheckMemberInBody } from '../../../shared/groups';
import { checkInWindow, SESSION_CHECK_IN_COPY as COPY, timeZoneOf } from '../../../shared/format-check-in';
import type { HostSessions, MyCheckIns } from '../../../shared/format-check-in-contract';
import { FORMAT_COPY } from '../../../shared/event-formats';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import type { UserRow } from '../auth/repo';
import { type FormatRow, eventFormatsRepo } from './formats-repo';
import { CHECK_IN_FAILURES, secondsToWait, subject } from '../rate-limits/limits';
import type { RateLimitsRepo } from '../rate-limits/repo';
import { type FormatGroupRow, type FormatInterestRow, programJourneyRepo } from './journey-repo';
import { type FormatSessionRow, sessionsRepo } from './sessions-repo';

/** How far ahead of the server's clock a device's "checked in at" may be (clocks drift), as for the member groups. */
const DEVICE_CLOCK_AHEAD_MS = 5 * 60 * 1000;

const NOT_FOUND = () => new AppError('format-not-found', 404, FORMAT_COPY.notFound);
const NOT_YOURS = () => new AppError('not-found', 404, COPY.notYours);
const NOT_PAID = () => new AppError('not-paid', 403, COPY.notPaid);
const CANCELLED = () => new AppError('format-phase', 409, COPY.cancelled);
const CLOSED = (message: string) => new AppError('check-in-closed', 403, message);
const NOT_A_TIME = () =>
  new AppError('validation-failed', 400, 'Some fields need another look.', { at: 'When you checked in, as a date and time.' });

/** One participant's wrong codes at one session: nobody else's tries ever count against it. */
const wrongCodesOf = (interestId: string, sessionId: string) => subject('format-check-in', interestId, sessionId);

/**
 * Checking in at a program's sessions, the member groups' way (groups/check-in.ts): the host's 4-digit code per
 * session, typed by each paid participant of the group on their phone with the device's time (so one made offline
 * counts when it arrives), five wrong codes an hour locking only that participant out of that session, and the host
 * checking someone in themselves. Recorded once per participant and session (format_check_ins).
 */
export function sessionCheckIns({ db, now, hits }: { db: Database; now: () => Date; hits: RateLimitsRepo }) {
  const repo = programJourneyRepo(db);
  const sessions = sessionsRepo(db);
  const formats = eventFormatsRepo(db);
  const windowOf = (format: FormatRow, session: FormatSessionRow) => checkInWindow(session, timeZoneOf(format.format.venue.city));

  /** Until when the participant's own wrong codes stop them typing another at the session; null when they may. */
  async function lockedUntil(interestId: string, sessionId: string): Promise<string | null> {
    const checks = [{ limit: CHECK_IN_FAILURES, subject: wrongCodesOf(interestId, sessionId) }];
    const wait = await secondsToWait(hits, 'check-in-failure', checks, now());
    return wait > 0 ? new Date(now().getTime() + wait * 1000).toISOString() : null;
  }

  /** The device's time of a check-in, refused unless it falls between `opensAt` and `closesAt` and not ahead of ours. */
  function timeOf(body: { at: string }, opensAt: number, closesAt: number, closed: string): string {
    const at = Date.parse(body.at);
    if (!Number.isFinite(at)) throw NOT_A_TIME();
    if (at < opensAt || at > closesAt || at > now().getTime() + DEVICE_CLOCK_AHEAD_MS) throw CLOSED(closed);
    return new Date(at).toISOString();
  }

  /** A group whose sessions take place: confirmed, in a format its host has not called off. */
  function running(format: FormatRow, group: FormatGroupRow): void {
    if (format.status === 'cancelled' || group.status === 'cancelled') throw CANCELLED();
    if (group.status !== 'confirmed') throw NOT_YOURS();
  }

  /** The signed-in person's place at the session: a paid participant of the session's own group, or refused. */
  async function placeAt(formatId: string, user: UserRow, sessionId: string) {
    const format = await formats.find(formatId);
    if (!format || format.status === 'draft') throw NOT_FOUND();
    const person = await repo.interestOf(formatId, user.email.trim().toLowerCase());
    const group = person ? await repo.groupOf(person.id) : undefined;
    const session = await sessions.find(sessionId);
    if (!person || !group || !session || session.groupId !== group.id) throw NOT_YOURS();
    running(format, group);
    if (person.status !== 'paid') throw NOT_PAID();
    return { format, person, group, session };
  }

  async function hosted(formatId: string, user: UserRow): Promise<FormatRow> {
    const format = await formats.find(formatId);
    if (!format || format.ownerId !== user.id) throw NOT_FOUND();
    return format;
  }

  /** A participant's check-ins, one per session of their group. */
  async function mine(format: FormatRow, person: FormatInterestRow, group: FormatGroupRow): Promise<MyCheckIns> {
    const own = new Map(
      (await sessions.checkInsOfFormat(format.id)).filter((row) => row.interestId === person.id).map((row) => [row.sessionId, row]),
    );
    const list: MyCheckIns['sessions'] = [];
    for (const session of await sessions.ofGroup(group.id)) {
      const window = windowOf(format, session);
      const row = own.get(session.id);
      const open = now().getTime() >= window.opensAt && now().getTime() <= window.closesAt;
      list.push({
        sessionId: session.id,
        number: session.number,
        date: session.date,
        time: session.time,
        opensAt: new Date(window.opensAt).toISOString(),
        closesAt: new Date(window.closesAt).toISOString(),
        checkedIn: row !== undefined,
        byHost: row?.byHost ?? false,
        lockedUntil: row || !open ? null : await lockedUntil(person.id, session.id),
      });
    }
    return { timeZone: timeZoneOf(format.format.venue.city), sessions: list };
  }

  /** The host's view: per confirmed group its paid participants, and per session its code and who checked in. */
  async function hostView(format: FormatRow): Promise<HostSessions> {
    const people = new Map((await repo.interests(format.id)).map((person) => [person.id, person]));
    const members = await repo.members(format.id);
    const all = await sessions.ofFormat(format.id);
    const checkIns = await sessions.checkInsOfFormat(format.id);
    const groups: HostSessions['groups'] = [];
    for (const group of await repo.groups(format.id)) {
      if (group.status !== 'confirmed') continue;
      const participants = members
        .filter((member) => member.groupId === group.id && people.get(member.interestId)?.status === 'paid')
        .map((member) => ({ interestId: member.interestId, name: people.get(member.interestId)!.name }));
      groups.push({
        groupId: group.id,
        number: group.number,
        participants,
        sessions: all
          .filter((session) => session.groupId === group.id)
          .map((session) => {
            const window = windowOf(format, session);
            return {
              id: session.id,
              number: session.number,
              date: session.date,
              time: session.time,
              opensAt: new Date(window.opensAt).toISOString(),
              closesAt: new Date(window.closesAt).toISOString(),
              hostClosesAt: new Date(window.hostClosesAt).toISOString(),
              code: session.checkInCode,
              checkIns: checkIns
                .filter((row) => row.sessionId === session.id)
                .map((row) => ({ interestId: row.interestId, at: row.checkedInAt, byHost: row.byHost })),
            };
          }),
      });
    }
    return { timeZone: timeZoneOf(format.format.venue.city), groups };
  }

  return {
    /** What /program/:id shows a participant about checking in: null until their place is paid in a confirmed group. */
    async viewFor(format: FormatRow, person: FormatInterestRow, group: FormatGroupRow | undefined): Promise<MyCheckIns | null> {
      if (person.status !== 'paid' || !group || group.status !== 'confirmed' || format.status === 'cancelled') return null;
      return mine(format, person, group);
    },

    /**
     * A paid participant checks in with the session's code. Run once before the route's transaction, where a wrong code
     * is counted (and so kept, whatever the refusal rolls back), and again inside it; checked in already, it answers the
     * same without looking at the code again.
     */
    async checkIn(formatId: string, user: UserRow, sessionId: string, body: CheckInBody): Promise<MyCheckIns> {
      const { format, person, group, session } = await placeAt(formatId, user, sessionId);
      if (!(await sessions.checkInsOf(session.id)).some((row) => row.interestId === person.id)) {
        const window = windowOf(format, session);
        const at = timeOf(body, window.opensAt, window.closesAt, COPY.closed);
        const until = await lockedUntil(person.id, session.id);
        if (until)
          throw new AppError('rate-limited', 429, COPY.locked, undefined, {
            'Retry-After': String(Math.ceil((Date.parse(until) - now().getTime()) / 1000)),
          });
        if (body.code.trim() !== session.checkInCode) {
          await hits.record('check-in-failure', [wrongCodesOf(person.id, session.id)], now().toISOString());
          throw new AppError('validation-failed', 400, COPY.wrongCode, { code: COPY.wrongCode });
        }
        await sessions.checkIn(session.id, person.id, at, false);
      }
      return mine(format, person, group);
    },

    /** The host checks a paid participant of the session's group in (e.g. one locked out by wrong codes). */
    async hostCheckIn(formatId: string, user: UserRow, sessionId: string, interestId: string, body: CheckMemberInBody) {
      const format = await hosted(formatId, user);
      const session = await sessions.find(sessionId);
      const group = session ? await repo.group(session.groupId) : undefined;
      if (!session || !group || group.formatId !== format.id) throw NOT_YOURS();
      running(format, group);
      const person = await repo.interest(interestId);
      if (!person || (await repo.groupOf(person.id))?.id !== group.id) throw NOT_YOURS();
      if (person.status !== 'paid') throw NOT_PAID();
      if (!(await sessions.checkInsOf(session.id)).some((row) => row.interestId === person.id)) {
        const window = windowOf(format, session);
        await sessions.checkIn(session.id, person.id, timeOf(body, window.opensAt, window.hostClosesAt, COPY.hostClosed), true);
      }
      return hostView(format);
    },

    /** The host's sessions with their codes and check-ins. */
    async hostSessions(formatId: string, user: UserRow): Promise<HostSessions> {
      return hostView(await hosted(formatId, user));
    },
  };
}

export type SessionCheckIns = ReturnType<typeof sessionCheckIns>;
