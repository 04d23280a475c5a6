/**
 * Reads a stored batch list (the JSON text of its member ids) as pool indexes, without making a string for each id. The
 * release reads every earlier batch of the city: 5.5 million ids per past week at 100,000 members. Here each id's
 * characters are hashed where they stand in the text and looked up in one compact table, several times faster than
 * JSON.parse and a Map lookup of each fresh id string (docs/decisions/0012-discover-release-at-100000-members.md).
 *
 * Each pool id is known by two independent 32-bit hashes of its characters (64 bits in all). Two ids of the pool
 * with the same pair would be told apart by nothing, so a pool that has such a pair (about 3 chances in 10^10 at
 * 100,000 members) is read the plain way, as is any list with an escaped character. An id that is not
 * in the pool (someone who left the city) is taken for a member only if both hashes match that member's: about
 * one chance in 10^19 per id read.
 */
export class PoolListReader {
  /** Per slot: pool index + 1 (0: empty), then the id's two hashes. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly fingerprintsUnique: boolean;

  constructor(
    userIds: readonly string[],
    private readonly indexOf: ReadonlyMap<string, number>,
  ) {
    let size = 16;
    while (size < userIds.length * 2) size *= 2;
    this.mask = size - 1;
    this.slots = new Int32Array(size * 3);
    let unique = true;
    for (let index = 0; index < userIds.length; index++) {
      const id = userIds[index]!;
      const first = firstHash(id, 0, id.length);
      const second = secondHash(id, 0, id.length);
      let slot = first & this.mask;
      for (; this.slots[slot * 3] !== 0; slot = (slot + 1) & this.mask) {
        if (this.slots[slot * 3 + 1] === first && this.slots[slot * 3 + 2] === second) unique = false;
      }
      this.slots[slot * 3] = index + 1;
      this.slots[slot * 3 + 1] = first;
      this.slots[slot * 3 + 2] = second;
    }
    this.fingerprintsUnique = unique;
  }

  /** Calls `visit` with the pool index of each id in the list that is a member of the pool, in the list's order. */
  forEachIndex(listJson: string, visit: (index: number) => void): void {
    if (!this.fingerprintsUnique || listJson.charCodeAt(0) !== OPEN_BRACKET || listJson.includes('\\')) {
      for (const id of JSON.parse(listJson) as string[]) {
        const index = this.indexOf.get(id);
        if (index !== undefined) visit(index);
      }
      return;
    }
    const { slots, mask } = this;
    // No escapes: every id is the characters between a pair of quotes.
    for (let open = listJson.indexOf('"'); open !== -1; ) {
      const close = listJson.indexOf('"', open + 1);
      if (close === -1) throw new SyntaxError('A batch list ends inside an id.');
      // firstHash and secondHash of the id, in one pass over its characters and in line: calling the two functions
      // took about three times as long (docs/decisions/0012-discover-release-at-100000-members.md).
      let first = 0x811c9dc5 | 0;
      let second = 0x9747b28c | 0;
      for (let at = open + 1; at < close; at++) {
        const code = listJson.charCodeAt(at);
        first = Math.imul(first ^ code, 0x01000193);
        second = Math.imul(second ^ code, 0x5bd1e995);
        second ^= second >>> 15;
      }
      for (let slot = first & mask; slots[slot * 3] !== 0; slot = (slot + 1) & mask) {
        if (slots[slot * 3 + 1] === first && slots[slot * 3 + 2] === second) {
          visit(slots[slot * 3]! - 1);
          break;
        }
      }
      open = listJson.indexOf('"', close + 1);
    }
  }
}

const OPEN_BRACKET = 0x5b;

/** FNV-1a over the UTF-16 code units text[from .. to) (forEachIndex makes it in line too). */
function firstHash(text: string, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let at = from; at < to; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  return hash | 0;
}

/**
 * A second hash of the same code units, of another family (multiply by MurmurHash2's constant, then shift-xor);
 * forEachIndex makes it in line too.
 */
function secondHash(text: string, from: number, to: number): number {
  let hash = 0x9747b28c;
  for (let at = from; at < to; at++) {
    hash = Math.imul(hash ^ text.charCodeAt(at), 0x5bd1e995);
    hash ^= hash >>> 15;
  }
  return hash | 0;
}
