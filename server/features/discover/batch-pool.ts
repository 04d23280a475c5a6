import { ANYWHERE, MEETING_NEIGHBORHOODS } from '../../../shared/matching';
import { slotIdOf, SLOT_IDS } from '../../../shared/weekly-cycle';
import type { AvailabilitySlot } from '../../../shared/onboarding';

/** A member who can be shown in a city's batches, as the ranking needs them. */
export interface PoolMember {
  userId: string;
  /** Lower-cased interest names. */
  interests: string[];
  availableTimeSlots: AvailabilitySlot[];
  neighborhoods: string[];
  canHost: boolean;
  /** Matching needs a photo (spec 001 §2: "you'll need to add a profile photo before you can start matching"). */
  hasPhoto: boolean;
}

/**
 * The city's members indexed once per release: interest ids, slot and neighbourhood bitmasks, and for each interest
 * the members who have it, so ranking a viewer looks at a few hundred likely people instead of the whole city.
 */
export interface BatchPool {
  userIds: string[];
  indexOf: Map<string, number>;
  interests: number[][];
  slotMasks: Uint8Array;
  neighborhoodMasks: Uint16Array;
  membersByInterest: number[][];
}

const ALL_NEIGHBORHOODS = (1 << MEETING_NEIGHBORHOODS.length) - 1;

function neighborhoodMask(values: string[]): number {
  let mask = 0;
  for (const value of values) {
    if (value === ANYWHERE) return ALL_NEIGHBORHOODS;
    const bit = (MEETING_NEIGHBORHOODS as readonly string[]).indexOf(value);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

function slotMask(slots: AvailabilitySlot[]): number {
  let mask = 0;
  for (const slot of slots) {
    const id = slotIdOf(slot);
    if (id) mask |= 1 << SLOT_IDS.indexOf(id);
  }
  return mask;
}

export function buildPool(members: PoolMember[]): BatchPool {
  const interestIds = new Map<string, number>();
  const membersByInterest: number[][] = [];
  const pool: BatchPool = {
    userIds: members.map((member) => member.userId),
    indexOf: new Map(members.map((member, index) => [member.userId, index])),
    interests: [],
    slotMasks: new Uint8Array(members.length),
    neighborhoodMasks: new Uint16Array(members.length),
    membersByInterest,
  };
  members.forEach((member, index) => {
    const ids: number[] = [];
    for (const name of new Set(member.interests)) {
      let id = interestIds.get(name);
      if (id === undefined) {
        id = membersByInterest.length;
        interestIds.set(name, id);
        membersByInterest.push([]);
      }
      membersByInterest[id]!.push(index);
      ids.push(id);
    }
    pool.interests.push(ids);
    pool.slotMasks[index] = slotMask(member.availableTimeSlots);
    pool.neighborhoodMasks[index] = neighborhoodMask(member.neighborhoods);
  });
  return pool;
}
