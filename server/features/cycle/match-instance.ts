import { GROUP_SIZE } from '../../../shared/groups';
import type { MatchInstance } from '../../../shared/matching';
import { slotIdOf, type City, type SlotId } from '../../../shared/weekly-cycle';
import type { DiscoverRepo } from '../discover/repo';
import type { PicksRepo } from '../discover/picks-repo';

/**
 * The week's matching instance, from the database: every member of the city with a photo, at least one offered slot
 * and one neighbourhood (a member without a photo is left out until they add one: /home tells them), the picks
 * between them that say something (level 0, or 2 and above), the blocks between them, and each member's priority
 * (weeks in a row left out). Members whose matching is paused (two no-shows in 8 weeks) are left out; answers to
 * "would you meet them again?" adjust the picks and blocks (withMeetAgain).
 */
export async function buildMatchInstance(
  city: City,
  discover: DiscoverRepo,
  picks: PicksRepo,
  priorities: Map<string, number>,
  paused: ReadonlySet<string> = new Set(),
  meetAgain: ReadonlyMap<string, 'yes' | 'no'> = new Map(),
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
  const weekPicks = (await picks.cityPicks(city.location))
    .filter(both)
    .map((pick) => ({ from: pick.fromId, to: pick.toId, level: pick.level }));
  const blocks = (await picks.cityBlocks(city.location)).filter(both).map((block) => ({ from: block.fromId, to: block.toId }));
  const after = withMeetAgain(weekPicks, blocks, meetAgain, inInstance);
  return { groupSize: { min: GROUP_SIZE.min, max: GROUP_SIZE.max }, members, ...after };
}

/** How much a mutual "yes, I would meet them again" counts as a pick, each way, when this week's pick is lower. */
export const MEET_AGAIN_PICK_LEVEL = 4;

/**
 * After-meetup answers into the instance: a "no" from either keeps the pair apart (a block, as the engine already
 * honours); a mutual "yes" raises each one's pick of the other to at least MEET_AGAIN_PICK_LEVEL.
 */
export function withMeetAgain(
  weekPicks: MatchInstance['picks'],
  blocks: MatchInstance['blocks'],
  answers: ReadonlyMap<string, 'yes' | 'no'>,
  inInstance: ReadonlySet<string>,
): Pick<MatchInstance, 'picks' | 'blocks'> {
  const picks = weekPicks.map((pick) => ({ ...pick }));
  const extraBlocks: MatchInstance['blocks'] = [];
  for (const [key, answer] of answers) {
    const [from, to] = key.split('\n') as [string, string];
    if (!inInstance.has(from) || !inInstance.has(to)) continue;
    if (answer === 'no') extraBlocks.push({ from, to });
    else if (from < to && answers.get(`${to}\n${from}`) === 'yes')
      for (const [a, b] of [
        [from, to],
        [to, from],
      ] as const) {
        const pick = picks.find((one) => one.from === a && one.to === b);
        if (!pick) picks.push({ from: a, to: b, level: MEET_AGAIN_PICK_LEVEL });
        else if (pick.level !== 0 && pick.level < MEET_AGAIN_PICK_LEVEL) pick.level = MEET_AGAIN_PICK_LEVEL;
      }
  }
  return { picks, blocks: [...blocks, ...extraBlocks] };
}
