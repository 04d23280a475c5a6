import type { Database } from './db/database';
import { codeRepo } from './features/auth/code-repo';
import { oidcRepo } from './features/auth/oidc/repo';
import { authRepo } from './features/auth/repo';
import { picksRepo } from './features/discover/picks-repo';
import { discoverRepo } from './features/discover/repo';
import { catalogRepo } from './features/experiences/catalog-repo';
import { poetryNightEveningsRepo } from './features/experiences/poetry-night-evenings-repo';
import { experiencesRepo } from './features/experiences/repo';
import { groupChatRepo } from './features/group-chat/repo';
import { attendanceRepo } from './features/groups/attendance-repo';
import { meetAgainRepo } from './features/groups/meet-again-repo';
import { groupsRepo } from './features/groups/repo';
import { payoutsRepo } from './features/host-payouts/repo';
import { interestsRepo } from './features/interests/repo';
import { invitesRepo } from './features/invites/repo';
import { journeyRepo } from './features/journey/repo';
import { accountDeletionsRepo } from './features/my-data/deletions-repo';
import { myDataRepo } from './features/my-data/repo';
import { noticesRepo } from './features/notices/repo';
import { profilesRepo } from './features/profiles/repo';
import { pushRepo } from './features/push/repo';
import { rateLimitsRepo } from './features/rate-limits/repo';
import { reviewRepo } from './features/review/repo';
import { videosRepo } from './features/videos/repo';
import { videoUploadsRepo } from './features/videos/upload-repo';
import { waitlistRepo } from './features/waitlist/repo';
import { jobRepo } from './features/week/job-repo';
import { idempotencyRepo } from './plugins/idempotency-repo';
import { buildRepos, type RepoFactories, type Repos } from './plugins/repos';

/**
 * Every repo's factory, for `app.repos` (server/app.ts), scripts and tests. Each feature declares its entry of
 * `Repos` in its own repo module, and the type insists on a factory for each, so none can be left out.
 */
export const REPO_FACTORIES: RepoFactories = {
  auth: authRepo,
  codes: codeRepo,
  rateLimits: rateLimitsRepo,
  oidc: oidcRepo,
  profiles: profilesRepo,
  interests: interestsRepo,
  waitlist: waitlistRepo,
  discover: discoverRepo,
  picks: picksRepo,
  groups: groupsRepo,
  groupChat: groupChatRepo,
  attendance: attendanceRepo,
  meetAgain: meetAgainRepo,
  notices: noticesRepo,
  jobs: jobRepo,
  myData: myDataRepo,
  accountDeletions: accountDeletionsRepo,
  invites: invitesRepo,
  journey: journeyRepo,
  videos: videosRepo,
  videoUploads: videoUploadsRepo,
  review: reviewRepo,
  experiences: experiencesRepo,
  catalog: catalogRepo,
  poetryNightEvenings: poetryNightEveningsRepo,
  payouts: payoutsRepo,
  push: pushRepo,
  idempotency: idempotencyRepo,
};

/** Every repo built on one database: what `app.repos` holds, for code that runs without the app (scripts, tests). */
export function reposOf(db: Database): Repos {
  return buildRepos(db, REPO_FACTORIES);
}
