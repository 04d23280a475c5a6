/** Small hand-made instances for the matching tests: members by id, picks given as mutual pairs. */
import type { MatchInstance, MatchMember } from '../../../../shared/matching';
import type { SlotId } from '../../../../shared/weekly-cycle';

export function member(id: string, options: Partial<Omit<MatchMember, 'id'>> = {}): MatchMember {
  return { id, slots: ['sat-9'] as SlotId[], neighborhoods: ['downtown'], canHost: false, priority: 0, ...options };
}

/** Both directions at level 3 for each [a, b]. */
export function mutual(...pairs: [string, string][]) {
  return pairs.flatMap(([a, b]) => [
    { from: a, to: b, level: 3 },
    { from: b, to: a, level: 3 },
  ]);
}

/** Every pair among `ids`, picked both ways. */
export function clique(ids: string[]): [string, string][] {
  return ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b] as [string, string]));
}

export function instance(members: MatchMember[], picks: MatchInstance['picks'], extra: Partial<MatchInstance> = {}): MatchInstance {
  return { groupSize: { min: 4, max: 6 }, members, picks, blocks: [], ...extra };
}
