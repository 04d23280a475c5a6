import type { CycleWeek } from '../../../shared/discover';

/** The profile after `current` in the batch, wrapping to the first; null when there is nobody else. */
export function nextProfileId(ids: readonly string[], current: string): string | null {
  if (ids.length === 0) return null;
  const at = ids.indexOf(current);
  const next = ids[(at + 1) % ids.length]!;
  return next === current ? null : next;
}

/** Why the list of cards is empty. */
export type EmptyBatch = 'before-release' | 'exhausted' | 'no-matches' | null;

export function emptyBatchReason(week: CycleWeek, batchSize: number, shownSize: number): EmptyBatch {
  if (shownSize > 0) return null;
  if (!week.released || week.discoverOpensAt !== null) return 'before-release';
  return batchSize === 0 ? 'exhausted' : 'no-matches';
}

/** Pre-launch: the date members can first see each other, or null when discover is open. */
export function prelaunchUntil(week: CycleWeek, now: Date): string | null {
  return week.discoverOpensAt !== null && new Date(week.discoverOpensAt).getTime() > now.getTime() ? week.discoverOpensAt : null;
}
