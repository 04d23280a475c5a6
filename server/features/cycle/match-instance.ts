import { GROUP_SIZE } from '../../../shared/groups';
import type { MatchInstance } from '../../../shared/matching';
import { slotIdOf, type City, type SlotId } from '../../../shared/weekly-cycle';
import type { DiscoverRepo } from '../discover/repo';
import type { PicksRepo } from '../picks/repo';

/**
 * The week's matching instance, from the database: every member of the city with a photo, at least one offered slot
 * and one neighbourhood (a member without a photo is left out until they add one: /home tells them), the picks
 * between them that say something (level 0, or 2 and above), the blocks between them, and each member's priority
 * (weeks in a row left out). Members whose matching is paused (two no-shows in 8 weeks) are left out.
 */
export async function buildMatchInstance(
  city: City,
  discover: DiscoverRepo,
  picks: PicksRepo,
  priorities: Map<string, number>,
  paused: ReadonlySet<string> = new Set(),
): Promise<MatchInstance> {
  const members = (await discover.poolMembers(city.location))
    .filter((member) => member.hasPhoto && !paused.has(member.userId))
    .map((member) => ({
      id: member.userId,
      slots: [...new Set(member.availableTimeSlots.map(slotIdOf).filter((slot): slot is SlotId => slot !== null))],
      neighborhoods: member.neighborhoods,
      canHost: member.canHost,
      priority: priorities.get(member.userId) ?? 0,
    }))
    .filter((member) => member.slots.length > 0 && member.neighborhoods.length > 0);
  const inInstance = new Set(members.map((member) => member.id));
  const both = (pair: { fromId: string; toId: string }) => inInstance.has(pair.fromId) && inInstance.has(pair.toId);
  return {
    groupSize: { min: GROUP_SIZE.min, max: GROUP_SIZE.max },
    members,
    picks: (await picks.cityPicks(city.location)).filter(both).map((pick) => ({ from: pick.fromId, to: pick.toId, level: pick.level })),
    blocks: (await picks.cityBlocks(city.location)).filter(both).map((block) => ({ from: block.fromId, to: block.toId })),
  };
}
