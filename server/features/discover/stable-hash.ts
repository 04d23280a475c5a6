/** FNV-1a carried on from `hash` over `text`: hashing a prefix once and each suffix from it is hashing the whole. */
function fnvOn(hash: number, text: string): number {
  let next = hash;
  for (let i = 0; i < text.length; i++) {
    next ^= text.charCodeAt(i);
    next = Math.imul(next, 0x01000193);
  }
  return next;
}

/** FNV-1a: a stable number per text, so a batch is the same whenever and wherever it is built. */
export function stableHash(text: string): number {
  return fnvOn(0x811c9dc5, text) >>> 0;
}

/**
 * Two stable numbers made into one (murmur3's finaliser over their exclusive or): each bit of either changes about
 * half the result's, so draws keyed by (viewer and purpose, person) vary independently in both.
 */
export function mixHashes(a: number, b: number): number {
  let h = (a ^ b) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
