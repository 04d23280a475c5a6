/**
 * The first grouping: venue bookers (canHost) are the scarce members, so each group is seeded around an unplaced
 * host, the most constrained hosts first, trying each meeting context the host can attend and keeping the best.
 */
import { betterGrown, type GroupGrower, type GrownGroup } from './grow-group';
import type { IndexedInstance } from './index-instance';
import type { Partition } from './partition';

/** The single-context masks within `mask`, lowest first. */
export function contextBits(mask: number): number[] {
  const bits: number[] = [];
  for (let rest = mask; rest !== 0; rest &= rest - 1) bits.push(rest & -rest);
  return bits;
}

/** The best group grown from `seed` over its contexts one at a time (a greedy start can narrow them badly). */
export function bestGroupFrom(ix: IndexedInstance, grower: GroupGrower, seed: number, contexts = -1): GrownGroup | null {
  let best: GrownGroup | null = null;
  for (const bit of contextBits(ix.ctx[seed]! & contexts)) {
    const grown = grower.grow(seed, bit);
    if (betterGrown(grown, best)) best = grown;
  }
  return best;
}

export function construct(ix: IndexedInstance, part: Partition, grower: GroupGrower): void {
  const degree = (i: number) => ix.adjStart[i + 1]! - ix.adjStart[i]!;
  const hosts: number[] = [];
  for (let i = 0; i < ix.n; i++) if (ix.host[i] && degree(i) > 0) hosts.push(i);
  hosts.sort((a, b) => degree(a) - degree(b) || ix.priority[b]! - ix.priority[a]! || a - b);
  for (const seed of hosts) {
    if (part.groupOf[seed] !== -1) continue;
    const best = bestGroupFrom(ix, grower, seed);
    if (best) part.setGroup(part.openGroup(), best.list, best.list.length, best.pairs);
  }
}
