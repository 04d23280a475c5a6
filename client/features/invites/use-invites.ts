import { useLiveQuery } from 'dexie-react-hooks';
import type { Invite } from '../../../shared/invites';
import { db } from '../../data/db';

/** The member's invites as saved on this device, newest first; undefined while reading. */
export function useInvites(): Invite[] | undefined {
  return useLiveQuery(async () =>
    (await db.invites.toArray()).sort((a, b) => b.inviteDetails.expirationDate.localeCompare(a.inviteDetails.expirationDate)),
  );
}
