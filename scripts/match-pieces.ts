/**
 * Every "piece" of an instance, for the LP bound of bench:match (match-lp-bound.ts): a set of 2 to maxSize
 * members that is connected by mutual picks, has a meeting context in common and holds no forbidden pair.
 * A valid group's mutual graph has no isolated member, so its connected components are pieces: enumerating all
 * pieces (ESU, Wernicke 2006, pruned by context and forbidden pairs — both hereditary, so the pruning drops no
 * feasible piece) reaches every component of every valid group. Stored flat in typed arrays.
 */
import { isBanned, isMutual, type IndexedInstance } from '../server/features/matching/index-instance';

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

export function enumeratePieces(ix: IndexedInstance): Pieces {
  const stride = Math.max(ix.maxSize, 2);
  let capacity = 1 << 16;
  let members = new Int32Array(capacity * stride);
  let size = new Uint8Array(capacity);
  let context = new Int32Array(capacity);
  let hosts = new Uint8Array(capacity);
  let pairs = new Uint8Array(capacity);
  let count = 0;
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
    if (list.length === ix.maxSize) return;
    const rest = extension.slice();
    while (rest.length > 0) {
      const w = rest.pop()!;
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
  for (let v = 0; v < ix.n; v++)
    extend(
      v,
      [v],
      ix.ctx[v]!,
      neighbours(v).filter((u) => u > v),
    );
  return { count, stride, members, size, context, hosts, pairs };
}
