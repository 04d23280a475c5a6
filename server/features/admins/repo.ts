import type { Database } from '../../db/database';
import { rolesRepo } from './roles-repo';

/** The admin role (users.is_admin). */
export function adminsRepo(db: Database) {
  const roles = rolesRepo(db, 'admin');
  return {
    /** Answers whether the account exists (and so was changed). */
    setAdmin: (userId: string, admin: boolean) => roles.set(userId, admin),
    list: () => roles.list(),
    isAdmin: (userId: string) => roles.has(userId),
  };
}

export type AdminsRepo = ReturnType<typeof adminsRepo>;
