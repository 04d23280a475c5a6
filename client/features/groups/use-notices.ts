import { useLiveQuery } from 'dexie-react-hooks';
import type { Notice } from '../../../shared/groups';
import { db } from '../../data/db';

const NONE: Notice[] = [];

/** Outcome notices not yet dismissed, newest first. */
export function useUnreadNotices(): Notice[] {
  return useLiveQuery(
    async () => (await db.notices.orderBy('createdAt').reverse().toArray()).filter((notice) => notice.readAt === null),
    [],
    NONE,
  );
}
