import { useSession } from '../auth/use-session';
import { useOwnProfile } from '../profiles/use-own-profile';

/** The member's location (which roadmaps they see): from the session, else the profile saved on this device. */
export function useMemberLocation(): string | null {
  const session = useSession();
  const profile = useOwnProfile();
  const user = session.status === 'signed-in' ? session.user : session.status === 'unknown' ? session.remembered : undefined;
  return user?.location ?? profile?.location ?? null;
}
