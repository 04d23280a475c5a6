import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db';

const NONE = new Map<string, number>();

/** The member's own levels by profile id (never anyone else's: the API has no such thing). */
export function usePicks(): Map<string, number> {
  return useLiveQuery(async () => new Map((await db.picks.toArray()).map((pick) => [pick.profileId, pick.level])), [], NONE);
}

/** The member's level for one person: undefined while reading, null when none is set. */
export function usePick(profileId: string): number | null | undefined {
  return useLiveQuery(async () => (await db.picks.get(profileId))?.level ?? null, [profileId]);
}
