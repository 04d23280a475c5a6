import { completionProblems, NOT_YOUR_ROADMAP_MESSAGE, roadmapsMapOf } from '../../../shared/journey';
import type { UserRoadmaps } from '../../../shared/journey-contract';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { validationFailed } from '../profiles/profile-json';
import type { UserChanges } from './user-property-changes';

const NOT_YOUR_ROADMAP = () => new AppError('forbidden', 403, NOT_YOUR_ROADMAP_MESSAGE);

/** Roadmap completions (docs/product-rules.md#journey-and-chats): added once, in order, never reverted. */
export function journeyService(repos: Pick<Repos, 'journey' | 'profiles'>, now: () => Date) {
  const { journey, profiles } = repos;
  const roadmapsOf = async (userId: string) => roadmapsMapOf(await journey.completionsOf(userId));

  return {
    roadmapsOf,
    /**
     * Adds the requested completions to the member's (inside the caller's transaction). Unknown ids and steps whose
     * earlier steps are not completed are refused, and a roadmap of another metro area is forbidden.
     */
    async update(userId: string, changes: UserChanges): Promise<UserRoadmaps> {
      const requested = changes.roadmaps ?? {};
      const existing = await roadmapsOf(userId);
      const location = (await profiles.summaryOf(userId))?.location ?? null;
      const problems = completionProblems(requested, existing, location);
      if (problems.notYours) throw NOT_YOUR_ROADMAP();
      if (Object.keys(problems.fields).length > 0) throw validationFailed(problems.fields);
      const at = now().toISOString();
      for (const [roadmapId, steps] of Object.entries(requested)) {
        for (const stepId of steps) await journey.complete(userId, roadmapId, stepId, at);
      }
      return { roadmaps: await roadmapsOf(userId) };
    },
  };
}

export type JourneyService = ReturnType<typeof journeyService>;
