import type { FastifyInstance } from 'fastify';
import type { Notice } from '../../shared/groups';

/** Long before any test's clock: every notice, expired or not, is "unexpired" then. */
const BEFORE_ANY = new Date(0);

/**
 * Every notice of these members (the latest 50 each, expired ones too), each with whose it is, newest first per
 * member: read through the notices repo, as the member's own list is.
 */
export async function noticesOf(app: FastifyInstance, members: readonly { email: string }[]): Promise<(Notice & { userId: string })[]> {
  const lists = await Promise.all(
    members.map(async (member) =>
      (await app.repos.notices.listFor(member.email, BEFORE_ANY)).map((notice) => ({ ...notice, userId: member.email })),
    ),
  );
  return lists.flat();
}
