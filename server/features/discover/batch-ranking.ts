import { BATCH_SIZE } from '../../../shared/weekly-cycle';
import { interestsOf, POOL_MAX_MEMBERS, type BatchPool } from './batch-pool';
import { mixHashes, stableHash } from './stable-hash';

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
 * (the old +6 for "picked you" put pickers at the top of the batch).
 */
export const DRAW_WIDTH = 4;
export const RECIPROCAL_CHANCE = 3;

function popcount(value: number): number {
  let count = 0;
  for (let v = value; v; v &= v - 1) count++;
  return count;
}

export interface ViewerContext {
  /** The viewer's index in the pool. */
  viewer: number;
  /**
   * People the viewer must not see: shown before, blocked either way, their current group, their own "never". Any
   * iterable, repeats allowed (the release passes its lists as they are, without building a Set per viewer).
   */
  excluded: Iterable<number>;
  /**
   * People who had the viewer in one of their batches (whether or not they picked: never pick-dependent). Repeats
   * allowed: each counts once.
   */
  sawViewer: Iterable<number>;
  /** Varies the sample, the draw and the order of ties each week, per viewer. */
  seed: string;
}

/**
 * A draw is a whole number below 2^32 fixed for this viewer, week, purpose and person: mixHashes(drawKey(seed,
 * purpose), the person's pool.idHashes entry). The key is hashed once per viewer and purpose, each id once per pool
 * (the release draws for every candidate of every viewer: hashing each id there again took about half the release's
 * time at 100,000 members).
 */
function drawKey(seed: string, purpose: string): number {
  return stableHash(`${seed}:${purpose}`);
}

/** A pool index is below it (buildPool holds cities to that), so draw * INDEX_SPAN + index is an exact float. */
const INDEX_SPAN = POOL_MAX_MEMBERS;

/**
 * The first `limit` of `indexes` sorted by each one's draw (ties by index), each draw made once (a comparator would
 * make it at every comparison): the draws and indexes are sorted together as pairs in one Float64Array, a draw being
 * a whole number below 2^32 and an index below 2^21, so draw * 2^21 + index orders by draw, then index, exactly.
 */
function byDraw(indexes: readonly number[], key: number, idHashes: Uint32Array, limit: number): number[] {
  // Filled and read back by plain loops, and only the first `limit` read back: faster than Float64Array.from and a
  // slice (docs/decisions/0012-discover-release-at-100000-members.md).
  const pairs = new Float64Array(indexes.length);
  for (let at = 0; at < indexes.length; at++) {
    const index = indexes[at]!;
    pairs[at] = mixHashes(key, idHashes[index]!) * INDEX_SPAN + index;
  }
  pairs.sort();
  const first = new Array<number>(Math.min(limit, pairs.length));
  for (let at = 0; at < first.length; at++) first[at] = pairs[at]! % INDEX_SPAN;
  return first;
}

/**
 * A set of pool indexes without a Set: `marks[index]` holds the stamp of the last time the index was added, and a new
 * stamp empties it at once. The release asks about a few hundred candidates for each of 100,000 viewers, so each
 * answer is one read of a typed array, with no hashing (with the typed arrays of rankBatch's list, the
 * ranking took 6-14% less time than with Sets and a list of objects).
 */
class IndexMarks {
  private marks = new Uint32Array(0);
  private stamp = 0;

  /** Empties the set, sized for a pool of `count` members. */
  clear(count: number): void {
    if (this.marks.length < count || this.stamp === 0xffffffff) {
      this.marks = new Uint32Array(Math.max(count, this.marks.length));
      this.stamp = 0;
    }
    this.stamp++;
  }

  add(index: number): void {
    this.marks[index] = this.stamp;
  }

  has(index: number): boolean {
    return this.marks[index] === this.stamp;
  }

  /** Empties the set, then adds these. */
  fill(count: number, indexes: Iterable<number>): void {
    this.clear(count);
    for (const index of indexes) this.add(index);
  }

  /** Empties the set, then adds these; answers each index once, in the order first met. */
  fillOnce(count: number, indexes: Iterable<number>): number[] {
    this.clear(count);
    const once: number[] = [];
    for (const index of indexes) {
      if (this.marks[index] === this.stamp) continue;
      this.marks[index] = this.stamp;
      once.push(index);
    }
    return once;
  }
}

/** Which members a call of candidatesOf has taken; which ones the viewer must not see; who saw the viewer. */
const taken = new IndexMarks();
const excludedMarks = new IndexMarks();
const sawMarks = new IndexMarks();

/** `sawViewer` holds each index once. */
function candidatesOf(pool: BatchPool, viewer: number, sawViewer: readonly number[], seed: string): number[] {
  const count = pool.userIds.length;
  if (count <= SCORE_EVERYONE_UP_TO) return Array.from({ length: count }, (_, index) => index);
  taken.clear(count);
  const found: number[] = [];
  const take = (index: number) => {
    if (taken.has(index)) return;
    taken.add(index);
    found.push(index);
  };
  // Those who saw the viewer enter the sample by the same seeded draw, bounded, pickers or not. When they are no more
  // than the bound, all of them enter and no draw is needed: the order candidates come in never changes the batch
  // (rankBatch keeps the best by chance, then index), so sorting them only cost time
  // (docs/decisions/0012-discover-release-at-100000-members.md).
  const reciprocal =
    sawViewer.length <= SAMPLED_RECIPROCAL ? sawViewer : byDraw(sawViewer, drawKey(seed, 'sample'), pool.idHashes, SAMPLED_RECIPROCAL);
  for (const index of reciprocal) take(index);
  const interests = interestsOf(pool, viewer);
  const perInterest = interests.length ? Math.ceil(SAMPLED_BY_INTEREST / interests.length) : 0;
  for (const interest of interests) {
    const list = pool.membersByInterest[interest]!;
    const start = stableHash(`${seed}:${interest}`) % list.length;
    for (let step = 0; step < Math.min(perInterest, list.length); step++) take(list[(start + step) % list.length]!);
  }
  const start = stableHash(`${seed}:any`) % count;
  const stride = 7919;
  for (let step = 0; step < SAMPLED_AT_RANDOM; step++) take((start + step * stride) % count);
  return found;
}

/** Which interests the viewer has, by interest id: what publicFit compares a candidate's with. */
export function interestMarks(pool: BatchPool, viewer: number): Uint8Array {
  const marks = new Uint8Array(pool.membersByInterest.length);
  for (const interest of interestsOf(pool, viewer)) marks[interest] = 1;
  return marks;
}

/** The public fit of a candidate for the viewer: what the viewer can recompute from the cards. */
export function publicFit(pool: BatchPool, viewer: number, index: number, viewerInterests: Uint8Array): number {
  let shared = 0;
  const { interestIds, interestStarts } = pool;
  for (let at = interestStarts[index]!, end = interestStarts[index + 1]!; at < end; at++) shared += viewerInterests[interestIds[at]!]!;
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
  const { idHashes } = pool;
  const viewerInterests = interestMarks(pool, viewer);
  const inclusionKey = drawKey(seed, 'draw');
  excludedMarks.fill(idHashes.length, excluded);
  const sawOnce = sawMarks.fillOnce(idHashes.length, sawViewer);
  // The `size` best drawn so far, best first (higher chance, then lower index), kept in place as candidates come:
  // most fall below the last and are passed over, so this is cheaper than sorting every candidate. Two typed arrays,
  // one place longer than the list, so an insertion shifts the last out without allocating anything.
  const bestIndex = new Int32Array(size + 1);
  const bestChance = new Float64Array(size + 1);
  let count = 0;
  const candidates = candidatesOf(pool, viewer, sawOnce, seed);
  for (let next = 0; next < candidates.length; next++) {
    const index = candidates[next]!;
    if (index === viewer || excludedMarks.has(index)) continue;
    const chance =
      publicFit(pool, viewer, index, viewerInterests) +
      (mixHashes(inclusionKey, idHashes[index]!) / 2 ** 32) * DRAW_WIDTH +
      (sawMarks.has(index) ? RECIPROCAL_CHANCE : 0);
    // Below the last of a full list (a lower chance, or the same and a higher index): passed over.
    if (count === size) {
      const last = bestChance[size - 1]!;
      if (chance < last || (chance === last && index > bestIndex[size - 1]!)) continue;
    }
    // Its place: under the first, from the bottom, that it does not rank above; those it ranks above move down one.
    let at = count;
    while (at > 0) {
      const above = bestChance[at - 1]!;
      if (chance < above || (chance === above && index > bestIndex[at - 1]!)) break;
      bestChance[at] = above;
      bestIndex[at] = bestIndex[at - 1]!;
      at--;
    }
    bestIndex[at] = index;
    bestChance[at] = chance;
    if (count < size) count++;
  }
  // Shown best public fit first; ties by a per-viewer-per-week draw, then by the list's own order.
  const orderKey = drawKey(seed, 'order');
  const fits = new Int32Array(count);
  const ties = new Float64Array(count);
  const order = Array.from({ length: count }, (_, at) => at);
  for (let at = 0; at < count; at++) {
    fits[at] = publicFit(pool, viewer, bestIndex[at]!, viewerInterests);
    ties[at] = mixHashes(orderKey, idHashes[bestIndex[at]!]!);
  }
  order.sort((a, b) => fits[b]! - fits[a]! || ties[a]! - ties[b]! || a - b);
  return order.map((at) => bestIndex[at]!);
}
