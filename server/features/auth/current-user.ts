import type { CurrentUser } from '../../../shared/auth';
import type { authRepo, UserRow } from './repo';

/** The user as the client sees it: their own account basics and linked identities, nothing else. */
export async function currentUserOf(user: UserRow, repo: ReturnType<typeof authRepo>): Promise<CurrentUser> {
  const profile = await repo.findProfile(user.id);
  return {
    id: user.id,
    email: user.email,
    hasProfile: Boolean(profile),
    location: profile?.location ?? null,
    isHost: user.isHost,
    isAdmin: user.isAdmin,
    identities: await repo.identitiesOf(user.id),
  };
}
