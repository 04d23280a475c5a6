import { BATCH_SIZE } from '../../../shared/weekly-cycle';
import type { BatchPool } from './batch-pool';

/** Below this many members every one of them is scored; above it, a sample around the viewer's interests. */
const SCORE_EVERYONE_UP_TO = 2000;
const SAMPLED_BY_INTEREST = 320;
const SAMPLED_AT_RANDOM = 80;
const SAMPLED_RECIPROCAL = 120;

/**
 * Weights of the public fit: shared interests first, then a neighbourhood in common, then shared time slots.
 * Everything here is in the cards the viewer receives, so it may decide the order.
 */
export const FIT_WEIGHTS = { sharedInterest: 3, sharedSlot: 1, neighborhoodFit: 2 } as const;

/**
 * Inclusion is a draw: public fit plus a per-viewer-per-week random part of this width, so a batch is not simply
 * the top of a list, plus a bounded extra chance for people who were shown the viewer before ("reciprocal").
 * The extra chance is the same whether or not they picked the viewer: only a person who saw the viewer can have
 * picked them, so this lets mutual picks form while a pick itself changes nothing the viewer can observe
 * (issue 9: the old +6 for "picked you" put pickers at the top of the batch).
 */
export const DRAW_WIDTH = 4;
export const RECIPROCAL_CHANCE = 3;

/** FNV-1a carried on from `hash` over `text`: hashing a prefix once and each suffix from it is hashing the whole. */
function fnvOn(hash: number, text: string): number {
  let next = hash;
  for (let i = 0; i < text.length; i++) {
    next ^= text.charCodeAt(i);
    next = Math.imul(next, 0x01000193);
  }
  return next;
}

/** FNV-1a: a stable number per text, so a batch is the same whenever and wherever it is built. */
export function stableHash(text: string): number {
  return fnvOn(0x811c9dc5, text) >>> 0;
}

function popcount(value: number): number {
  let count = 0;
  for (let v = value; v; v &= v - 1) count++;
  return count;
}

export interface ViewerContext {
  /** The viewer's index in the pool. */
  viewer: number;
  /** People the viewer must not see: shown before, blocked either way, their current group, their own "never". */
  excluded: Set<number>;
  /** People who had the viewer in one of their batches (whether or not they picked: never pick-dependent). */
  sawViewer: Set<number>;
  /** Varies the sample, the draw and the order of ties each week, per viewer. */
  seed: string;
}

/**
 * A number in [0, 1) fixed for this viewer, week, purpose and person: stableHash(`${seed}:${purpose}:${userId}`)
 * scaled, with the common prefix hashed once (the release draws this for every candidate of every viewer).
 */
function drawer(seed: string, purpose: string): (userId: string) => number {
  const prefix = fnvOn(0x811c9dc5, `${seed}:${purpose}:`);
  return (userId) => (fnvOn(prefix, userId) >>> 0) / 2 ** 32;
}

/** `indexes` sorted by each one's draw, each draw made once (a comparator would make it at every comparison). */
function byDraw(indexes: number[], drawOf: (index: number) => number): number[] {
  const keys = new Map(indexes.map((index) => [index, drawOf(index)]));
  return indexes.sort((a, b) => keys.get(a)! - keys.get(b)!);
}

function candidatesOf(pool: BatchPool, { viewer, sawViewer, seed }: ViewerContext): Iterable<number> {
  const count = pool.userIds.length;
  if (count <= SCORE_EVERYONE_UP_TO) return Array.from({ length: count }, (_, index) => index);
  const found = new Set<number>();
  // Those who saw the viewer enter the sample by the same seeded draw, bounded, pickers or not.
  const sample = drawer(seed, 'sample');
  const reciprocal = byDraw([...sawViewer], (index) => sample(pool.userIds[index]!));
  for (const index of reciprocal.slice(0, SAMPLED_RECIPROCAL)) found.add(index);
  const interests = pool.interests[viewer]!;
  const perInterest = interests.length ? Math.ceil(SAMPLED_BY_INTEREST / interests.length) : 0;
  for (const interest of interests) {
    const list = pool.membersByInterest[interest]!;
    const start = stableHash(`${seed}:${interest}`) % list.length;
    for (let step = 0; step < Math.min(perInterest, list.length); step++) found.add(list[(start + step) % list.length]!);
  }
  const start = stableHash(`${seed}:any`) % count;
  const stride = 7919;
  for (let step = 0; step < SAMPLED_AT_RANDOM; step++) found.add((start + step * stride) % count);
  return found;
}

/** The public fit of a candidate for the viewer: what the viewer can recompute from the cards. */
export function publicFit(pool: BatchPool, viewer: number, index: number, viewerInterests: Set<number>): number {
  let shared = 0;
  for (const interest of pool.interests[index]!) if (viewerInterests.has(interest)) shared++;
  const slots = popcount(pool.slotMasks[index]! & pool.slotMasks[viewer]!);
  const fits = (pool.neighborhoodMasks[index]! & pool.neighborhoodMasks[viewer]!) !== 0;
  return shared * FIT_WEIGHTS.sharedInterest + slots * FIT_WEIGHTS.sharedSlot + (fits ? FIT_WEIGHTS.neighborhoodFit : 0);
}

/**
 * The viewer's batch: up to 55 people drawn from those not excluded, shown best public fit first (ties in a
 * per-viewer-per-week random order). Picks never enter: neither the draw nor the order reads them.
 */
export function rankBatch(pool: BatchPool, context: ViewerContext, size: number = BATCH_SIZE): number[] {
  const { viewer, excluded, sawViewer, seed } = context;
  const viewerInterests = new Set(pool.interests[viewer]);
  const inclusion = drawer(seed, 'draw');
  const drawn: { index: number; fit: number; chance: number }[] = [];
  for (const index of candidatesOf(pool, context)) {
    if (index === viewer || excluded.has(index)) continue;
    const fit = publicFit(pool, viewer, index, viewerInterests);
    const chance = fit + inclusion(pool.userIds[index]!) * DRAW_WIDTH + (sawViewer.has(index) ? RECIPROCAL_CHANCE : 0);
    drawn.push({ index, fit, chance });
  }
  drawn.sort((a, b) => b.chance - a.chance || a.index - b.index);
  const batch = drawn.slice(0, size);
  const order = drawer(seed, 'order');
  const tieBreak = new Map(batch.map((entry) => [entry.index, order(pool.userIds[entry.index]!)]));
  batch.sort((a, b) => b.fit - a.fit || tieBreak.get(a.index)! - tieBreak.get(b.index)!);
  return batch.map((entry) => entry.index);
}
