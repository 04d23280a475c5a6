import type { MatchInstance } from '../../../shared/matching';
import { MEETING_NEIGHBORHOODS } from '../../../shared/matching';
import { SLOT_IDS } from '../../../shared/weekly-cycle';
import { mutualPairsInGroups } from '../matching/check-groups';
import { matchGroups } from '../matching/engine';

/**
 * Suggested groups for one format (docs/product-rules.md#program-journey) by the weekly matching engine: everyone is free at the
 * format's one time and place and the host provides the venue, so the engine's only rules are the group size, the
 * picks (everyone has a mutual pick in their group; level 0 is "never together") and the maximum number of groups,
 * the groups with the most mutual pairs kept first.
 */
export function suggestGroups(
  people: readonly string[],
  picks: readonly { from: string; to: string; level: number }[],
  capacity: { minParticipants: number; maxParticipants: number },
  maxGroups: number,
): { groups: string[][]; unplaced: string[] } {
  const slot = SLOT_IDS[0];
  const neighborhood = MEETING_NEIGHBORHOODS[0]!;
  const instance: MatchInstance = {
    groupSize: { min: capacity.minParticipants, max: capacity.maxParticipants },
    members: [...people].sort().map((id) => ({ id, slots: [slot], neighborhoods: [neighborhood], canHost: true, priority: 0 })),
    picks: picks.map(({ from, to, level }) => ({ from, to, level })),
    blocks: [],
  };
  const result = matchGroups(instance);
  const scored = result.groups
    .map((group) => ({ members: [...group.members].sort(), pairs: mutualPairsInGroups(instance, { groups: [group], unplaced: [] }) }))
    .sort((a, b) => b.pairs - a.pairs || b.members.length - a.members.length || a.members[0]!.localeCompare(b.members[0]!));
  const kept = scored.slice(0, Math.max(1, maxGroups)).map((group) => group.members);
  const placed = new Set(kept.flat());
  return { groups: kept, unplaced: people.filter((id) => !placed.has(id)) };
}
