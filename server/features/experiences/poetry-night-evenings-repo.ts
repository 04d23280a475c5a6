import type { Database } from '../../db/database';
import { experiencesRepo } from './repo';

export type SeatStatus = 'seated' | 'waiting' | 'released' | 'not-running';

export interface SeatRow {
  friday: string;
  userId: string;
  status: SeatStatus;
  position: number;
}

const SEAT_COLUMNS = 'friday, user_id AS "userId", status, position';

/** All SQL for deciding poetry night Fridays (tables poetry_night_evenings and poetry_night_seats, SQLite 0029 / PG 0022). */
export function poetryNightEveningsRepo(db: Database) {
  return {
    /** Members whose Fridays include `friday`, in the order they first registered. */
    registrantsFor: (friday: string) => experiencesRepo(db).poetryNightRegistrantsFor(friday),
    /** Records the decision; false when the Friday was decided already (by another run). */
    async decide(friday: string, status: 'running' | 'called-off', at: string): Promise<boolean> {
      const { changes } = await db.run(
        'INSERT INTO poetry_night_evenings (friday, status, decided_at) VALUES (?, ?, ?) ON CONFLICT (friday) DO NOTHING',
        [friday, status, at],
      );
      return changes > 0;
    },
    evening: (friday: string) =>
      db.get<{ status: 'running' | 'called-off' }>('SELECT status FROM poetry_night_evenings WHERE friday = ?', [friday]),
    async addSeat(seat: SeatRow, at: string): Promise<void> {
      await db.run(
        'INSERT INTO poetry_night_seats (friday, user_id, status, position, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
        [seat.friday, seat.userId, seat.status, seat.position, at],
      );
    },
    seatsOf: (friday: string) =>
      db.all<SeatRow>(`SELECT ${SEAT_COLUMNS} FROM poetry_night_seats WHERE friday = ? ORDER BY position`, [friday]),
    seatOf: (friday: string, userId: string) =>
      db.get<SeatRow>(`SELECT ${SEAT_COLUMNS} FROM poetry_night_seats WHERE friday = ? AND user_id = ?`, [friday, userId]),
    mySeats: (userId: string) =>
      db.all<SeatRow>(`SELECT ${SEAT_COLUMNS} FROM poetry_night_seats WHERE user_id = ? ORDER BY friday`, [userId]),
    /** Moves a seat from one status to another; false when it was not in `from` (another run moved it). */
    async move(friday: string, userId: string, from: SeatStatus, to: SeatStatus, at: string): Promise<boolean> {
      const { changes } = await db.run(
        'UPDATE poetry_night_seats SET status = ?, updated_at = ? WHERE friday = ? AND user_id = ? AND status = ?',
        [to, at, friday, userId, from],
      );
      return changes > 0;
    },
  };
}

export type PoetryNightEveningsRepo = ReturnType<typeof poetryNightEveningsRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Poetry night seats. */
    poetryNightEvenings: ReturnType<typeof poetryNightEveningsRepo>;
  }
}
