import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';
import { requireUser } from './session-plugin';
import type { UserRow } from './repo';

/** Throws 401 unless someone is signed in, 403 unless they are an admin (users.is_admin); returns who. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError('forbidden', 403, 'Only admins can review videos and reports.');
  return user;
}
