import { attendanceRepo } from '../../../server/features/groups/attendance-repo';
import { paymentsRepo } from '../../../server/features/payments/repo';
import type { TestServer } from './worker-server';

/** Reads of a group's state on a spec's own server, through the repos that own it (groups, payments). */

/** The status of the member's deposit for the group. */
export const holdStatus = async (server: TestServer, userId: string, groupId: string) =>
  (await server.withDatabase((db) => paymentsRepo(db).findFor(userId, 'group', groupId)))?.status;

/** Who checked in at the group's meetup, how, when, and who vouched (ordered by member). */
export const attendanceOf = (server: TestServer, groupId: string) => server.withDatabase((db) => attendanceRepo(db).ofGroup(groupId));

/** The group's check-in code, as the venue booker's screen showed it (none made here). */
export const checkInCode = async (server: TestServer, groupId: string) =>
  (
    await server.withDatabase((db) =>
      attendanceRepo(db).codeOf(groupId, () => {
        throw new Error(`group ${groupId} has no check-in code yet`);
      }),
    )
  ).code;

/** How many wrong codes the member typed for the group's meetup. */
export const wrongCodes = async (server: TestServer, groupId: string, userId: string) =>
  (await server.withDatabase((db) => attendanceRepo(db).triesBy(userId))).find((tries) => tries.groupId === groupId)?.wrongCodes ?? 0;

/** Which of these members were counted no-shows at the group. */
export const struck = (server: TestServer, groupId: string, userIds: readonly string[]) =>
  server.withDatabase(async (db) => {
    const strikes = attendanceRepo(db);
    const found: string[] = [];
    for (const userId of userIds) if (await strikes.struck(userId, groupId)) found.push(userId);
    return found;
  });
