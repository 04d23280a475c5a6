import { type OwnProfile, PROFILE_EXISTS_MESSAGE, type ProfileCreated } from '../../../shared/profiles';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { currentUserOf } from '../auth/current-user';
import type { InvitesService } from '../invites/service';
import type { UserRow } from '../auth/repo';
import { ownProfileOf } from './own-profile';
import { validationFailed, type NewProfile } from './profile-json';
import { idealAgeRangeMessage, type PropertyUpdate } from './property-changes';

export const PROFILE_EXISTS = () => new AppError('profile-exists', 409, PROFILE_EXISTS_MESSAGE);
export const PROFILE_NOT_FOUND = () => new AppError('profile-not-found', 404, "You haven't made a profile yet.");

/** The member's own profile: creating it once, reading it, and changing single properties. */
export function profilesService(repos: Repos, now: () => Date, invites: Pick<InvitesService, 'redeemAtRegistration'>) {
  const { profiles, interests } = repos;

  async function ownProfile(userId: string): Promise<OwnProfile | undefined> {
    const record = await profiles.find(userId);
    return record && ownProfileOf(record, await interests.listFor(userId));
  }

  return {
    ownProfile,
    exists: (userId: string) => profiles.exists(userId),
    /** Runs inside the caller's transaction; the answer is the user as the client keeps it, with the profile. */
    async create(user: UserRow, profile: NewProfile, photoFile: string | null): Promise<ProfileCreated> {
      if (await profiles.exists(user.id)) throw PROFILE_EXISTS();
      await invites.redeemAtRegistration(user.id, profile.inviteCode);
      const at = now().toISOString();
      await profiles.create(user.id, profile, photoFile, at);
      await interests.replaceFor(user.id, profile.interests, at);
      return { ...(await currentUserOf(user, repos)), profile: (await ownProfile(user.id))! };
    },
    /**
     * Runs inside the caller's transaction: a member who has a profile sends POST /profiles again only for a new
     * photo (docs/product-rules.md#onboarding-and-profile, /settings). Nothing else of the ProfileJson is taken: the locked fields never change, and
     * the others change through updateProfileProperty, which checks each one. The answer names the replaced file.
     */
    async replacePhoto(user: UserRow, photoFile: string): Promise<{ answer: ProfileCreated; replaced: string | null }> {
      if (!(await profiles.exists(user.id))) throw PROFILE_NOT_FOUND();
      const replaced = await profiles.replacePhoto(user.id, photoFile, now().toISOString());
      return { answer: { ...(await currentUserOf(user, repos)), profile: (await ownProfile(user.id))! }, replaced };
    },
    /** Runs inside the caller's transaction. The location must be the profile's own (docs/product-rules.md#onboarding-and-profile). */
    async update(userId: string, { location, changes }: PropertyUpdate): Promise<OwnProfile> {
      const current = await profiles.find(userId);
      if (!current) throw PROFILE_NOT_FOUND();
      if (current.location !== location) throw validationFailed({ location: "This is not your profile's location." });
      const min = changes.minIdealAge !== undefined ? changes.minIdealAge : current.minIdealAge;
      const max = changes.maxIdealAge !== undefined ? changes.maxIdealAge : current.maxIdealAge;
      const rangeMessage = idealAgeRangeMessage(min, max);
      if (rangeMessage) throw validationFailed({ minIdealAge: rangeMessage });
      const at = now().toISOString();
      await profiles.update(userId, changes, at);
      if (changes.interests) await interests.replaceFor(userId, changes.interests, at);
      return (await ownProfile(userId))!;
    },
  };
}
