/**
 * Lighthouse's CPU calibration (its docs/throttling.md, "Calibrating the CPU slowdown"): the default 4x slowdown makes
 * a host of benchmarkIndex about 1,533 (a high-end desktop) behave like a mid-tier phone. On a slower host the same 4x
 * emulates a slower phone than that, and Lighthouse warns below an index of 1,000. Its CPU slowdown calculator
 * (lighthouse-cpu-throttling-calculator.vercel.app, linked from those docs) gives the multiplier that targets the
 * mid-tier phone from the host's index, linearly between these points.
 */
const POINTS: readonly (readonly [benchmarkIndex: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/** Below this index the calculator says the host is too slow to emulate the phone at all. */
export const SLOWEST_CALIBRATED_INDEX = POINTS[0]![0];

/**
 * The slowdown that makes a host of this benchmarkIndex stand for Lighthouse's mid-tier phone; null when the host is
 * too slow for that (no multiplier at or below 1 would do). Above 1,300 the line goes on past 4x (2,000: 6x).
 */
export function midTierPhoneMultiplier(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_CALIBRATED_INDEX) return null;
  for (let i = 1; i < POINTS.length; i += 1) {
    const [toIndex, toMultiplier] = POINTS[i]!;
    const [fromIndex, fromMultiplier] = POINTS[i - 1]!;
    if (benchmarkIndex < toIndex || i === POINTS.length - 1) {
      return fromMultiplier + ((benchmarkIndex - fromIndex) * (toMultiplier - fromMultiplier)) / (toIndex - fromIndex);
    }
  }
  return null;
}
