/**
 * Who had each member of a city's pool in one of the batches a job ranks, by pool index, as it builds them (the
 * earlier weeks' are in ShownBefore; the reciprocal chance reads both for every viewer). Each member's list is a
 * chain of entries in typed arrays, each entry pointing to the member's one before it, so adding one of the 5.5
 * million entries of a 100,000-member release allocates nothing: an array per member, grown push by push, took about
 * a second of that release.
 */
export class WhoSaw {
  /** Per member: its latest entry, or -1. */
  private latest: Int32Array;
  /** Per entry: the same member's entry before it, or -1. */
  private before: Int32Array;
  /** Per entry: the viewer who saw the member, or -1 once taken back. */
  private viewers: Int32Array;
  private size = 0;

  constructor(members: number, expectedEntries = members * 16) {
    this.latest = new Int32Array(members).fill(-1);
    this.before = new Int32Array(Math.max(expectedEntries, 16));
    this.viewers = new Int32Array(this.before.length);
  }

  /** The viewer had the member in a batch. */
  add(member: number, viewer: number): void {
    if (this.size === this.before.length) this.grow();
    const entry = this.size++;
    this.before[entry] = this.latest[member]!;
    this.viewers[entry] = viewer;
    this.latest[member] = entry;
  }

  /** Takes back the viewer's latest entry for the member (a batch that was ranked but not written). */
  remove(member: number, viewer: number): void {
    for (let entry = this.latest[member]!; entry !== -1; entry = this.before[entry]!) {
      if (this.viewers[entry] === viewer) {
        this.viewers[entry] = -1;
        return;
      }
    }
  }

  /** The viewers who had the member in a batch, latest first; one who did so in several batches is there as often. */
  viewersOf(member: number): number[] {
    const found: number[] = [];
    for (let entry = this.latest[member]!; entry !== -1; entry = this.before[entry]!) {
      const viewer = this.viewers[entry]!;
      if (viewer !== -1) found.push(viewer);
    }
    return found;
  }

  private grow(): void {
    const capacity = this.before.length * 2;
    const before = new Int32Array(capacity);
    before.set(this.before);
    const viewers = new Int32Array(capacity);
    viewers.set(this.viewers);
    this.before = before;
    this.viewers = viewers;
  }
}
