/**
 * Chains of whole pieces moved between groups, anywhere in the city. A piece is a part of a group whose members are
 * linked to one another by mutual picks (a group of six is often two or three: a pair and a four, three pairs). A piece
 * may meet in any group whose members share a meeting context with it and that has a venue booker, since each of its
 * members keeps, inside the piece, the mutual pick the rules ask for. Two kinds of chain start here:
 * - a member left out joins a group where they have a mutual pick: another piece of that group goes elsewhere, or the
 *   pick's own piece goes elsewhere with them;
 * - two pieces in different groups with a mutual pick between them come together: one goes into the other's group,
 *   and a piece of that group goes elsewhere.
 * A piece that must go elsewhere ends the chain in a group with room for it (or alone, when it is a valid group by
 * itself), or takes the place of a piece of that group, which goes on in turn (breadth first; after CHAIN_LIMITS.depth
 * pieces displaced in turn, the last one must find room or found a group). A chain is kept only when it raises the
 * objective; by construction every chain found raises the mutual pairs by at least one (pieces move whole, so none of
 * their pairs is lost, and the pick that starts the chain ends inside a group).
 *
 * The search's moves stay among a member's mutual picks, and the repair rebuilds groups that are near one another in the
 * mutual graph; a piece may have to go to a group far from it in that graph, which only meets in the right context. The
 * anytime search makes them as attempts of its own (search-settings.ts, CHAINS). Figures:
 * docs/decisions/0013-matching-search-settings.md.
 */
import { compareGain, type GroupJudge, NO_GAIN } from './group-value';
import { isMutual, type IndexedInstance } from './index-instance';
import type { Partition } from './partition';

/**
 * The most pieces displaced in turn in one chain, the groups a homeless piece looks at (by meeting context,
 * ContextIndex), and the homeless pieces one search queues and looks at before it gives up: more groups a piece
 * found hardly more for far more work (docs/decisions/0013-matching-search-settings.md).
 */
export const CHAIN_LIMITS = { depth: 4, candidates: 64, pieces: 256 };

/** Group -1 is a new group. */
type Changes = Map<number, number[]>;

/** A piece without a group, and the changes that made it so. */
interface Homeless {
  piece: number[];
  changes: Changes;
  moves: number;
}

export class PieceChains {
  private readonly contextOf = (group: number): number => this.part.contextOf[group]!;

  constructor(
    private readonly ix: IndexedInstance,
    private readonly part: Partition,
    private readonly judge: GroupJudge,
  ) {}

  /** Places `u` (left out) by a chain, when one raises the objective; answers whether it did. */
  place(u: number): boolean {
    return this.keepIfBetter(this.placing(u));
  }

  /** Brings the pieces of `a` and `b` (a mutual pick, in two groups) together by a chain, when one raises the objective. */
  join(a: number, b: number): boolean {
    return this.keepIfBetter(this.joining(a, b));
  }

  /** A chain that places `u` (left out) in the group of one of their mutual picks, or null. */
  private placing(u: number): Changes | null {
    const { ix, part } = this;
    const used = new Set<number>();
    const queue: Homeless[] = [];
    for (let e = ix.adjStart[u]!; e < ix.adjStart[u + 1]!; e++) {
      const v = ix.adj[e]!;
      const group = part.groupOf[v]!;
      if (group < 0 || used.has(group)) continue;
      used.add(group);
      const list = part.list(group);
      if (list.length < ix.maxSize && this.valid([...list, u])) return new Map([[group, [...list, u]]]);
      const pieces = this.pieces(list);
      for (const piece of pieces) {
        const own = piece.includes(v);
        // Either v's piece leaves with u, or another piece leaves and u takes its place.
        const rest = own ? without(list, piece) : [...without(list, piece), u];
        if (rest.length === 0 || this.valid(rest))
          queue.push({ piece: own ? [...piece, u] : piece, changes: new Map([[group, rest]]), moves: 1 });
      }
    }
    return this.chain(queue, used);
  }

  /** A chain that brings the pieces of `a` and `b` (a mutual pick, in two groups) into one group, or null. */
  private joining(a: number, b: number): Changes | null {
    const { ix, part } = this;
    const [ga, gb] = [part.groupOf[a]!, part.groupOf[b]!];
    const used = new Set([ga, gb]);
    const queue: Homeless[] = [];
    for (const [from, to, member] of [
      [gb, ga, b],
      [ga, gb, a],
    ] as const) {
      const fromList = part.list(from);
      const toList = part.list(to);
      const piece = this.pieces(fromList).find((p) => p.includes(member))!;
      const rest = without(fromList, piece);
      if (rest.length > 0 && !this.valid(rest)) continue;
      const joined = [...toList, ...piece];
      if (joined.length <= ix.maxSize && this.valid(joined))
        return new Map([
          [from, rest],
          [to, joined],
        ]);
      for (const { displaced, next } of this.displacing(toList, piece, [a, b]))
        queue.push({
          piece: displaced,
          changes: new Map([
            [from, rest],
            [to, next],
          ]),
          moves: 1,
        });
    }
    return this.chain(queue, used);
  }

  /** Breadth first from the homeless pieces in `queue` to the first chain that gives each a group, or null. */
  private chain(queue: Homeless[], used: Set<number>): Changes | null {
    const { ix, part } = this;
    for (let at = 0; at < queue.length && at < CHAIN_LIMITS.pieces; at++) {
      const { piece, changes, moves } = queue[at]!;
      if (piece.length >= ix.minSize && this.valid(piece)) return new Map([...changes, [-1, piece]]);
      let context = -1;
      for (const member of piece) context &= ix.ctx[member]!;
      const groups = part.byContext.find(
        context,
        this.contextOf,
        (g) => !used.has(g) && !changes.has(g),
        CHAIN_LIMITS.candidates,
        CHAIN_LIMITS.candidates,
      );
      this.judge.work += groups.length;
      for (const group of groups) {
        const list = part.list(group);
        if (list.length + piece.length <= ix.maxSize && this.valid([...list, ...piece]))
          return new Map([...changes, [group, [...list, ...piece]]]);
        if (moves >= CHAIN_LIMITS.depth || queue.length >= CHAIN_LIMITS.pieces) continue;
        for (const { displaced, next } of this.displacing(list, piece, [])) {
          // A group this piece displaces a piece of (one branch for each) is offered to no other homeless piece.
          used.add(group);
          queue.push({ piece: displaced, changes: new Map([...changes, [group, next]]), moves: moves + 1 });
        }
      }
    }
    return null;
  }

  /**
   * Each piece of the group `list` (but one holding a member of `keep`) whose place `incoming` can take, with the group
   * that leaves: the displaced piece and the group's new members, in the group's order of pieces.
   */
  private displacing(list: number[], incoming: readonly number[], keep: readonly number[]): { displaced: number[]; next: number[] }[] {
    const found: { displaced: number[]; next: number[] }[] = [];
    for (const displaced of this.pieces(list)) {
      if (keep.some((member) => displaced.includes(member))) continue;
      const next = [...without(list, displaced), ...incoming];
      if (next.length <= this.ix.maxSize && this.valid(next)) found.push({ displaced, next });
    }
    return found;
  }

  /**
   * Applies `changes` when they raise the objective (mutual pairs, then members placed, then priority): whether it did.
   * Every chain found does (see above); the check guards it.
   */
  private keepIfBetter(changes: Changes | null): boolean {
    if (!changes) return false;
    const { ix, part } = this;
    const gain = { ...NO_GAIN };
    const pairs = new Map<number, number>();
    for (const [group, list] of changes) {
      const value = this.judge.value(list, list.length);
      pairs.set(group, value);
      const old = group >= 0 ? part.list(group) : [];
      gain.pairs += value - (group >= 0 ? part.pairsOf[group]! : 0);
      gain.placed += list.length - old.length;
      for (const member of list) gain.priority += ix.priority[member]!;
      for (const member of old) gain.priority -= ix.priority[member]!;
    }
    if (compareGain(gain, NO_GAIN) <= 0) return false;
    for (const [group, list] of changes) part.setGroup(group >= 0 ? group : part.openGroup(), list, list.length, pairs.get(group)!);
    return true;
  }

  /** The pieces of a group: its members split by mutual picks among them. */
  private pieces(list: readonly number[]): number[][] {
    this.judge.work++;
    const root = list.map((_, i) => i);
    const find = (i: number): number => {
      let at = i;
      while (root[at] !== at) at = root[at]!;
      return at;
    };
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) if (isMutual(this.ix, list[i]!, list[j]!)) root[find(i)] = find(j);
    const byRoot = new Map<number, number[]>();
    list.forEach((member, i) => {
      const piece = byRoot.get(find(i));
      if (piece) piece.push(member);
      else byRoot.set(find(i), [member]);
    });
    return [...byRoot.values()];
  }

  private valid(list: readonly number[]): boolean {
    return this.judge.value(list, list.length) >= 0;
  }
}

function without(list: readonly number[], piece: readonly number[]): number[] {
  return list.filter((member) => !piece.includes(member));
}
