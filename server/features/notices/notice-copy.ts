import type { NoticeKind } from '../../../shared/groups';
import { NEIGHBORHOOD_OPTIONS } from '../../../shared/onboarding';

/** What a notice about a group needs to say where and when. */
export interface GroupFacts {
  meetsAt: Date;
  timeZone: string;
  neighborhood: string;
  inviteDeadlineAt: Date;
  size: number;
  venueBooker: string | null;
  venue: { name: string; address: string } | null;
}

function neighborhoodLabel(value: string): string {
  return NEIGHBORHOOD_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

function dayAndTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' })
    .format(date)
    .toLowerCase();
}

function where(facts: GroupFacts): string {
  return `${dayAndTime(facts.meetsAt, facts.timeZone)} in ${neighborhoodLabel(facts.neighborhood).toLowerCase()}`;
}

/** The words of each outcome notice, the same in the app and in the e-mail. */
export function noticeCopy(kind: NoticeKind, facts: GroupFacts | null): { title: string; body: string } {
  switch (kind) {
    case 'invited':
      return {
        title: "you're invited to a group",
        body: `${facts!.size} people, coffee ${where(facts!)}. answer by ${dayAndTime(facts!.inviteDeadlineAt, facts!.timeZone)}: accept, or decline with no penalty.`,
      };
    case 'not-placed':
      return {
        title: 'no group for you this week',
        body: "we couldn't form a group around your picks this time. you'll have priority next week, and new faces arrive thursday at noon.",
      };
    case 'group-confirmed':
      return {
        title: 'your group is on',
        body: `coffee ${where(facts!)}. ${facts!.venueBooker ?? 'your venue booker'} is booking the venue; you'll see it in the app.`,
      };
    case 'group-dissolved':
      return {
        title: "your group didn't come together",
        body: "not enough people could make it this week. you'll have priority next week, and new faces arrive thursday at noon.",
      };
    case 'invite-expired':
      return {
        title: 'your group invite expired',
        body: "you didn't answer this week's invite in time. new faces arrive thursday at noon.",
      };
    case 'venue-set':
      return {
        title: 'your venue is set',
        body: `${facts!.venue!.name}, ${facts!.venue!.address}: ${where(facts!)}.`,
      };
  }
}
