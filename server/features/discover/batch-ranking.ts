import { BATCH_SIZE } from '../../../shared/weekly-cycle';
import type { BatchPool } from './batch-pool';

/** Below this many members every one of them is scored; above it, a sample around the viewer's interests. */
const SCORE_EVERYONE_UP_TO = 2000;
const SAMPLED_BY_INTEREST = 320;
const SAMPLED_AT_RANDOM = 80;

/** Weights of the ranking: shared interests first; a person who already picked the viewer is likelier to appear. */
export const RANKING_WEIGHTS = { sharedInterest: 3, sharedSlot: 1, neighborhoodFit: 2, pickedViewer: 6 } as const;

/** FNV-1a: a stable number per text, so a batch is the same whenever and wherever it is built. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function popcount(value: number): number {
  let count = 0;
  for (let v = value; v; v &= v - 1) count++;
  return count;
}

export interface ViewerContext {
  /** The viewer's index in the pool. */
  viewer: number;
  /** People the viewer must not see: shown before, blocked either way, their current group, "never" either way. */
  excluded: Set<number>;
  /** People who picked the viewer (level 2 and above). */
  pickedViewer: Set<number>;
  /** Varies the sample and breaks ties differently each week. */
  seed: string;
}

function candidatesOf(pool: BatchPool, { viewer, pickedViewer, seed }: ViewerContext): Iterable<number> {
  const count = pool.userIds.length;
  if (count <= SCORE_EVERYONE_UP_TO) return Array.from({ length: count }, (_, index) => index);
  const found = new Set<number>(pickedViewer);
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

/** The viewer's batch: up to 55 people, best first, from those not excluded. */
export function rankBatch(pool: BatchPool, context: ViewerContext, size: number = BATCH_SIZE): number[] {
  const { viewer, excluded, pickedViewer, seed } = context;
  const viewerInterests = new Set(pool.interests[viewer]);
  const scored: { index: number; score: number }[] = [];
  for (const index of candidatesOf(pool, context)) {
    if (index === viewer || excluded.has(index)) continue;
    let shared = 0;
    for (const interest of pool.interests[index]!) if (viewerInterests.has(interest)) shared++;
    const slots = popcount(pool.slotMasks[index]! & pool.slotMasks[viewer]!);
    const fits = (pool.neighborhoodMasks[index]! & pool.neighborhoodMasks[viewer]!) !== 0;
    const jitter = stableHash(`${seed}:${pool.userIds[index]}`) / 2 ** 32;
    const score =
      shared * RANKING_WEIGHTS.sharedInterest +
      slots * RANKING_WEIGHTS.sharedSlot +
      (fits ? RANKING_WEIGHTS.neighborhoodFit : 0) +
      (pickedViewer.has(index) ? RANKING_WEIGHTS.pickedViewer : 0) +
      jitter;
    scored.push({ index, score });
  }
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, size).map((entry) => entry.index);
}
