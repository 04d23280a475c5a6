/** A row of a read made for several members at once: whose it is, and the other person it names. */
export interface MemberPair {
  userId: string;
  otherId: string;
}

/** Rows of a read for several members, as each member's list of the others (every asked member has one). */
export function listsByMember(userIds: readonly string[], rows: readonly MemberPair[]): Map<string, string[]> {
  const lists = new Map<string, string[]>(userIds.map((userId) => [userId, []]));
  for (const { userId, otherId } of rows) lists.get(userId)?.push(otherId);
  return lists;
}
