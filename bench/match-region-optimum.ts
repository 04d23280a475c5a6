/**
 * The best grouping of a small pool of members (at most 31), by exhaustive search: every valid group is listed under
 * its lowest-numbered venue booker, then the best set of disjoint groups is found by branch and bound. Compared
 * lexicographically like the engine's objective: mutual pairs, then members placed, then priority. For
 * `match-region-check.ts` (bench:match's BENCH_REGION_CHECK): whether a grouping can be improved by regrouping any few
 * nearby groups together with their unplaced picks, and so whether more local search could close its gap.
 */
import { isBanned, isMutual, type IndexedInstance } from '../server/features/matching/index-instance';

/** A pool's members are bits of a 32-bit mask. */
export const MAX_POOL = 31;

export interface RegionOptimum {
  /** Groups by member index (each valid by the engine's rules). */
  groups: number[][];
  /** regionValue of the groups together. */
  value: number;
}

/** The objective as one number (pairs first; at most 31 members, so placed and priority cannot outweigh a pair). */
export function regionValue(pairs: number, placed: number, priority: number): number {
  return pairs * 1e6 + placed * 1e3 + priority;
}

/** Mutual pairs inside one group (member indices). */
export function pairsIn(ix: IndexedInstance, group: readonly number[]): number {
  let pairs = 0;
  for (let i = 0; i < group.length; i++) for (let j = i + 1; j < group.length; j++) if (isMutual(ix, group[i]!, group[j]!)) pairs++;
  return pairs;
}

/** The value of groups that already exist (as the engine holds them). */
export function groupsValue(ix: IndexedInstance, groups: readonly (readonly number[])[]): number {
  let value = 0;
  for (const group of groups) {
    let priority = 0;
    for (const member of group) priority += ix.priority[member]!;
    value += regionValue(pairsIn(ix, group), group.length, priority);
  }
  return value;
}

const bitsOf = (mask: number): number[] => {
  const bits: number[] = [];
  for (let rest = mask; rest !== 0; rest &= rest - 1) bits.push(31 - Math.clz32(rest & -rest));
  return bits;
};

const popcount = (mask: number): number => {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
};

/**
 * The best grouping of `pool` (distinct member indices), or null when the search would look at more than `nodeLimit`
 * partial groups or packings (the caller then counts the region as not checked).
 */
export function regionOptimum(ix: IndexedInstance, pool: readonly number[], nodeLimit = 1_000_000): RegionOptimum | null {
  const m = pool.length;
  if (m > MAX_POOL) throw new RangeError(`a region holds at most ${MAX_POOL} members, not ${m}`);
  const picks = new Int32Array(m);
  const bans = new Int32Array(m);
  for (let i = 0; i < m; i++)
    for (let j = 0; j < m; j++) {
      if (i === j) continue;
      if (isMutual(ix, pool[i]!, pool[j]!)) picks[i]! |= 1 << j;
      else if (isBanned(ix, pool[i]!, pool[j]!)) bans[i]! |= 1 << j;
    }
  const ctx = (i: number) => ix.ctx[pool[i]!]!;
  let nodes = 0;

  // Every valid group, listed under its lowest venue booker (by pool position), best first.
  const hosts: number[] = [];
  for (let i = 0; i < m; i++) if (ix.host[pool[i]!] && picks[i]) hosts.push(i);
  const listed: { mask: number; value: number }[][] = [];
  let earlierHosts = 0;
  for (const host of hosts) {
    const candidates: number[] = [];
    for (let j = 0; j < m; j++) {
      if (j === host || !picks[j] || (earlierHosts >> j) & 1) continue;
      if ((ctx(j) & ctx(host)) === 0 || (bans[host]! >> j) & 1) continue;
      candidates.push(j);
    }
    const found: { mask: number; value: number }[] = [];
    const grow = (from: number, members: number, context: number, size: number, pairs: number, priority: number): void => {
      if (++nodes > nodeLimit) return;
      if (size >= ix.minSize && bitsOf(members).every((i) => (picks[i]! & members) !== 0))
        found.push({ mask: members, value: regionValue(pairs, size, priority) });
      if (size === ix.maxSize) return;
      for (let k = from; k < candidates.length; k++) {
        const j = candidates[k]!;
        const shared = context & ctx(j);
        if (shared === 0 || (bans[j]! & members) !== 0) continue;
        grow(k + 1, members | (1 << j), shared, size + 1, pairs + popcount(picks[j]! & members), priority + ix.priority[pool[j]!]!);
      }
    };
    grow(0, 1 << host, ctx(host), 1, 0, ix.priority[pool[host]!]!);
    if (nodes > nodeLimit) return null;
    found.sort((a, b) => b.value - a.value);
    listed.push(found);
    earlierHosts |= 1 << host;
  }

  // Disjoint groups, host by host (a host already in an earlier host's group is skipped), bounded by the best group
  // each remaining host could still lead.
  const rest = new Float64Array(hosts.length + 1);
  for (let k = hosts.length - 1; k >= 0; k--) rest[k] = rest[k + 1]! + Math.max(0, listed[k]![0]?.value ?? 0);
  let best = -1;
  let bestMasks: number[] = [];
  const chosen: number[] = [];
  const pack = (k: number, used: number, value: number): void => {
    if (++nodes > 2 * nodeLimit) return;
    if (k === hosts.length) {
      if (value > best) [best, bestMasks] = [value, chosen.slice()];
      return;
    }
    if (value + rest[k]! <= best) return;
    if ((used >> hosts[k]!) & 1) {
      pack(k + 1, used, value);
      return;
    }
    for (const group of listed[k]!) {
      if (value + group.value + rest[k + 1]! <= best) break;
      if (group.mask & used) continue;
      chosen.push(group.mask);
      pack(k + 1, used | group.mask, value + group.value);
      chosen.pop();
    }
    pack(k + 1, used, value);
  };
  pack(0, 0, 0);
  if (nodes > 2 * nodeLimit) return null;
  return { groups: bestMasks.map((mask) => bitsOf(mask).map((i) => pool[i]!)), value: Math.max(best, 0) };
}
