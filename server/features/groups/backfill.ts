import { NEVER_LEVEL, PICK_LEVEL } from '../../../shared/discover';
import { ANYWHERE } from '../../../shared/matching';
import { slotIdOf } from '../../../shared/weekly-cycle';
import type { Repos } from '../../plugins/repos';
import type { GroupRow } from './repo';

export interface BackfillSources {
  discover: Repos['discover'];
  picks: Repos['picks'];
}

/** Two members who may never share a group: a block either way, or "never" (level 0) either way. */
export async function forbiddenPair({ picks }: BackfillSources, a: string, b: string): Promise<boolean> {
  return (await picks.isBlockedPair(a, b)) || (await picks.level(a, b)) === NEVER_LEVEL || (await picks.level(b, a)) === NEVER_LEVEL;
}

export async function mutualPick({ picks }: BackfillSources, a: string, b: string): Promise<boolean> {
  return ((await picks.level(a, b)) ?? 0) >= PICK_LEVEL && ((await picks.level(b, a)) ?? 0) >= PICK_LEVEL;
}

/** Whether any member passes the check, asked one at a time and stopping at the first (as Array.some). */
async function someMember(members: string[], check: (member: string) => Promise<boolean>): Promise<boolean> {
  for (const member of members) if (await check(member)) return true;
  return false;
}

/**
 * Unplaced members who fit the group, best first: they have its slot and neighbourhood (or "anywhere"), share no
 * forbidden pair with anyone in it, and have at least one mutual pick inside it. When the group has nobody left
 * who can book a venue, only venue bookers fit. Ordered by mutual picks inside, then priority, then id.
 */
export async function backfillCandidates(
  sources: BackfillSources,
  group: GroupRow,
  members: string[],
  unplaced: string[],
  needsVenueBooker: boolean,
  priority: (userId: string) => number,
): Promise<string[]> {
  const scored: { userId: string; mutuals: number; priority: number }[] = [];
  for (const userId of unplaced) {
    const profile = await sources.discover.byUserId(userId);
    if (!profile) continue;
    if (needsVenueBooker && profile.canHost !== true) continue;
    if (!profile.availableTimeSlots.some((slot) => slotIdOf(slot) === group.slot)) continue;
    if (!profile.neighborhoods.includes(group.neighborhood) && !profile.neighborhoods.includes(ANYWHERE)) continue;
    if (await someMember(members, (member) => forbiddenPair(sources, member, userId))) continue;
    let mutuals = 0;
    for (const member of members) if (await mutualPick(sources, member, userId)) mutuals++;
    if (mutuals === 0) continue;
    scored.push({ userId, mutuals, priority: priority(userId) });
  }
  scored.sort((a, b) => b.mutuals - a.mutuals || b.priority - a.priority || (a.userId < b.userId ? -1 : 1));
  return scored.map((entry) => entry.userId);
}
