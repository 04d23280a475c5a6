import type { Database } from '../../../server/db/database';
import { groupsRepo } from '../../../server/features/groups/repo';
import type { GroupStatus, InviteStatus } from '../../../shared/groups';
import type { SlotId } from '../../../shared/weekly-cycle';

export interface GroupSpec {
  id: string;
  week: string;
  /** When it was made, and when its members were invited. */
  at: string;
  city?: string;
  slot?: SlotId;
  neighborhood?: string;
  /** 'inviting' (the default) or a later status, as the cycle would have moved it. */
  status?: GroupStatus;
  venueBookerId?: string | null;
  /** Members invited to it: an id alone is still 'invited'; with a status, they answered so at `at`. */
  invited?: readonly (string | { userId: string; status: InviteStatus })[];
}

/** A group of a week (Toronto, Saturday 9 AM, downtown unless told), made through the groups repo as matching would. */
export async function aGroup(db: Database, spec: GroupSpec): Promise<void> {
  const groups = groupsRepo(db);
  await groups.createGroup(
    {
      id: spec.id,
      city: spec.city ?? 'toronto',
      week: spec.week,
      slot: spec.slot ?? 'sat-9',
      neighborhood: spec.neighborhood ?? 'downtown',
      venueBookerId: spec.venueBookerId ?? null,
    },
    spec.at,
  );
  if (spec.status && spec.status !== 'inviting') await groups.setStatus(spec.id, spec.status, spec.at);
  for (const member of spec.invited ?? []) {
    const { userId, status } = typeof member === 'string' ? { userId: member, status: 'invited' as const } : member;
    await groups.invite(spec.id, userId, spec.week, false, spec.at);
    if (status !== 'invited') await groups.answer(spec.id, userId, status, spec.at);
  }
}
