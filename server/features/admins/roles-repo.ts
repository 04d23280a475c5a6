import type { Database } from '../../db/database';
import { authRepo, type Role } from '../auth/repo';

export type { Role };

/** A role's flag on users, as the command line and the admins' checks use it (the SQL is the auth repo's). */
export function rolesRepo(db: Database, role: Role) {
  const auth = authRepo(db);
  return {
    /** Answers whether the account exists (and so was changed). */
    set: (userId: string, given: boolean) => auth.setRole(role, userId, given),
    list: () => auth.withRole(role),
    has: (userId: string) => auth.hasRole(role, userId),
  };
}
