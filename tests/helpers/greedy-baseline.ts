/**
 * A plain greedy matcher to measure the engine against: for each host in input order, pick the meeting context
 * where the host has the most unplaced mutual picks, then repeatedly add the unplaced member with the most mutual
 * picks into the group. No local search, no repair. Its output obeys every hard rule.
 */
import { ANYWHERE, MEETING_NEIGHBORHOODS, type MatchInstance, type MatchResult } from '../../shared/matching';
import { SLOT_IDS } from '../../shared/weekly-cycle';

export function greedyGroups(instance: MatchInstance): MatchResult {
  const { members } = instance;
  const indexOf = new Map(members.map((member, i) => [member.id, i]));
  const level = new Map<string, number>();
  for (const pick of instance.picks) level.set(`${pick.from}\u0000${pick.to}`, pick.level);
  const forbidden = new Set<string>();
  for (const block of instance.blocks) forbidden.add(`${block.from}\u0000${block.to}`).add(`${block.to}\u0000${block.from}`);
  for (const pick of instance.picks)
    if (pick.level === 0) forbidden.add(`${pick.from}\u0000${pick.to}`).add(`${pick.to}\u0000${pick.from}`);
  const neighbours: number[][] = members.map(() => []);
  for (const [pair, value] of level) {
    const [from, to] = pair.split('\u0000') as [string, string];
    const a = indexOf.get(from);
    const b = indexOf.get(to);
    if (a === undefined || b === undefined || a >= b || value < 2 || forbidden.has(pair)) continue;
    if ((level.get(`${to}\u0000${from}`) ?? 0) >= 2) {
      neighbours[a]!.push(b);
      neighbours[b]!.push(a);
    }
  }
  const picksBack = (a: number, b: number) => neighbours[a]!.includes(b);
  const fits = (i: number, slot: string, hood: string) =>
    (members[i]!.slots as string[]).includes(slot) &&
    (members[i]!.neighborhoods.includes(hood) || members[i]!.neighborhoods.includes(ANYWHERE));
  const placed = new Uint8Array(members.length);
  const groups: MatchResult['groups'] = [];
  members.forEach((host, h) => {
    if (!host.canHost || placed[h]) return;
    let best: { slot: (typeof SLOT_IDS)[number]; hood: string; count: number } | null = null;
    for (const slot of SLOT_IDS) {
      for (const hood of MEETING_NEIGHBORHOODS) {
        if (!fits(h, slot, hood)) continue;
        const count = neighbours[h]!.filter((v) => !placed[v] && fits(v, slot, hood)).length;
        if (count > 0 && (!best || count > best.count)) best = { slot, hood, count };
      }
    }
    if (!best) return;
    const group = [h];
    while (group.length < instance.groupSize.max) {
      let pick = -1;
      let links = 0;
      for (const member of group) {
        for (const v of neighbours[member]!) {
          if (placed[v] || group.includes(v) || !fits(v, best.slot, best.hood)) continue;
          if (group.some((g) => forbidden.has(`${members[g]!.id}\u0000${members[v]!.id}`))) continue;
          const count = group.filter((g) => picksBack(g, v)).length;
          if (count > links) [pick, links] = [v, count];
        }
      }
      if (pick < 0) break;
      group.push(pick);
    }
    if (group.length < instance.groupSize.min) return;
    for (const member of group) placed[member] = 1;
    groups.push({ members: group.map((i) => members[i]!.id), slot: best.slot, neighborhood: best.hood });
  });
  return { groups, unplaced: members.filter((_, i) => !placed[i]).map((member) => member.id) };
}
