/**
 * Groups listed by meeting context, so a pair of unplaced members who picked each other (but nobody in any group)
 * can find a group that meets when and where they can. Entries go stale as groups change; scans drop them.
 */
export class ContextIndex {
  private readonly buckets: number[][];
  /** The context bits each group is listed under, to list a group once per bit. */
  private readonly listed: Int32Array;
  private turn = 0;

  constructor(groups: number, bits: number) {
    this.buckets = Array.from({ length: bits }, () => []);
    this.listed = new Int32Array(groups);
  }

  note(group: number, context: number): void {
    for (let rest = context & ~this.listed[group]!; rest !== 0; rest &= rest - 1) this.buckets[31 - Math.clz32(rest & -rest)]!.push(group);
    this.listed[group]! |= context;
  }

  /**
   * Up to `limit` groups (examining at most `scan` entries per context bit) whose current context, given by
   * `contextOf`, meets `context` and that pass `accept`. Scans start at a rotating offset to spread the load.
   */
  find(context: number, contextOf: (group: number) => number, accept: (group: number) => boolean, limit: number, scan: number): number[] {
    const found: number[] = [];
    for (let rest = context; rest !== 0 && found.length < limit; rest &= rest - 1) {
      const bitMask = rest & -rest;
      const bucket = this.buckets[31 - Math.clz32(bitMask)]!;
      let at = bucket.length > 0 ? this.turn++ % bucket.length : 0;
      for (let seen = 0; seen < scan && bucket.length > 0 && found.length < limit; seen++) {
        if (at >= bucket.length) at = 0;
        const group = bucket[at]!;
        if ((contextOf(group) & bitMask) === 0) {
          bucket[at] = bucket[bucket.length - 1]!;
          bucket.pop();
          this.listed[group]! &= ~bitMask;
          continue;
        }
        if (!found.includes(group) && accept(group)) found.push(group);
        at++;
      }
    }
    return found;
  }
}
