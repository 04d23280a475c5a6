import type { Database } from '../../../server/db/database';
import { journeyRepo } from '../../../server/features/journey/repo';
import { profilesRepo } from '../../../server/features/profiles/repo';
import { findRoadmap, GETTING_STARTED, stepIds } from '../../../shared/journey';
import type { TestMember } from '../../helpers/members';

/** Every step of the getting-started roadmap completed, through the journey repo. */
export async function gettingStartedDone(database: Database, member: TestMember): Promise<void> {
  const at = new Date().toISOString();
  for (const stepId of stepIds(findRoadmap(GETTING_STARTED)!))
    await journeyRepo(database).complete(member.email, GETTING_STARTED, stepId, at);
}

/** A member of `location` (moved there through the profiles repo) who has completed getting started. */
export async function gettingStartedDoneIn(database: Database, member: TestMember, location: string): Promise<void> {
  await profilesRepo(database).setSignUpFields(member.email, { location }, new Date().toISOString());
  await gettingStartedDone(database, member);
}
