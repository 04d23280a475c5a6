import {
  LATE_INVITE_CLOSES_BEFORE_MS,
  type GroupCheckIn,
  type GroupDeposit,
  type GroupView,
  type MeetAgainItem,
  type ReleaseTerms,
} from '../../../shared/groups';
import type { OutcomeGroupFacts } from '../../../shared/week-outcome';
import { cityById, meetingAt, weekTimes } from '../../../shared/weekly-cycle';
import type { Repos } from '../../plugins/repos';
import { photoUrl } from '../media/photo-store';
import type { GroupRow, GroupInviteRow } from './repo';

/** Invites still in the group: waiting for an answer or accepted. */
export function activeInvites(invites: GroupInviteRow[]): GroupInviteRow[] {
  return invites.filter((invite) => invite.status === 'invited' || invite.status === 'accepted');
}

export function timeZoneOf(group: GroupRow): string {
  return cityById(group.city)!.timeZone;
}

/** When, where and who: what the outcome messages say about a group. */
export async function groupFacts(group: GroupRow, invites: GroupInviteRow[], discover: Repos['discover']): Promise<OutcomeGroupFacts> {
  const timeZone = timeZoneOf(group);
  return {
    meetsAt: meetingAt(group.week, group.slot, timeZone).toISOString(),
    neighborhood: group.neighborhood,
    // Once confirmed, the only invites left open are places freed by a "can't make it", answerable until closer to the meetup.
    inviteDeadlineAt: (group.status === 'confirmed'
      ? new Date(meetingAt(group.week, group.slot, timeZone).getTime() - LATE_INVITE_CLOSES_BEFORE_MS)
      : weekTimes(group.week, timeZone).inviteDeadlineAt
    ).toISOString(),
    size: activeInvites(invites).length,
    venueBooker: group.venueBookerId ? ((await discover.byUserId(group.venueBookerId))?.firstName ?? null) : null,
    venue: group.venueName && group.venueAddress ? { name: group.venueName, address: group.venueAddress } : null,
  };
}

/**
 * The viewer's own interests that at least one other member of the group also has (case-insensitive), in the
 * viewer's order: "what you have in common" is only ever true of the viewer. Nobody's picks are read for it.
 */
async function sharedWithViewer(viewerId: string, members: GroupInviteRow[], discover: Repos['discover']): Promise<string[]> {
  const key = (name: string) => name.trim().toLowerCase();
  const others = new Set<string>();
  for (const invite of members) {
    if (invite.userId === viewerId) continue;
    for (const { name } of await discover.interestsOf(invite.userId)) others.add(key(name));
  }
  return (await discover.interestsOf(viewerId)).map(({ name }) => name).filter((name) => others.has(key(name)));
}

/**
 * The group as one of its invitees sees it: first names, photos, who books the venue, what the viewer shares with
 * the others. Nothing about picks, by construction: no pick is read here. Someone who left sees only their own answer.
 */
export async function groupViewOf(
  group: GroupRow,
  invites: GroupInviteRow[],
  viewerId: string,
  discover: Repos['discover'],
  deposit: GroupDeposit,
  release: ReleaseTerms,
  checkIn: GroupCheckIn | null,
  meetAgain: MeetAgainItem[] | null,
): Promise<GroupView> {
  const mine = invites.find((invite) => invite.userId === viewerId)!;
  const stillIn = mine.status === 'invited' || mine.status === 'accepted';
  const members = stillIn ? activeInvites(invites) : [];
  const facts = await groupFacts(group, invites, discover);
  const memberViews: GroupView['members'] = [];
  for (const invite of members) {
    const profile = await discover.byUserId(invite.userId);
    memberViews.push({
      profileId: profile?.id ?? '',
      firstName: profile?.firstName ?? 'member',
      photoUrl: profile?.photoFile ? photoUrl(profile.photoFile) : null,
      isVenueBooker: invite.userId === group.venueBookerId,
      inviteStatus: invite.status as 'invited' | 'accepted',
      isMe: invite.userId === viewerId,
    });
  }
  return {
    id: group.id,
    week: group.week,
    status: group.status,
    slot: group.slot,
    meetsAt: facts.meetsAt,
    timeZone: timeZoneOf(group),
    neighborhood: group.neighborhood,
    inviteDeadlineAt: facts.inviteDeadlineAt,
    myInvite: mine.status,
    members: memberViews,
    sharedInterests: stillIn ? await sharedWithViewer(viewerId, members, discover) : [],
    venue: stillIn ? facts.venue : null,
    deposit,
    release: mine.status === 'accepted' ? release : null,
    checkIn: stillIn ? checkIn : null,
    meetAgain: stillIn ? meetAgain : null,
  };
}
