import type { Database } from '../../db/database';

const SET_ADMIN = 'UPDATE users SET is_admin = ? WHERE id = ?';
const LIST = 'SELECT id FROM users WHERE is_admin = 1 ORDER BY id';
const IS_ADMIN = 'SELECT is_admin AS "isAdmin" FROM users WHERE id = ?';

/** All SQL for the admin role (users.is_admin). */
export function adminsRepo(db: Database) {
  return {
    /** Answers whether the account exists (and so was changed). */
    async setAdmin(userId: string, admin: boolean): Promise<boolean> {
      return (await db.run(SET_ADMIN, [admin ? 1 : 0, userId])).changes > 0;
    },
    async list(): Promise<string[]> {
      return (await db.all<{ id: string }>(LIST)).map((row) => row.id);
    },
    async isAdmin(userId: string): Promise<boolean> {
      return Number((await db.get<{ isAdmin: number }>(IS_ADMIN, [userId]))?.isAdmin ?? 0) === 1;
    },
  };
}

export type AdminsRepo = ReturnType<typeof adminsRepo>;
