import type { Database } from '../../db/database';
import type { Experience } from '../../../shared/experience-types';

const COLUMNS = 'details';
const ADD = `INSERT INTO experiences (id, type_id, position, details, is_sample, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`;

/** The stored JSON, with the row's own id and type (they are the truth when the two differ). */
function fromStored(row: { id: string; typeId: string; details: string }): Experience {
  return { ...(JSON.parse(row.details) as Experience), id: row.id, typeId: row.typeId as Experience['typeId'] };
}

/** All SQL for the experiences themselves (table experiences, migration SQLite 0027 / PG 0020). */
export function catalogRepo(db: Database) {
  const select = `SELECT id, type_id AS "typeId", ${COLUMNS} FROM experiences`;
  return {
    async list(): Promise<Experience[]> {
      const rows = await db.all<{ id: string; typeId: string; details: string }>(`${select} ORDER BY position, id`);
      return rows.map(fromStored);
    },
    async find(id: string): Promise<Experience | null> {
      const row = await db.get<{ id: string; typeId: string; details: string }>(`${select} WHERE id = ?`, [id]);
      return row ? fromStored(row) : null;
    },
    async count(): Promise<number> {
      const row = await db.get<{ count: number | string }>('SELECT COUNT(*) AS count FROM experiences');
      return Number(row?.count ?? 0);
    },
    /** Adds experiences after the ones there are, in order; an id already stored is left as it is. */
    async add(experiences: readonly Experience[], at: string, { sample }: { sample: boolean }): Promise<void> {
      await db.transaction(async () => {
        const last = await db.get<{ position: number | string | null }>('SELECT MAX(position) AS position FROM experiences');
        const start = Number(last?.position ?? -1) + 1;
        for (const [index, experience] of experiences.entries()) {
          const { id, typeId, ...details } = experience;
          await db.run(ADD, [id, typeId, start + index, JSON.stringify(details), sample ? 1 : 0, at, at]);
        }
      });
    },
    /** Takes the experience off the list: it is no longer shown or open for registration. */
    async remove(id: string): Promise<void> {
      await db.run('DELETE FROM experiences WHERE id = ?', [id]);
    },
  };
}

export type CatalogRepo = ReturnType<typeof catalogRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** The experiences catalog. */
    catalog: ReturnType<typeof catalogRepo>;
  }
}
