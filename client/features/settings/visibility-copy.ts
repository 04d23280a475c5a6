import { monthDayLabel } from '../../../shared/date-labels';
import { CITIES } from '../../../shared/weekly-cycle';

/** docs/product-rules.md#settings: discoverability needs at least 2 videos, one fun and one useful. */
export const VIDEOS_NEEDED = 'You need at least 2 videos (one fun, one useful) to be discoverable.';

/**
 * The visibility screen's line about the pre-launch (docs/product-rules.md#settings "users cannot see each other until February 14th"),
 * from the installation's DISCOVER_OPENS_AT as GET /api/features says it (null once discover is open).
 */
export function prelaunchLine(discoverOpensAt: string | null, timeZone = CITIES[0]!.timeZone): string {
  if (discoverOpensAt === null) return 'We have launched: members see each other in their weekly batch.';
  return `Pre-launch: users cannot see each other until ${monthDayLabel(discoverOpensAt, timeZone)}.`;
}
