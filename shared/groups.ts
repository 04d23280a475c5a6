import type { WeekOutcome } from './week-outcome';
import type { SlotId } from './weekly-cycle';

/** A group's state: invites out, confirmed at the deadline, or dissolved (below the minimum, nobody to backfill). */
export type GroupStatus = 'inviting' | 'confirmed' | 'dissolved';
/** One member's invite: waiting for an answer, accepted, declined (no penalty) or not answered by the deadline. */
export type InviteStatus = 'invited' | 'accepted' | 'declined' | 'expired';

export const GROUP_SIZE = { min: 4, max: 6 } as const;

/** Someone in the group as the group screen shows them: no pick information of any kind, ever. */
export interface GroupMember {
  profileId: string;
  firstName: string;
  photoUrl: string | null;
  isVenueBooker: boolean;
  /** Whether they have accepted yet ('invited' until they answer); declined members are no longer listed. */
  inviteStatus: 'invited' | 'accepted';
  isMe: boolean;
}

/** GET /api/groups/current and the answers of accept, decline and venue. */
export interface GroupView {
  id: string;
  week: string;
  status: GroupStatus;
  slot: SlotId;
  /** When the group meets (ISO): the slot's day in the weekend after matching. */
  meetsAt: string;
  timeZone: string;
  neighborhood: string;
  inviteDeadlineAt: string;
  myInvite: InviteStatus;
  members: GroupMember[];
  /** The viewer's own interests that someone else in the group also has (case-insensitive), in the viewer's order. */
  sharedInterests: string[];
  venue: { name: string; address: string } | null;
}

export interface CurrentGroupAnswer {
  group: GroupView | null;
  /** Where the member's week stands (null for a member without a city): the words of /home, /group and the e-mail. */
  outcome: WeekOutcome | null;
}

/** PUT /api/groups/:groupId/venue body (the venue booker only). */
export interface VenueBody {
  name: string;
  address: string;
}
export const VENUE_NAME_MAX = 120;
export const VENUE_ADDRESS_MAX = 200;

/** What an outcome notice is about ('accepted' and 'declined' replace the 'invited' notice once it is answered). */
export type NoticeKind =
  | 'invited' | 'accepted' | 'declined' | 'not-placed' | 'no-picks' | 'group-confirmed' | 'group-dissolved' | 'invite-expired'
  | 'venue-set';

/** An outcome notice in the app (GET /api/notices); the same words go out by e-mail. */
export interface Notice {
  id: string;
  kind: NoticeKind;
  week: string;
  title: string;
  body: string;
  groupId: string | null;
  createdAt: string;
  readAt: string | null;
}

/** "sat-9" → "Saturday 9 AM". */
export function slotLabel(slot: SlotId): string {
  const [day, hour] = slot.split('-') as [string, string];
  const h = Number(hour);
  const clock = h === 0 ? '12 AM' : h < 12 ? `${h} AM` : h === 12 ? '12 PM' : `${h - 12} PM`;
  return `${day === 'sat' ? 'Saturday' : 'Sunday'} ${clock}`;
}
