/**
 * Every "piece" of a week: a set of 2 to maxSize members that is connected by mutual picks, has a meeting context in
 * common and holds no forbidden pair. A valid group's mutual graph has no isolated member, so its connected
 * components are pieces: enumerating all pieces (ESU, Wernicke 2006, pruned by context and forbidden pairs — both
 * hereditary, so the pruning drops no feasible piece) reaches every component of every valid group. Stored flat in
 * typed arrays. The members' prices (member-prices.ts) are priced over them, for the anytime search's priced start and
 * for bench:match's LP bound (bench/match-lp-bound.ts). A dense week has very many (a member with d mutual picks
 * is in about d^5 of size 6), so a limit on the pieces and one on the work stop the enumeration (no pieces then).
 */
import { isBanned, isMutual, type IndexedInstance } from './index-instance';

export interface Pieces {
  count: number;
  stride: number;
  /** Members of piece p in members[p * stride .. p * stride + size[p]). */
  members: Int32Array;
  size: Uint8Array;
  context: Int32Array;
  hosts: Uint8Array;
  pairs: Uint8Array;
}

/**
 * Work units of the enumeration (the engine's counter, group-value.ts): per member taken out of an extension list and
 * per mutual pick of theirs looked through; against the time it took, these over-count a little
 * (docs/decisions/0013-matching-search-settings.md).
 */
export const ENUMERATION_WORK = { perMember: 0.5, perPick: 0.03 };

export interface EnumerateOptions {
  /** At most this many pieces (memory): past it the answer is null. */
  limit?: number;
  /** At most this much work (ENUMERATION_WORK): past it the answer is null. */
  workLimit?: number;
  /** Only pieces whose lowest member is a multiple of this (a sample of every rootStep-th member's, for estimates). */
  rootStep?: number;
}

export function enumeratePieces(ix: IndexedInstance, options: EnumerateOptions = {}): { pieces: Pieces | null; work: number } {
  const { limit = Number.POSITIVE_INFINITY, workLimit = Number.POSITIVE_INFINITY, rootStep = 1 } = options;
  let work = 0;
  const stride = Math.max(ix.maxSize, 2);
  let capacity = 1 << 16;
  let members = new Int32Array(capacity * stride);
  let size = new Uint8Array(capacity);
  let context = new Int32Array(capacity);
  let hosts = new Uint8Array(capacity);
  let pairs = new Uint8Array(capacity);
  let count = 0;
  let over = false;
  const grow = () => {
    capacity *= 2;
    const copy = <T extends Int32Array | Uint8Array>(old: T, make: (n: number) => T, factor = 1) => {
      const next = make(capacity * factor);
      next.set(old);
      return next;
    };
    members = copy(members, (n) => new Int32Array(n), stride);
    size = copy(size, (n) => new Uint8Array(n));
    context = copy(context, (n) => new Int32Array(n));
    hosts = copy(hosts, (n) => new Uint8Array(n));
    pairs = copy(pairs, (n) => new Uint8Array(n));
  };
  const store = (list: number[], joined: number) => {
    if (count >= limit) {
      over = true;
      return;
    }
    if (count === capacity) grow();
    let hostCount = 0;
    let pairCount = 0;
    for (let a = 0; a < list.length; a++) {
      members[count * stride + a] = list[a]!;
      hostCount += ix.host[list[a]!]!;
      for (let b = a + 1; b < list.length; b++) if (isMutual(ix, list[a]!, list[b]!)) pairCount++;
    }
    size[count] = list.length;
    context[count] = joined;
    hosts[count] = hostCount;
    pairs[count] = pairCount;
    count++;
  };
  const neighbours = (v: number) => Array.from(ix.adj.subarray(ix.adjStart[v]!, ix.adjStart[v + 1]!));
  const extend = (root: number, list: number[], joined: number, extension: number[]) => {
    if (list.length >= 2) store(list, joined);
    if (list.length === ix.maxSize || over) return;
    const rest = extension.slice();
    while (rest.length > 0 && !over) {
      const w = rest.pop()!;
      work += ENUMERATION_WORK.perMember + ENUMERATION_WORK.perPick * (ix.adjStart[w + 1]! - ix.adjStart[w]!);
      if (work > workLimit) {
        over = true;
        return;
      }
      const next = joined & ix.ctx[w]!;
      if (next === 0 || list.some((m) => isBanned(ix, m, w))) continue;
      const exclusive = neighbours(w).filter(
        (u) => u > root && !list.includes(u) && !rest.includes(u) && !list.some((m) => isMutual(ix, m, u)),
      );
      list.push(w);
      extend(root, list, next, [...rest, ...exclusive]);
      list.pop();
    }
  };
  for (let v = 0; v < ix.n && !over; v += rootStep)
    extend(
      v,
      [v],
      ix.ctx[v]!,
      neighbours(v).filter((u) => u > v),
    );
  work = Math.ceil(work);
  if (over) return { pieces: null, work };
  // Trimmed to the count, so a week holds only what it has (capacity doubles as it goes).
  const pieces = {
    count,
    stride,
    members: members.slice(0, count * stride),
    size: size.slice(0, count),
    context: context.slice(0, count),
    hosts: hosts.slice(0, count),
    pairs: pairs.slice(0, count),
  };
  return { pieces, work };
}
