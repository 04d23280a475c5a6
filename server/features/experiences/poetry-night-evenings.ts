import ical from 'ical-generator';
import {
  EVENING_LENGTH_MS,
  eveningStart,
  POETRY_NIGHT_JOIN_PATH,
  POETRY_NIGHT_PLACE,
  POETRY_NIGHT_TABLE,
  poetryNightCopy,
  poetryNightDecided,
} from '../../../shared/poetry-night-evenings';
import { EXPERIENCES_TIME_ZONE } from '../../../shared/experiences';
import { addDays, dateKey, localTime, weekAt } from '../../../shared/weekly-cycle';
import type { Database } from '../../db/database';
import type { Repos } from '../../plugins/repos';
import type { UnsentNotice } from '../notices/repo';
import type { SeatRow } from './poetry-night-evenings-repo';

const FRIDAY = 5;
const TOLD = { seated: 'poetry-night-seated', waiting: 'poetry-night-waiting', calledOff: 'poetry-night-called-off' } as const;
type Told = keyof typeof TOLD;

/** The Fridays to decide at `at`: those whose evening starts within the next week. */
export function fridaysToDecide(at: Date): string[] {
  const today = localTime(at, EXPERIENCES_TIME_ZONE);
  const key = dateKey(today.year, today.month, today.day);
  const fridays: string[] = [];
  for (let days = 0; days <= 7; days++) {
    const { year, month, day } = addDays(key, days);
    const friday = dateKey(year, month, day);
    if (new Date(Date.UTC(year, month - 1, day)).getUTCDay() !== FRIDAY) continue;
    if (eveningStart(friday).getTime() > at.getTime() && poetryNightDecided(friday, at)) fridays.push(friday);
  }
  return fridays;
}

const noticeId = (told: Told, friday: string, userId: string) => `${TOLD[told]}:${friday}:${userId}`;

/**
 * Poetry night Fridays decided a week before (shared/poetry-night-evenings.ts has the rule): the
 * tick decides each Friday once, seats the first twelve who registered for it and tells everyone, in the app and by
 * e-mail (a seat's mail carries the evening as a calendar invite, and the way to give the seat back). A member who
 * takes a decided Friday off their registration gives their seat to the first one waiting; one who adds a running
 * Friday gets a free seat, or waits.
 */
export function poetryNightEvenings(db: Database, repos: Repos, now: () => Date) {
  const { poetryNightEvenings: repo, notices } = repos;

  async function tell(userId: string, friday: string, told: Told): Promise<void> {
    const copy = poetryNightCopy(friday)[told];
    await notices.addOnce(
      noticeId(told, friday, userId),
      {
        userId,
        week: weekAt(eveningStart(friday), EXPERIENCES_TIME_ZONE),
        kind: TOLD[told],
        groupId: null,
        ...copy,
        // Past the evening, a seat, a wait or a call-off is no longer news.
        expiresAt: eveningStart(friday).toISOString(),
      },
      now().toISOString(),
    );
  }

  async function decide(friday: string): Promise<boolean> {
    return db.transaction(async () => {
      const registrants = await repo.registrantsFor(friday);
      const running = registrants.length >= POETRY_NIGHT_TABLE.min;
      const at = now().toISOString();
      if (!(await repo.decide(friday, running ? 'running' : 'called-off', at))) return false;
      for (const [position, userId] of registrants.entries()) {
        const status = !running ? 'not-running' : position < POETRY_NIGHT_TABLE.max ? 'seated' : 'waiting';
        await repo.addSeat({ friday, userId, status, position }, at);
        await tell(userId, friday, status === 'not-running' ? 'calledOff' : status);
      }
      return true;
    });
  }

  /** The first one waiting takes a seat given back. */
  async function seatNextWaiting(friday: string, at: string): Promise<void> {
    const next = (await repo.seatsOf(friday)).find((seat) => seat.status === 'waiting');
    if (next && (await repo.move(friday, next.userId, 'waiting', 'seated', at))) await tell(next.userId, friday, 'seated');
  }

  return {
    /** Decides every Friday now a week or less away that is not decided yet; answers how many it decided. */
    async decideDue(): Promise<number> {
      let decided = 0;
      for (const friday of fridaysToDecide(now())) if (await decide(friday)) decided++;
      return decided;
    },

    /**
     * After the member's Fridays changed (call inside the registration's transaction): decided Fridays they took off
     * give their seat back, running ones they added seat them if a seat is free (else they wait), and one added after
     * it was called off is said to be so.
     */
    async registrationChanged(userId: string, fridays: readonly string[]): Promise<void> {
      const at = now().toISOString();
      const upcoming = (friday: string) => eveningStart(friday).getTime() > now().getTime();
      const mine = await repo.mySeats(userId);
      for (const seat of mine) {
        if (fridays.includes(seat.friday) || !upcoming(seat.friday)) continue;
        if (seat.status === 'seated' && (await repo.move(seat.friday, userId, 'seated', 'released', at)))
          await seatNextWaiting(seat.friday, at);
        else if (seat.status === 'waiting') await repo.move(seat.friday, userId, 'waiting', 'released', at);
      }
      for (const friday of fridays) {
        if (!upcoming(friday) || mine.some((seat) => seat.friday === friday)) continue;
        const evening = await repo.evening(friday);
        if (!evening) continue;
        const seats = await repo.seatsOf(friday);
        if (evening.status === 'called-off') {
          // Decided already without enough people: they are told at once rather than left hoping.
          await repo.addSeat({ friday, userId, status: 'not-running', position: seats.length }, at);
          await tell(userId, friday, 'calledOff');
          continue;
        }
        const seated = seats.filter((seat) => seat.status === 'seated').length;
        const status: SeatRow['status'] = seated < POETRY_NIGHT_TABLE.max ? 'seated' : 'waiting';
        await repo.addSeat({ friday, userId, status, position: seats.length }, at);
        await tell(userId, friday, status === 'seated' ? 'seated' : 'waiting');
      }
    },

    /** The member's decided Fridays, with where their seat stands. */
    seatsOf: async (userId: string) => (await repo.mySeats(userId)).map(({ friday, status }) => ({ friday, status })),

    /** A seat's mail carries the evening as a calendar invite (ical-generator). */
    calendarFor(notice: UnsentNotice, publicUrl: string): string | null {
      if (notice.kind !== TOLD.seated) return null;
      const friday = notice.id.split(':')[1] ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(friday)) return null;
      const start = eveningStart(friday);
      const calendar = ical({ name: 'poetry night', prodId: { company: 'meetup', product: 'experiences', language: 'EN' } });
      calendar.createEvent({
        id: `poetry-night-${friday}`,
        start,
        end: new Date(start.getTime() + EVENING_LENGTH_MS),
        summary: 'poetry night',
        location: POETRY_NIGHT_PLACE,
        description: `your seat at poetry night. can't come after all? take the Friday off: ${publicUrl}${POETRY_NIGHT_JOIN_PATH}`,
        url: `${publicUrl}${POETRY_NIGHT_JOIN_PATH}`,
      });
      return calendar.toString();
    },
  };
}

export type PoetryNightEvenings = ReturnType<typeof poetryNightEvenings>;
