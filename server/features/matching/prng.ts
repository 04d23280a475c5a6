/**
 * A small seeded PRNG (mulberry32) so the search can randomise while the same input still gives the same
 * output byte for byte: the seed comes from the input, never from the clock.
 */
export type Prng = () => number;

export function mulberry32(seed: number): Prng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over a few numbers that describe the instance. */
export function seedFrom(values: ArrayLike<number>): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < values.length; i++) {
    hash ^= values[i]! | 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
