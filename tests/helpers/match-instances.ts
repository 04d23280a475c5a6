/**
 * Seeded generator of realistic weekly matching instances for the matching tests and benchmarks: interest
 * communities (members pick mostly inside their 1-3 communities), popular members, sparse reciprocity (a few
 * mutual pairs per member), weighted availability and neighbourhoods, scarce venue bookers, a few blocks and
 * level-0 picks, and priorities for members left out in earlier weeks.
 */
import { ANYWHERE, MEETING_NEIGHBORHOODS, type MatchInstance, type MatchMember, type MatchPick } from '../../shared/matching';
import { SLOT_IDS, type SlotId } from '../../shared/weekly-cycle';
import { mulberry32, type Prng } from '../../server/features/matching/prng';

const SLOT_WEIGHTS = [3, 4, 2, 3];
const HOOD_WEIGHTS = [5, 4, 2, 2, 2, 1.5, 1.5];
const COMMUNITY_SIZE = 60;
/** People shown to a member in a week (the batch), of whom they pick 5-15. */
const SHOWN = 55;
const RECIPROCITY = 0.3;

function weighted(random: Prng, weights: readonly number[]): number {
  let rest = random() * weights.reduce((sum, w) => sum + w, 0);
  for (let i = 0; i < weights.length; i++) {
    rest -= weights[i]!;
    if (rest < 0) return i;
  }
  return weights.length - 1;
}

/** `count` distinct indices drawn by weight. */
function distinct(random: Prng, weights: readonly number[], count: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, weights.length)) chosen.add(weighted(random, weights));
  return [...chosen].sort((a, b) => a - b);
}

export interface GeneratorOptions {
  groupSize?: { min: number; max: number };
  hostShare?: number;
}

export function generateInstance(n: number, seed: number, options: GeneratorOptions = {}): MatchInstance {
  const random = mulberry32(seed * 2654435761 + n);
  const communityCount = Math.max(1, Math.round(n / COMMUNITY_SIZE));
  const communities: number[][] = Array.from({ length: communityCount }, () => []);
  // Popularity: a heavy tail, so a few members receive many more picks.
  const popularity = Array.from({ length: n }, () => 1 / (random() + 0.02) ** 0.8);
  const members: MatchMember[] = [];
  const memberCommunities: number[][] = [];
  for (let i = 0; i < n; i++) {
    const own = distinct(random, new Array(communityCount).fill(1), 1 + weighted(random, [6, 3, 1]));
    for (const c of own) communities[c]!.push(i);
    memberCommunities.push(own);
    const hoods =
      random() < 0.15 ? [ANYWHERE] : distinct(random, HOOD_WEIGHTS, 1 + weighted(random, [5, 3, 2])).map((h) => MEETING_NEIGHBORHOODS[h]!);
    members.push({
      id: `m${i + 1}`,
      slots: distinct(random, SLOT_WEIGHTS, 1 + weighted(random, [3, 3.5, 2, 1.5])).map((s) => SLOT_IDS[s]!) as SlotId[],
      neighborhoods: hoods,
      canHost: random() < (options.hostShare ?? 0.2),
      priority: weighted(random, [80, 10, 7, 3]),
    });
  }
  const level = new Map<number, number>();
  const picks: MatchPick[] = [];
  const pick = (from: number, to: number, value: number) => {
    if (from === to || level.has(from * n + to)) return;
    level.set(from * n + to, value);
    picks.push({ from: members[from]!.id, to: members[to]!.id, level: value });
  };
  const drawFrom = (pool: number[]) => {
    // Two tries weighted by popularity: popular members are shown and picked more often.
    const a = pool[Math.floor(random() * pool.length)]!;
    const b = pool[Math.floor(random() * pool.length)]!;
    return popularity[a]! >= popularity[b]! ? a : b;
  };
  for (let i = 0; i < n; i++) {
    const count = Math.min(n - 1, 5 + Math.floor(random() * 11), SHOWN);
    for (let k = 0; k < count; k++) {
      const own = memberCommunities[i]!;
      const pool = random() < 0.85 ? communities[own[Math.floor(random() * own.length)]!]! : null;
      const to = pool && pool.length > 1 ? drawFrom(pool) : Math.floor(random() * n);
      pick(i, to, random() < 0.01 ? 0 : 2 + weighted(random, [4, 3, 2, 1]));
    }
  }
  for (const p of picks.slice()) {
    if (p.level >= 2 && random() < RECIPROCITY)
      pick(Number(p.to.slice(1)) - 1, Number(p.from.slice(1)) - 1, 2 + weighted(random, [3, 3, 2, 2]));
  }
  const blocks = [];
  for (let b = 0; b < Math.ceil(n / 200); b++) {
    blocks.push({ from: members[Math.floor(random() * n)]!.id, to: members[Math.floor(random() * n)]!.id });
  }
  return { groupSize: options.groupSize ?? { min: 4, max: 6 }, members, picks, blocks };
}
