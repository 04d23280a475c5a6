/**
 * The value of a would-be group, checked against every hard rule at once. Moves build the member lists they
 * would create and ask this; groups have at most a handful of members, so the quadratic check is cheap.
 */
import { isBanned, isMutual, type IndexedInstance } from './index-instance';

/** Objective of a change, compared lexicographically: mutual pairs, then members placed, then priority. */
export interface Gain {
  pairs: number;
  placed: number;
  priority: number;
}

export const NO_GAIN: Gain = { pairs: 0, placed: 0, priority: 0 };

export function compareGain(a: Gain, b: Gain): number {
  if (a.pairs !== b.pairs) return a.pairs - b.pairs;
  if (a.placed !== b.placed) return a.placed - b.placed;
  return a.priority - b.priority;
}

export class GroupJudge {
  /** Number of evaluations so far: the work counter that bounds the search (never wall time). */
  work = 0;
  private readonly degree: Int32Array;

  constructor(private readonly ix: IndexedInstance) {
    this.degree = new Int32Array(Math.max(ix.maxSize, 1) + 2);
  }

  /** Mutual pairs inside `list[0..length)`, or -1 if it breaks a rule; an empty list is a valid (no) group. */
  value(list: ArrayLike<number>, length: number): number {
    this.work++;
    if (length === 0) return 0;
    const ix = this.ix;
    if (length < ix.minSize || length > ix.maxSize) return -1;
    let context = -1;
    let hosts = 0;
    for (let i = 0; i < length; i++) {
      context &= ix.ctx[list[i]!]!;
      hosts += ix.host[list[i]!]!;
      this.degree[i] = 0;
    }
    if (context === 0 || hosts === 0) return -1;
    let pairs = 0;
    for (let i = 0; i < length; i++) {
      const a = list[i]!;
      for (let j = i + 1; j < length; j++) {
        const b = list[j]!;
        if (isMutual(ix, a, b)) {
          pairs++;
          this.degree[i]!++;
          this.degree[j]!++;
        } else if (isBanned(ix, a, b)) return -1;
      }
    }
    for (let i = 0; i < length; i++) if (this.degree[i] === 0) return -1;
    return pairs;
  }
}
