import type { Database } from '../../db/database';

/** The roles given from the command line only: admin and host (also earned by making a format). */
export type Role = 'admin' | 'host';
const COLUMN: Record<Role, string> = { admin: 'is_admin', host: 'is_host' };

/** All SQL for a role's flag on users. */
export function rolesRepo(db: Database, role: Role) {
  const column = COLUMN[role];
  return {
    /** Answers whether the account exists (and so was changed). */
    async set(userId: string, given: boolean): Promise<boolean> {
      return (await db.run(`UPDATE users SET ${column} = ? WHERE id = ?`, [given ? 1 : 0, userId])).changes > 0;
    },
    async list(): Promise<string[]> {
      return (await db.all<{ id: string }>(`SELECT id FROM users WHERE ${column} = 1 ORDER BY id`)).map((row) => row.id);
    },
    async has(userId: string): Promise<boolean> {
      return Number((await db.get<{ given: number }>(`SELECT ${column} AS "given" FROM users WHERE id = ?`, [userId]))?.given ?? 0) === 1;
    },
  };
}
