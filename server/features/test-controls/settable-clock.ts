/**
 * The clock every rule reads, on a server with the test controls: it runs as `base` does (the real clock, or
 * CLOCK_START's) until a test sets it; then it jumps to that instant and runs on from there at normal speed.
 */
export function settableClock(base: () => Date) {
  let offset = 0;
  return {
    now: (): Date => new Date(base().getTime() + offset),
    set(at: Date): void {
      offset = at.getTime() - base().getTime();
    },
    /** Back to `base`, as a fresh start has it. */
    reset(): void {
      offset = 0;
    },
  };
}

export type SettableClock = ReturnType<typeof settableClock>;
