import type { CurrentUser } from '../../../shared/auth';
import type { Repos } from '../../plugins/repos';
import type { UserRow } from './repo';

/** The user as the client sees it: their own account basics and linked identities, nothing else. */
export async function currentUserOf(user: UserRow, repos: Pick<Repos, 'auth' | 'profiles'>): Promise<CurrentUser> {
  // The profile is read through the registry, not imported: profiles stands above auth.
  const profile = await repos.profiles.summaryOf(user.id);
  return {
    id: user.id,
    email: user.email,
    hasProfile: Boolean(profile),
    location: profile?.location ?? null,
    isHost: user.isHost,
    isAdmin: user.isAdmin,
    identities: await repos.auth.identitiesOf(user.id),
  };
}
