/**
 * Every valid group of an instance, for the exact set-packing model of bench-match-quality. A valid group's
 * mutual graph has no isolated member, so it is a union of connected pieces of size >= 2 that do not touch:
 * enumerate the connected pieces once each (ESU, Wernicke 2006), pruned by common context and forbidden pairs,
 * then combine non-touching pieces in order of their smallest member. Returns null past `limit` groups.
 */
import { isBanned, isMutual, type IndexedInstance } from '../server/features/matching/index-instance';

interface Piece {
  members: number[];
  context: number;
  hosts: number;
}

function connectedPieces(ix: IndexedInstance): Piece[] {
  const pieces: Piece[] = [];
  const neighbours = (v: number) => Array.from(ix.adj.subarray(ix.adjStart[v]!, ix.adjStart[v + 1]!));
  const extend = (root: number, members: number[], context: number, extension: number[]) => {
    if (members.length >= 2) pieces.push({ members: members.slice(), context, hosts: members.filter((m) => ix.host[m]).length });
    if (members.length === ix.maxSize) return;
    const rest = extension.slice();
    while (rest.length > 0) {
      const w = rest.pop()!;
      const joined = context & ix.ctx[w]!;
      if (joined === 0 || members.some((m) => isBanned(ix, m, w))) continue;
      // ESU: add only w's neighbours above the root that are not in, nor next to, the current piece.
      const exclusive = neighbours(w).filter(
        (u) => u > root && !members.includes(u) && !rest.includes(u) && !members.some((m) => isMutual(ix, m, u)),
      );
      members.push(w);
      extend(root, members, joined, [...rest, ...exclusive]);
      members.pop();
    }
  };
  for (let v = 0; v < ix.n; v++)
    extend(
      v,
      [v],
      ix.ctx[v]!,
      neighbours(v).filter((u) => u > v),
    );
  return pieces;
}

export function candidateGroups(ix: IndexedInstance, limit: number): number[][] | null {
  const pieces = connectedPieces(ix);
  pieces.sort((a, b) => a.members[0]! - b.members[0]!);
  const groups: number[][] = [];
  const compatible = (a: Piece, b: Piece) =>
    (a.context & b.context) !== 0 &&
    a.members.length + b.members.length <= ix.maxSize &&
    !a.members.some((m) => b.members.some((w) => m === w || isMutual(ix, m, w) || isBanned(ix, m, w)));
  const record = (members: number[], hosts: number) => {
    if (hosts > 0 && members.length >= ix.minSize) groups.push(members.slice().sort((x, y) => x - y));
  };
  const minOf = (p: Piece) => Math.min(...p.members);
  for (const piece of pieces) piece.members.sort((x, y) => x - y);
  for (let a = 0; a < pieces.length && groups.length <= limit; a++) {
    const first = pieces[a]!;
    record(first.members, first.hosts);
    if (first.members.length + 2 > ix.maxSize) continue;
    for (let b = a + 1; b < pieces.length; b++) {
      const second = pieces[b]!;
      if (minOf(second) <= minOf(first) || !compatible(first, second)) continue;
      const pair: Piece = {
        members: [...first.members, ...second.members],
        context: first.context & second.context,
        hosts: first.hosts + second.hosts,
      };
      record(pair.members, pair.hosts);
      if (pair.members.length + 2 > ix.maxSize) continue;
      for (let c = b + 1; c < pieces.length; c++) {
        const third = pieces[c]!;
        if (minOf(third) > minOf(second) && compatible(pair, third)) record([...pair.members, ...third.members], pair.hosts + third.hosts);
      }
    }
  }
  return groups.length > limit ? null : groups;
}
