import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { MemberCard } from '../../../shared/discover';
import { ApiError, apiFetch, NetworkError } from '../../api/http';
import { db } from '../../data/db';

/** Someone's card: from this week's batch on this device, else asked of the server (a group member, say). */
export type MemberCardState =
  | { status: 'loading' }
  | { status: 'found'; card: MemberCard; inBatch: boolean }
  | { status: 'not-found' }
  | { status: 'offline' }
  | { status: 'failed'; message: string };

export function useMemberCard(profileId: string): MemberCardState {
  const saved = useLiveQuery(async () => (await db.batchCards.get(profileId)) ?? null, [profileId]);
  const [fetched, setFetched] = useState<{ id: string; state: MemberCardState } | null>(null);

  useEffect(() => {
    if (saved !== null) return;
    let live = true;
    apiFetch<MemberCard>(`/profiles/${encodeURIComponent(profileId)}`).then(
      (card) => live && setFetched({ id: profileId, state: { status: 'found', card, inBatch: false } }),
      (error: unknown) => {
        if (!live) return;
        const state: MemberCardState =
          error instanceof NetworkError
            ? { status: 'offline' }
            : error instanceof ApiError && error.status === 404
              ? { status: 'not-found' }
              : { status: 'failed', message: error instanceof Error ? error.message : 'something went wrong' };
        setFetched({ id: profileId, state });
      },
    );
    return () => {
      live = false;
    };
  }, [profileId, saved]);

  if (saved) return { status: 'found', card: saved, inBatch: true };
  if (saved === null && fetched?.id === profileId) return fetched.state;
  return { status: 'loading' };
}
