import type { CycleWeek } from '../../shared/discover';

/** The week of Thursday 2026-11-19 in Toronto (UTC-5) as GET /profiles/all describes it: released, picks open. */
export function cycleWeek(patch: Partial<CycleWeek> = {}): CycleWeek {
  return {
    week: '2026-11-19',
    city: 'toronto',
    timeZone: 'America/Toronto',
    releaseAt: '2026-11-19T17:00:00.000Z',
    pickCloseAt: '2026-11-23T14:00:00.000Z',
    inviteDeadlineAt: '2026-11-25T14:00:00.000Z',
    nextReleaseAt: '2026-11-26T17:00:00.000Z',
    released: true,
    picksOpen: true,
    discoverOpensAt: null,
    ...patch,
  };
}
