/**
 * Turns a MatchInstance into integer indices and typed arrays: every later step works on member numbers,
 * context bitmasks and sorted adjacency lists, never on strings.
 */
import { ANYWHERE, MEETING_NEIGHBORHOODS, type MatchInstance } from '../../../shared/matching';
import { SLOT_IDS } from '../../../shared/weekly-cycle';

export const HOOD_COUNT = MEETING_NEIGHBORHOODS.length;

export interface IndexedInstance {
  n: number;
  minSize: number;
  maxSize: number;
  /** Meeting contexts a member can attend, one bit per (slot, neighbourhood): bit slot * 7 + neighbourhood. */
  ctx: Int32Array;
  host: Uint8Array;
  priority: Float64Array;
  /** Mutual pairs that may share a group (not forbidden, some common context), as sorted lists (CSR). */
  adjStart: Int32Array;
  adj: Int32Array;
  /** Forbidden pairs (a block either way, or level 0 either way), as sorted lists (CSR). */
  banStart: Int32Array;
  ban: Int32Array;
}

function contextMask(slots: readonly string[], neighborhoods: readonly string[]): number {
  let hoods = 0;
  for (const hood of neighborhoods) {
    if (hood === ANYWHERE) hoods |= (1 << HOOD_COUNT) - 1;
    const at = (MEETING_NEIGHBORHOODS as readonly string[]).indexOf(hood);
    if (at >= 0) hoods |= 1 << at;
  }
  let mask = 0;
  for (const slot of slots) {
    const at = (SLOT_IDS as readonly string[]).indexOf(slot);
    if (at >= 0) mask |= hoods << (at * HOOD_COUNT);
  }
  return mask;
}

/** Sorted adjacency lists from a flat list of pairs [a0, b0, a1, b1, ...], each pair stored both ways. */
function toCsr(n: number, pairs: number[]): { start: Int32Array; list: Int32Array } {
  const start = new Int32Array(n + 1);
  for (const member of pairs) start[member + 1]!++;
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const list = new Int32Array(pairs.length);
  for (let p = 0; p < pairs.length; p += 2) {
    const a = pairs[p]!;
    const b = pairs[p + 1]!;
    list[fill[a]!++] = b;
    list[fill[b]!++] = a;
  }
  for (let i = 0; i < n; i++) list.subarray(start[i]!, start[i + 1]!).sort();
  return { start, list };
}

export function indexInstance(instance: MatchInstance): IndexedInstance {
  const n = instance.members.length;
  const indexOf = new Map<string, number>();
  instance.members.forEach((member, i) => {
    if (!indexOf.has(member.id)) indexOf.set(member.id, i);
  });
  const ctx = new Int32Array(n);
  const host = new Uint8Array(n);
  const priority = new Float64Array(n);
  instance.members.forEach((member, i) => {
    ctx[i] = contextMask(member.slots, member.neighborhoods);
    host[i] = member.canHost ? 1 : 0;
    priority[i] = Number.isFinite(member.priority) ? member.priority : 0;
  });

  // Key from * n + to stays exact in a double for any realistic n; the last pick of a pair wins.
  const level = new Map<number, number>();
  for (const pick of instance.picks) {
    const from = indexOf.get(pick.from);
    const to = indexOf.get(pick.to);
    if (from === undefined || to === undefined || from === to) continue;
    level.set(from * n + to, pick.level);
  }
  const banned = new Set<number>();
  const banPairs: number[] = [];
  const addBan = (a: number, b: number) => {
    const key = Math.min(a, b) * n + Math.max(a, b);
    if (banned.has(key)) return;
    banned.add(key);
    banPairs.push(a, b);
  };
  for (const block of instance.blocks) {
    const from = indexOf.get(block.from);
    const to = indexOf.get(block.to);
    if (from !== undefined && to !== undefined && from !== to) addBan(from, to);
  }
  const mutualPairs: number[] = [];
  for (const [key, value] of level) {
    const from = Math.floor(key / n);
    const to = key - from * n;
    if (value === 0) addBan(from, to);
    else if (value >= 2 && from < to && (level.get(to * n + from) ?? 0) >= 2) mutualPairs.push(from, to);
  }
  const usable: number[] = [];
  for (let p = 0; p < mutualPairs.length; p += 2) {
    const a = mutualPairs[p]!;
    const b = mutualPairs[p + 1]!;
    if ((ctx[a]! & ctx[b]!) !== 0 && !banned.has(a * n + b)) usable.push(a, b);
  }
  const mutual = toCsr(n, usable);
  const bans = toCsr(n, banPairs);
  return {
    n,
    minSize: instance.groupSize.min,
    maxSize: instance.groupSize.max,
    ctx,
    host,
    priority,
    adjStart: mutual.start,
    adj: mutual.list,
    banStart: bans.start,
    ban: bans.list,
  };
}

function sortedHas(list: Int32Array, from: number, to: number, value: number): boolean {
  let lo = from;
  let hi = to - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = list[mid]!;
    if (at === value) return true;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

export function isMutual(ix: IndexedInstance, a: number, b: number): boolean {
  return sortedHas(ix.adj, ix.adjStart[a]!, ix.adjStart[a + 1]!, b);
}

export function isBanned(ix: IndexedInstance, a: number, b: number): boolean {
  const from = ix.banStart[a]!;
  const to = ix.banStart[a + 1]!;
  return from !== to && sortedHas(ix.ban, from, to, b);
}
