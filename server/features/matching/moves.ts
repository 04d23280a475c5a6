/**
 * The local-search moves around one member, each judged on the groups it would create: insert, eject-and-insert
 * (with the ejected member re-homed), move, swap, merge, and leaving to found a new group with unplaced members.
 */
import { bestGroupFrom } from './construct';
import { compareGain, type Gain, type GroupJudge, NO_GAIN } from './group-value';
import type { GroupGrower } from './grow-group';
import { isMutual, type IndexedInstance } from './index-instance';
import type { Partition } from './partition';

/** group -1 opens a new group. */
export interface Change {
  group: number;
  list: number[];
  pairs: number;
}

export interface Move {
  gain: Gain;
  changes: Change[];
}

/** How many groups a piece tries, and how many index entries it may look at per context, per move. */
const PIECE_GROUPS = 6;
const PIECE_SCAN = 48;

export class MoveFinder {
  /** The best move offered so far around the member bestMove is looking at. */
  private best: Move | null = null;
  /**
   * The callbacks below are made once, not on every call: the search runs bestMove millions of times, and a
   * function made per call cost a budgeted run about a tenth of its time (tsx names each one it makes).
   */
  private readonly offer = (gain: Gain, changes: Change[]): void => {
    if (compareGain(gain, this.best?.gain ?? NO_GAIN) > 0) this.best = { gain, changes };
  };
  private readonly contextOfGroup = (group: number): number => this.part.contextOf[group]!;
  private readonly roomForTwo = (group: number): boolean => this.part.size[group]! + 2 <= this.ix.maxSize;

  constructor(
    private readonly ix: IndexedInstance,
    private readonly part: Partition,
    private readonly judge: GroupJudge,
    private readonly grower: GroupGrower,
  ) {}

  /** The best strictly improving move involving `u`, or null. */
  bestMove(u: number): Move | null {
    this.best = null;
    if (this.part.groupOf[u] === -1) this.placeMoves(u, this.offer);
    else this.relocateMoves(u, this.offer);
    const move = this.best;
    this.best = null;
    return move;
  }

  /** Groups of u's mutual neighbours other than u's own, in adjacency order. */
  private neighbourGroups(u: number): number[] {
    const { ix, part } = this;
    const groups: number[] = [];
    for (let e = ix.adjStart[u]!; e < ix.adjStart[u + 1]!; e++) {
      const group = part.groupOf[ix.adj[e]!]!;
      if (group >= 0 && group !== part.groupOf[u] && !groups.includes(group)) groups.push(group);
    }
    return groups;
  }

  private hasUnplacedNeighbour(u: number): boolean {
    for (let e = this.ix.adjStart[u]!; e < this.ix.adjStart[u + 1]!; e++) if (this.part.groupOf[this.ix.adj[e]!] === -1) return true;
    return false;
  }

  private linked(member: number, list: number[], skip: number): boolean {
    for (const other of list) if (other !== skip && isMutual(this.ix, member, other)) return true;
    return false;
  }

  /** The best group (other than `except`) that `v` can join as it is, as a change and its gain. */
  private bestInsert(v: number, except: number): { gain: Gain; change: Change } | null {
    const { ix, part, judge } = this;
    let best: { gain: Gain; change: Change } | null = null;
    for (const group of this.neighbourGroups(v)) {
      if (group === except || part.size[group]! >= ix.maxSize) continue;
      const list = [...part.list(group), v];
      const pairs = judge.value(list, list.length);
      if (pairs < 0) continue;
      const gain = { pairs: pairs - part.pairsOf[group]!, placed: 1, priority: ix.priority[v]! };
      if (!best || compareGain(gain, best.gain) > 0) best = { gain, change: { group, list, pairs } };
    }
    return best;
  }

  private placeMoves(u: number, offer: (gain: Gain, changes: Change[]) => void): void {
    const { ix, part, judge } = this;
    for (const group of this.neighbourGroups(u)) {
      const members = part.list(group);
      const old = part.pairsOf[group]!;
      if (members.length < ix.maxSize) {
        const list = [...members, u];
        const pairs = judge.value(list, list.length);
        if (pairs >= 0) offer({ pairs: pairs - old, placed: 1, priority: ix.priority[u]! }, [{ group, list, pairs }]);
      }
      for (let i = 0; i < members.length; i++) {
        const v = members[i]!;
        if (!this.linked(u, members, v)) continue;
        const list = members.slice();
        list[i] = u;
        const pairs = judge.value(list, list.length);
        if (pairs < 0) continue;
        const gain = { pairs: pairs - old, placed: 0, priority: ix.priority[u]! - ix.priority[v]! };
        const changes = [{ group, list, pairs }];
        const rehome = this.bestInsert(v, group);
        if (rehome) {
          gain.pairs += rehome.gain.pairs;
          gain.placed += 1;
          gain.priority += rehome.gain.priority;
          changes.push(rehome.change);
        }
        offer(gain, changes);
      }
    }
    this.pieceMoves(u, offer);
    if (this.hasUnplacedNeighbour(u)) {
      const grown = bestGroupFrom(ix, this.grower, u);
      if (grown) offer({ pairs: grown.pairs, placed: grown.list.length, priority: grown.priority }, [{ group: -1, ...grown }]);
    }
  }

  /** u and an unplaced mutual pick joining, together, a group neither has a pick in (found by context). */
  private pieceMoves(u: number, offer: (gain: Gain, changes: Change[]) => void): void {
    const { ix, part, judge } = this;
    for (let e = ix.adjStart[u]!; e < ix.adjStart[u + 1]!; e++) {
      const w = ix.adj[e]!;
      if (part.groupOf[w] !== -1) continue;
      for (const group of part.byContext.find(ix.ctx[u]! & ix.ctx[w]!, this.contextOfGroup, this.roomForTwo, PIECE_GROUPS, PIECE_SCAN)) {
        const list = [...part.list(group), u, w];
        const pairs = judge.value(list, list.length);
        if (pairs >= 0)
          offer({ pairs: pairs - part.pairsOf[group]!, placed: 2, priority: ix.priority[u]! + ix.priority[w]! }, [{ group, list, pairs }]);
      }
    }
  }

  private relocateMoves(u: number, offer: (gain: Gain, changes: Change[]) => void): void {
    const { ix, part, judge } = this;
    const own = part.groupOf[u]!;
    const members = part.list(own);
    const ownPairs = part.pairsOf[own]!;
    const rest = members.filter((m) => m !== u);
    const restPairs = judge.value(rest, rest.length);
    for (const group of this.neighbourGroups(u)) {
      const others = part.list(group);
      const old = ownPairs + part.pairsOf[group]!;
      if (restPairs >= 0 && others.length < ix.maxSize) {
        const list = [...others, u];
        const pairs = judge.value(list, list.length);
        if (pairs >= 0)
          offer({ pairs: restPairs + pairs - old, placed: 0, priority: 0 }, [
            { group: own, list: rest, pairs: restPairs },
            { group, list, pairs },
          ]);
      }
      for (let i = 0; i < others.length; i++) {
        const w = others[i]!;
        if (!this.linked(w, rest, -1) || !this.linked(u, others, w)) continue;
        const mine = [...rest, w];
        const minePairs = judge.value(mine, mine.length);
        if (minePairs < 0) continue;
        const theirs = others.slice();
        theirs[i] = u;
        const theirPairs = judge.value(theirs, theirs.length);
        if (theirPairs >= 0)
          offer({ pairs: minePairs + theirPairs - old, placed: 0, priority: 0 }, [
            { group: own, list: mine, pairs: minePairs },
            { group, list: theirs, pairs: theirPairs },
          ]);
      }
      if (members.length + others.length <= ix.maxSize) {
        const list = [...members, ...others];
        const pairs = judge.value(list, list.length);
        if (pairs >= 0)
          offer({ pairs: pairs - old, placed: 0, priority: 0 }, [
            { group: own, list, pairs },
            { group, list: [], pairs: 0 },
          ]);
      }
    }
    if (restPairs >= 0 && this.hasUnplacedNeighbour(u)) {
      const grown = bestGroupFrom(ix, this.grower, u);
      if (grown) {
        const gain = {
          pairs: restPairs - ownPairs + grown.pairs,
          placed: grown.list.length - 1,
          priority: grown.priority - ix.priority[u]!,
        };
        offer(gain, [
          { group: own, list: rest, pairs: restPairs },
          { group: -1, ...grown },
        ]);
      }
    }
  }
}
