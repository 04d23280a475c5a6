/**
 * Who was shown to whom in a city's earlier batches, by pool index, read once per release: for each viewer the members
 * of their batches (never shown again), for each member the viewers who had them (the reciprocal chance). The pairs
 * are gathered as read, then laid out twice, by viewer and by member, each list in one stretch of a typed array: the
 * ranking reads both lists for every viewer, and a chain of entries spread over millions was slow to walk
 * (docs/decisions/0012-discover-release-at-100000-members.md).
 */
export class ShownBefore {
  private viewers: Int32Array = new Int32Array(1024);
  private members: Int32Array = new Int32Array(1024);
  private size = 0;
  /** After seal(): the members shown to viewer v are shown[shownStarts[v] .. shownStarts[v + 1]). */
  private shownStarts: Int32Array = new Int32Array(0);
  private shown: Int32Array = new Int32Array(0);
  /** After seal(): the viewers who had member m are saw[sawStarts[m] .. sawStarts[m + 1]). */
  private sawStarts: Int32Array = new Int32Array(0);
  private saw: Int32Array = new Int32Array(0);
  private sealed = false;

  constructor(private readonly poolSize: number) {}

  /** The viewer had the member in a batch. */
  add(viewer: number, member: number): void {
    if (this.sealed) throw new Error('ShownBefore: sealed, no pair may be added');
    if (this.size === this.viewers.length) this.grow();
    this.viewers[this.size] = viewer;
    this.members[this.size] = member;
    this.size++;
  }

  /** Lays the pairs out by viewer and by member (in the order they were added); nothing may be added after. */
  seal(): void {
    this.sealed = true;
    const pairs = this.viewers.subarray(0, this.size);
    const others = this.members.subarray(0, this.size);
    [this.shownStarts, this.shown] = groupBy(pairs, others, this.poolSize);
    [this.sawStarts, this.saw] = groupBy(others, pairs, this.poolSize);
    this.viewers = new Int32Array(0);
    this.members = new Int32Array(0);
  }

  /** The members in the viewer's earlier batches, as often as they were there. */
  shownTo(viewer: number): Int32Array {
    return this.shown.subarray(this.shownStarts[viewer]!, this.shownStarts[viewer + 1]!);
  }

  /** The viewers who had the member in an earlier batch, as often as they had them. */
  viewersOf(member: number): Int32Array {
    return this.saw.subarray(this.sawStarts[member]!, this.sawStarts[member + 1]!);
  }

  private grow(): void {
    const viewers = new Int32Array(this.viewers.length * 2);
    viewers.set(this.viewers);
    this.viewers = viewers;
    const members = new Int32Array(this.members.length * 2);
    members.set(this.members);
    this.members = members;
  }
}

/** values grouped by key (a counting sort, stable): starts[k] .. starts[k + 1] are key k's values. */
function groupBy(keys: Int32Array, values: Int32Array, keyCount: number): [Int32Array, Int32Array] {
  const starts = new Int32Array(keyCount + 1);
  for (let at = 0; at < keys.length; at++) {
    const key = keys[at]!;
    starts[key + 1] = starts[key + 1]! + 1;
  }
  for (let key = 0; key < keyCount; key++) starts[key + 1] = starts[key + 1]! + starts[key]!;
  const next = starts.slice(0, keyCount);
  const grouped = new Int32Array(keys.length);
  for (let at = 0; at < keys.length; at++) {
    const key = keys[at]!;
    grouped[next[key]!] = values[at]!;
    next[key] = next[key]! + 1;
  }
  return [starts, grouped];
}
