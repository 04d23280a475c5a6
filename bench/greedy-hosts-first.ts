/**
 * The plain greedy baseline of bench:match: venue bookers are the scarce members, so groups are formed around
 * them first, the most constrained host (fewest mutual picks) first. For each meeting context the host can attend,
 * the group grows by the unplaced member with the most mutual picks into it (a non-host before a host, so hosts
 * are not spent where one is enough; then the one with fewer picks elsewhere), up to the largest size; the best
 * context's group is kept if it is big enough. No local search, no repair. Its output obeys every hard rule.
 */
import { MEETING_NEIGHBORHOODS, type MatchInstance, type MatchResult } from '../shared/matching';
import { SLOT_IDS } from '../shared/weekly-cycle';
import { HOOD_COUNT, indexInstance, isBanned, isMutual } from '../server/features/matching/index-instance';

export function greedyHostsFirst(instance: MatchInstance): MatchResult {
  const ix = indexInstance(instance);
  const degree = (i: number) => ix.adjStart[i + 1]! - ix.adjStart[i]!;
  const placed = new Uint8Array(ix.n);
  const hosts = [...Array(ix.n).keys()].filter((i) => ix.host[i] && degree(i) > 0);
  hosts.sort((a, b) => degree(a) - degree(b) || a - b);
  const groups: MatchResult['groups'] = [];
  for (const host of hosts) {
    if (placed[host]) continue;
    let best: { list: number[]; pairs: number; bit: number } | null = null;
    for (let rest = ix.ctx[host]!; rest !== 0; rest &= rest - 1) {
      const bit = 31 - Math.clz32(rest & -rest);
      const list = [host];
      let pairs = 0;
      while (list.length < ix.maxSize) {
        let pick = -1;
        let pickLinks = 0;
        for (const member of list) {
          for (let e = ix.adjStart[member]!; e < ix.adjStart[member + 1]!; e++) {
            const v = ix.adj[e]!;
            if (placed[v] || list.includes(v) || !(ix.ctx[v]! & (1 << bit)) || list.some((m) => isBanned(ix, m, v))) continue;
            const links = list.filter((m) => isMutual(ix, m, v)).length;
            const better =
              pick < 0 ||
              links > pickLinks ||
              (links === pickLinks && (ix.host[v]! < ix.host[pick]! || (ix.host[v] === ix.host[pick] && degree(v) < degree(pick))));
            if (better) [pick, pickLinks] = [v, links];
          }
        }
        if (pick < 0) break;
        list.push(pick);
        pairs += pickLinks;
      }
      if (list.length >= ix.minSize && (!best || pairs > best.pairs || (pairs === best.pairs && list.length > best.list.length)))
        best = { list, pairs, bit };
    }
    if (!best) continue;
    for (const member of best.list) placed[member] = 1;
    groups.push({
      members: best.list.map((m) => instance.members[m]!.id),
      slot: SLOT_IDS[Math.floor(best.bit / HOOD_COUNT)]!,
      neighborhood: MEETING_NEIGHBORHOODS[best.bit % HOOD_COUNT]!,
    });
  }
  return { groups, unplaced: instance.members.filter((_, i) => !placed[i]).map((member) => member.id) };
}
