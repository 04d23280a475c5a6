import { NEVER_LEVEL, PICK_LEVEL } from '../../../shared/discover';
import { ANYWHERE } from '../../../shared/matching';
import { slotIdOf } from '../../../shared/weekly-cycle';
import type { DiscoverRepo } from '../discover/repo';
import type { PicksRepo } from '../picks/repo';
import type { GroupRow } from './repo';

export interface BackfillSources {
  discover: DiscoverRepo;
  picks: PicksRepo;
}

/** Two members who may never share a group: a block either way, or "never" (level 0) either way. */
export function forbiddenPair({ picks }: BackfillSources, a: string, b: string): boolean {
  return picks.isBlockedPair(a, b) || picks.level(a, b) === NEVER_LEVEL || picks.level(b, a) === NEVER_LEVEL;
}

export function mutualPick({ picks }: BackfillSources, a: string, b: string): boolean {
  return (picks.level(a, b) ?? 0) >= PICK_LEVEL && (picks.level(b, a) ?? 0) >= PICK_LEVEL;
}

/**
 * Unplaced members who fit the group, best first: they have its slot and neighbourhood (or "anywhere"), share no
 * forbidden pair with anyone in it, and have at least one mutual pick inside it. When the group has nobody left
 * who can book a venue, only venue bookers fit. Ordered by mutual picks inside, then priority, then id.
 */
export function backfillCandidates(
  sources: BackfillSources,
  group: GroupRow,
  members: string[],
  unplaced: string[],
  needsVenueBooker: boolean,
  priority: (userId: string) => number,
): string[] {
  const scored: { userId: string; mutuals: number; priority: number }[] = [];
  for (const userId of unplaced) {
    const profile = sources.discover.byUserId(userId);
    if (!profile) continue;
    if (needsVenueBooker && profile.canHost !== true) continue;
    if (!profile.availableTimeSlots.some((slot) => slotIdOf(slot) === group.slot)) continue;
    if (!profile.neighborhoods.includes(group.neighborhood) && !profile.neighborhoods.includes(ANYWHERE)) continue;
    if (members.some((member) => forbiddenPair(sources, member, userId))) continue;
    const mutuals = members.filter((member) => mutualPick(sources, member, userId)).length;
    if (mutuals === 0) continue;
    scored.push({ userId, mutuals, priority: priority(userId) });
  }
  scored.sort((a, b) => b.mutuals - a.mutuals || b.priority - a.priority || (a.userId < b.userId ? -1 : 1));
  return scored.map((entry) => entry.userId);
}
