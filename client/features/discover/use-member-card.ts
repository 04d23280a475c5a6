import { useLiveQuery } from 'dexie-react-hooks';
import type { MemberCard } from '../../../shared/discover';
import { ApiError, apiFetch, NetworkError } from '../../api/http';
import { db } from '../../data/db';
import { keys } from '../../data/server-keys';
import { useServerData } from '../../data/use-server-data';

/** Someone's card: from this week's batch on this device, else asked of the server (a group member, say). */
export type MemberCardState =
  | { status: 'loading' }
  | { status: 'found'; card: MemberCard; inBatch: boolean }
  | { status: 'not-found' }
  | { status: 'offline' }
  | { status: 'failed'; message: string };

export function useMemberCard(profileId: string): MemberCardState {
  const saved = useLiveQuery(async () => (await db.batchCards.get(profileId)) ?? null, [profileId]);
  const fetched = useServerData(
    saved === null ? keys.memberCard(profileId) : null,
    (signal) => apiFetch<MemberCard>(`/profiles/${encodeURIComponent(profileId)}`, { signal }),
    { reconnect: false },
  );

  if (saved) return { status: 'found', card: saved, inBatch: true };
  if (saved !== null) return { status: 'loading' };
  if (fetched.data) return { status: 'found', card: fetched.data, inBatch: false };
  const error = fetched.error;
  if (error === undefined) return { status: 'loading' };
  if (error instanceof NetworkError) return { status: 'offline' };
  if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
  return { status: 'failed', message: error instanceof Error ? error.message : 'something went wrong' };
}
