import ical from 'ical-generator';
import { slotLabel } from '../../../shared/groups';
import { cityById, meetingAt } from '../../../shared/weekly-cycle';
import type { Repos } from '../../plugins/repos';
import type { UnsentNotice } from '../notices/repo';
import type { GroupRow, GroupInviteRow } from './repo';

/** The reminder goes out the day before: once the meetup is less than this far away. */
export const REMIND_BEFORE_MS = 24 * 60 * 60_000;
/** How long the calendar invite blocks: a weekend-morning coffee. */
const MEETUP_LENGTH_MS = 2 * 60 * 60_000;

const accepted = (invites: GroupInviteRow[]) => invites.filter((invite) => invite.status === 'accepted').map((invite) => invite.userId);
const meetsAtOf = (group: GroupRow) => meetingAt(group.week, group.slot, cityById(group.city)!.timeZone);
const where = (group: GroupRow) =>
  group.venueName ? `${group.venueName}, ${group.venueAddress ?? ''}`.replace(/, $/, '') : `a café in ${group.neighborhood}`;

/** What the reminder says: when and where, and that the deposit comes back to those who come. */
export function reminderCopy(group: GroupRow): { title: string; body: string } {
  return {
    title: 'your group meets tomorrow',
    body:
      `coffee with your group, ${slotLabel(group.slot)} at ${where(group)}. ` +
      'check in with the code on your group page when you arrive: your deposit is released once you have come.',
  };
}

/** The meetup as an iCalendar file (ical-generator): its time, place, and the group's page. */
export function meetupCalendar(group: GroupRow, groupUrl: string): string {
  const start = meetsAtOf(group);
  const calendar = ical({ name: 'your group', prodId: { company: 'meetup', product: 'groups', language: 'EN' } });
  calendar.createEvent({
    id: `group-${group.id}`,
    start,
    end: new Date(start.getTime() + MEETUP_LENGTH_MS),
    summary: 'coffee with your group',
    location: where(group),
    description: `your group's page, with the venue and the check-in code: ${groupUrl}`,
    url: groupUrl,
  });
  return calendar.toString();
}

/**
 * Meetup reminders: the day before a confirmed group meets, each member still in it gets one
 * notice (its id says which group and member, so a repeated or concurrent run adds none), e-mailed with the meetup
 * as a calendar invite.
 */
export function meetupReminders(repos: Repos, now: () => Date) {
  const { groups, attendance, notices } = repos;
  return {
    /** Adds the reminders now due; answers how many. */
    async remindDue(): Promise<number> {
      let reminded = 0;
      for (const groupId of await attendance.unsettledConfirmed()) {
        const group = await groups.find(groupId);
        if (group?.status !== 'confirmed') continue;
        const left = meetsAtOf(group).getTime() - now().getTime();
        if (left <= 0 || left > REMIND_BEFORE_MS) continue;
        for (const userId of accepted(await groups.invitesOf(group.id))) {
          // "meets tomorrow" is no longer true once the meetup has begun: the app stops showing it then.
          const expiresAt = meetsAtOf(group).toISOString();
          const notice = {
            userId,
            week: group.week,
            kind: 'meetup-reminder' as const,
            groupId: group.id,
            ...reminderCopy(group),
            expiresAt,
          };
          if (await notices.addOnce(`meetup-reminder:${group.id}:${userId}`, notice, now().toISOString())) reminded++;
        }
      }
      return reminded;
    },

    /** The calendar invite a reminder's e-mail carries (none for other notices, or a group gone since). */
    async calendarFor(notice: UnsentNotice, publicUrl: string): Promise<string | null> {
      if (notice.kind !== 'meetup-reminder' || !notice.groupId) return null;
      const group = await groups.find(notice.groupId);
      return group ? meetupCalendar(group, `${publicUrl}/group`) : null;
    },
  };
}
