import type { Database } from '../../db/database';
import type { RegistrationBody } from '../../../shared/experiences-contract';

export interface RegistrationRow extends RegistrationBody {
  experienceId: string;
  registeredAt: string;
  updatedAt: string;
}

interface StoredRow {
  experienceId: string;
  availability: string;
  activities: string;
  ideal: string;
  max: string;
  videoAgreement: 'yes' | 'no';
  depositAgreement: 'yes' | 'no';
  registeredAt: string;
  updatedAt: string;
}

const SAVE = `INSERT INTO experience_registrations (user_id, experience_id, availability, activities, budget_ideal, budget_max,
    video_agreement, deposit_agreement, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (user_id, experience_id) DO UPDATE SET availability = excluded.availability, activities = excluded.activities,
    budget_ideal = excluded.budget_ideal, budget_max = excluded.budget_max, video_agreement = excluded.video_agreement,
    deposit_agreement = excluded.deposit_agreement, updated_at = excluded.updated_at`;
const COLUMNS = `experience_id AS "experienceId", availability, activities, budget_ideal AS "ideal", budget_max AS "max",
  video_agreement AS "videoAgreement", deposit_agreement AS "depositAgreement", created_at AS "registeredAt", updated_at AS "updatedAt"`;

const fromStored = (row: StoredRow): RegistrationRow => ({
  experienceId: row.experienceId,
  availability: JSON.parse(row.availability) as RegistrationRow['availability'],
  activities: JSON.parse(row.activities) as RegistrationRow['activities'],
  budget: { ideal: row.ideal as RegistrationRow['budget']['ideal'], max: row.max as RegistrationRow['budget']['max'] },
  videoAgreement: row.videoAgreement,
  depositAgreement: row.depositAgreement,
  registeredAt: row.registeredAt,
  updatedAt: row.updatedAt,
});

const SAVE_POETRY_NIGHT = `INSERT INTO poetry_night_registrations (user_id, availability, location, acknowledged_at, created_at,
    updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET availability = excluded.availability,
    acknowledged_at = excluded.acknowledged_at, updated_at = excluded.updated_at`;
const POETRY_NIGHT_OF = `SELECT availability, location, created_at AS "registeredAt" FROM poetry_night_registrations WHERE user_id = ?`;

/** All SQL for experience registrations (and poetry night's). */
export function experiencesRepo(db: Database) {
  return {
    async save(userId: string, experienceId: string, answers: RegistrationBody, at: string): Promise<void> {
      await db.run(SAVE, [
        userId,
        experienceId,
        JSON.stringify(answers.availability),
        JSON.stringify(answers.activities),
        answers.budget.ideal,
        answers.budget.max,
        answers.videoAgreement,
        answers.depositAgreement,
        at,
        at,
      ]);
    },
    async find(userId: string, experienceId: string): Promise<RegistrationRow | null> {
      const row = await db.get<StoredRow>(`SELECT ${COLUMNS} FROM experience_registrations WHERE user_id = ? AND experience_id = ?`, [
        userId,
        experienceId,
      ]);
      return row ? fromStored(row) : null;
    },
    async savePoetryNight(userId: string, availability: string[], location: string, at: string): Promise<void> {
      await db.run(SAVE_POETRY_NIGHT, [userId, JSON.stringify(availability), location, at, at, at]);
    },
    async poetryNightOf(userId: string): Promise<{ availability: string[]; location: string; registeredAt: string } | null> {
      const row = await db.get<{ availability: string; location: string; registeredAt: string }>(POETRY_NIGHT_OF, [userId]);
      return row ? { ...row, availability: JSON.parse(row.availability) as string[] } : null;
    },
    /** Members whose poetry night Fridays include `friday`, in the order they first registered. */
    poetryNightRegistrantsFor: async (friday: string) =>
      (
        await db.all<{ userId: string }>(
          `SELECT user_id AS "userId" FROM poetry_night_registrations WHERE availability LIKE ? ORDER BY created_at, user_id`,
          [`%"${friday}"%`],
        )
      ).map((row) => row.userId),
    async deletePoetryNight(userId: string): Promise<void> {
      await db.run('DELETE FROM poetry_night_registrations WHERE user_id = ?', [userId]);
    },
    async mine(userId: string): Promise<RegistrationRow[]> {
      const rows = await db.all<StoredRow>(
        `SELECT ${COLUMNS} FROM experience_registrations WHERE user_id = ? ORDER BY created_at, experience_id`,
        [userId],
      );
      return rows.map(fromStored);
    },
  };
}

export type ExperiencesRepo = ReturnType<typeof experiencesRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Experience registrations. */
    experiences: ReturnType<typeof experiencesRepo>;
  }
}
