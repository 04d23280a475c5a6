import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { codeRepo } from '../features/auth/code-repo';
import { oidcRepo } from '../features/auth/oidc/repo';
import { authRepo } from '../features/auth/repo';
import { catalogRepo } from '../features/experiences/catalog-repo';
import { poetryNightEveningsRepo } from '../features/experiences/poetry-night-evenings-repo';
import { experiencesRepo } from '../features/experiences/repo';
import { discoverRepo } from '../features/discover/repo';
import { attendanceRepo } from '../features/groups/attendance-repo';
import { meetAgainRepo } from '../features/groups/meet-again-repo';
import { groupsRepo } from '../features/groups/repo';
import { payoutsRepo } from '../features/host-payouts/repo';
import { interestsRepo } from '../features/interests/repo';
import { invitesRepo } from '../features/invites/repo';
import { journeyRepo } from '../features/journey/repo';
import { videosRepo } from '../features/videos/repo';
import { videoUploadsRepo } from '../features/videos/upload-repo';
import { accountDeletionsRepo } from '../features/my-data/deletions-repo';
import { myDataRepo } from '../features/my-data/repo';
import { noticesRepo } from '../features/notices/repo';
import { picksRepo } from '../features/discover/picks-repo';
import { profilesRepo } from '../features/profiles/repo';
import { rateLimitsRepo } from '../features/rate-limits/repo';
import { reviewRepo } from '../features/review/repo';
import { waitlistRepo } from '../features/waitlist/repo';
import { jobRepo } from '../features/week/job-repo';
import type { Database } from '../db/database';
import { idempotencyRepo } from './idempotency-repo';

/** Every repo, built once on the app's database (fastify/demo's repository-as-decorator). */
export function reposOf(db: Database) {
  return {
    auth: authRepo(db),
    codes: codeRepo(db),
    rateLimits: rateLimitsRepo(db),
    oidc: oidcRepo(db),
    profiles: profilesRepo(db),
    interests: interestsRepo(db),
    waitlist: waitlistRepo(db),
    discover: discoverRepo(db),
    picks: picksRepo(db),
    groups: groupsRepo(db),
    attendance: attendanceRepo(db),
    meetAgain: meetAgainRepo(db),
    notices: noticesRepo(db),
    jobs: jobRepo(db),
    idempotency: idempotencyRepo(db),
    myData: myDataRepo(db),
    accountDeletions: accountDeletionsRepo(db),
    invites: invitesRepo(db),
    journey: journeyRepo(db),
    videos: videosRepo(db),
    videoUploads: videoUploadsRepo(db),
    review: reviewRepo(db),
    experiences: experiencesRepo(db),
    catalog: catalogRepo(db),
    poetryNightEvenings: poetryNightEveningsRepo(db),
    payouts: payoutsRepo(db),
  };
}

export type Repos = ReturnType<typeof reposOf>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The repos: the only code with SQL for the features' tables. Services and routes reach them here. */
    repos: Repos;
  }
}

export default fp(
  async function reposPlugin(app: FastifyInstance) {
    app.decorate('repos', reposOf(app.db));
  },
  { name: 'repos', dependencies: ['db'] },
);
