import type { Database } from '../../../server/db/database';
import { NO_PREFERENCES } from '../../../shared/private-preferences';
import type { ProfileChanges } from '../../../server/features/profiles/property-changes';
import { profilesRepo } from '../../../server/features/profiles/repo';

/** Changes a member's profile answers through the profiles repo, as a saved edit in settings would. */
export const changeProfile = (database: Database, userId: string, changes: ProfileChanges) =>
  profilesRepo(database).update(userId, changes, new Date().toISOString());

/** The vibe check as a fresh member leaves it: nothing answered (createMember answers it already). */
export const VIBE_CHECK_UNANSWERED: ProfileChanges = { ...NO_PREFERENCES };

/** The vibe check answered to the end, discovering by videos: its summary shows. */
export const VIBE_CHECK_BY_VIDEOS: ProfileChanges = {
  relationshipStatus: 'open',
  preferredSex: ['any'],
  minIdealAge: 25,
  maxIdealAge: 44,
  discoveryPreference: 'videos',
};
