import { ANYWHERE, MEETING_NEIGHBORHOODS } from '../../../shared/matching';
import { slotIdOf, SLOT_IDS } from '../../../shared/weekly-cycle';
import type { AvailabilitySlot } from '../../../shared/onboarding';
import { stableHash } from './stable-hash';

/** A member who can be shown in a city's batches, as the ranking needs them. */
export interface PoolMember {
  userId: string;
  /** Lower-cased interest names. */
  interests: string[];
  availableTimeSlots: AvailabilitySlot[];
  neighborhoods: string[];
  canHost: boolean;
  /** Matching needs a photo (docs/product-rules.md#discover-and-picks: "you'll need to add a profile photo before you can start matching"). */
  hasPhoto: boolean;
}

/**
 * The city's members indexed once per release: interest ids, slot and neighbourhood bitmasks, and for each interest
 * the members who have it, so ranking a viewer looks at a few hundred likely people instead of the whole city.
 */
export interface BatchPool {
  userIds: string[];
  /** stableHash of each member's id: the draws key on it (batch-ranking.ts). */
  idHashes: Uint32Array;
  indexOf: Map<string, number>;
  /**
   * Each member's interest ids, all in one array: member i's are interestIds[interestStarts[i] .. interestStarts[i + 1]).
   * The release reads them for every candidate of every viewer; 100,000 small arrays spread over the heap made that
   * read about ten times slower (interestsOf gives one member's).
   */
  interestStarts: Int32Array;
  interestIds: Int32Array;
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

/**
 * The most members a city's pool holds: the ranking packs a pool index beside a 32-bit draw in one exact float
 * (batch-ranking.ts's byDraw), 2^21 a little over two million members.
 */
export const POOL_MAX_MEMBERS = 2 ** 21;

export function buildPool(members: PoolMember[]): BatchPool {
  if (members.length > POOL_MAX_MEMBERS)
    throw new Error(`a city of ${members.length} members: the batches rank at most ${POOL_MAX_MEMBERS}`);
  const interestIds = new Map<string, number>();
  const membersByInterest: number[][] = [];
  const idsOfMembers = members.map((member, index) =>
    [...new Set(member.interests)].map((name) => {
      let id = interestIds.get(name);
      if (id === undefined) {
        id = membersByInterest.length;
        interestIds.set(name, id);
        membersByInterest.push([]);
      }
      membersByInterest[id]!.push(index);
      return id;
    }),
  );
  const interestStarts = new Int32Array(members.length + 1);
  idsOfMembers.forEach((ids, index) => {
    interestStarts[index + 1] = interestStarts[index]! + ids.length;
  });
  const flatIds = new Int32Array(interestStarts[members.length]!);
  idsOfMembers.forEach((ids, index) => flatIds.set(ids, interestStarts[index]!));
  return {
    userIds: members.map((member) => member.userId),
    idHashes: Uint32Array.from(members, (member) => stableHash(member.userId)),
    indexOf: new Map(members.map((member, index) => [member.userId, index])),
    interestStarts,
    interestIds: flatIds,
    slotMasks: Uint8Array.from(members, (member) => slotMask(member.availableTimeSlots)),
    neighborhoodMasks: Uint16Array.from(members, (member) => neighborhoodMask(member.neighborhoods)),
    membersByInterest,
  };
}

/** One member's interest ids. */
export function interestsOf(pool: BatchPool, index: number): Int32Array {
  return pool.interestIds.subarray(pool.interestStarts[index]!, pool.interestStarts[index + 1]!);
}
