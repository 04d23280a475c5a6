import crypto from 'node:crypto';
import { groupsRepo } from '../../../server/features/groups/repo';
import { paymentsRepo } from '../../../server/features/payments/repo';
import { createMember, type TestMember } from '../../helpers/members';
import type { TestServer } from './worker-server';

/**
 * A confirmed group of the named members in the database of a spec's own server, made through the groups and
 * payments repos: Saturday 9 AM in downtown Toronto, the first member its venue booker, everyone accepted with their
 * deposit held (demo provider). With `unanswered`, that many of the last members are only invited: the group is still
 * inviting until they accept.
 */
export async function confirmedGroup(server: TestServer, week: string, names: readonly string[], { unanswered = 0 } = {}) {
  const members: TestMember[] = [];
  for (const [index, firstName] of names.entries())
    members.push(
      await server.withDatabase((db) =>
        createMember(db, { firstName, canHost: index === 0, email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com` }),
      ),
    );
  const groupId = crypto.randomUUID();
  const at = new Date().toISOString();
  await server.withDatabase(async (db) => {
    const groups = groupsRepo(db);
    const holds = paymentsRepo(db);
    await groups.createGroup(
      { id: groupId, city: 'toronto', week, slot: 'sat-9', neighborhood: 'downtown', venueBookerId: members[0]!.email },
      at,
    );
    if (unanswered === 0) await groups.setStatus(groupId, 'confirmed', at);
    await groups.setVenue(groupId, 'Café Pamenar', '1056 Queen St W', at);
    for (const [index, member] of members.entries()) {
      await groups.invite(groupId, member.email, week, false, at);
      if (index >= members.length - unanswered) continue;
      await groups.answer(groupId, member.email, 'accepted', at);
      const hold = await holds.open(
        { userId: member.email, purpose: 'group', subjectId: groupId, amountCents: 1000, currency: 'cad', provider: 'demo' },
        at,
      );
      await holds.settle(hold.id, 'placing', 'held', { ref: `demo_${crypto.randomUUID()}`, captureBefore: null, at });
    }
  });
  return { members, groupId };
}
