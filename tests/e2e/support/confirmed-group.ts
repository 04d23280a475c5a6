import crypto from 'node:crypto';
import { createMember, type TestMember } from '../../helpers/members';
import type { TestServer } from './worker-server';

/**
 * A confirmed group of the named members straight in the database of a spec's own server: Saturday 9 AM in downtown
 * Toronto, the first member its venue booker, everyone accepted with their deposit held (demo provider).
 */
export async function confirmedGroup(server: TestServer, week: string, names: readonly string[]) {
  const members: TestMember[] = [];
  for (const [index, firstName] of names.entries())
    members.push(
      await server.withDatabase((db) =>
        createMember(db, { firstName, canHost: index === 0, email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com` }),
      ),
    );
  const groupId = crypto.randomUUID();
  const at = new Date().toISOString();
  server.withDb((db) => {
    db.prepare(
      `INSERT INTO groups (id, city, week, slot, neighborhood, venue_booker_id, status, venue_name, venue_address, created_at, updated_at)
       VALUES (?, 'toronto', ?, 'sat-9', 'downtown', ?, 'confirmed', 'Café Pamenar', '1056 Queen St W', ?, ?)`,
    ).run(groupId, week, members[0]!.email, at, at);
    for (const member of members) {
      db.prepare(
        "INSERT INTO group_invites (group_id, user_id, week, status, is_backfill, invited_at) VALUES (?, ?, ?, 'accepted', 0, ?)",
      ).run(groupId, member.email, week, at);
      db.prepare(
        `INSERT INTO deposit_holds (id, user_id, purpose, subject_id, amount_cents, currency, provider, provider_ref, status, created_at, updated_at)
         VALUES (?, ?, 'group', ?, 1000, 'cad', 'demo', ?, 'held', ?, ?)`,
      ).run(crypto.randomUUID(), member.email, groupId, `demo_${crypto.randomUUID()}`, at, at);
    }
  });
  return { members, groupId };
}
