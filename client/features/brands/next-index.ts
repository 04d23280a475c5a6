/** The position after `current` in a list of `length` items; after the last comes the first again. */
export function nextIndex(current: number, length: number): number {
  return (current + 1) % length;
}
