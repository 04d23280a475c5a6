import { releaseCopy } from './cant-make-it';
import { momentLabel } from './date-labels';
import { GROUP_SIZE } from './groups';
import { NEIGHBORHOOD_OPTIONS } from './onboarding';
import type { OutcomeGroupFacts, WeekOutcome } from './groups-contract';

export type { OutcomeGroupFacts, WeekOutcome } from './groups-contract';

/** The kinds of outcome that are about a group the member was invited to. */
export const GROUP_OUTCOME_KINDS = ['invited', 'accepted', 'confirmed', 'dissolved', 'declined', 'cancelled', 'expired'] as const;
export type GroupOutcomeKind = (typeof GROUP_OUTCOME_KINDS)[number];

export type WeekOutcomeKind = WeekOutcome['kind'];

function neighborhoodLabel(value: string): string {
  return (NEIGHBORHOOD_OPTIONS.find((option) => option.value === value)?.label ?? value).toLowerCase();
}

function where(facts: OutcomeGroupFacts, timeZone: string): string {
  return `${momentLabel(facts.meetsAt, timeZone)} in ${neighborhoodLabel(facts.neighborhood)}`;
}

/** The words for an outcome: the same on /home, on /group and in the notice e-mail. */
export function outcomeCopy(outcome: WeekOutcome): { title: string; body: string } {
  const at = (iso: string) => momentLabel(iso, outcome.timeZone);
  const nextFaces = `new faces arrive ${at(outcome.nextReleaseAt)}`;
  switch (outcome.kind) {
    case 'before-matching':
      return {
        title: 'no group yet',
        body: `groups are formed ${at(outcome.matchingAt)} from this week's picks. if one forms for you, your invite shows up here and in your e-mail.`,
      };
    case 'after-matching':
      return {
        title: "this week's groups are already formed",
        body: `you weren't part of this week's matching. ${nextFaces}: pick people before ${at(outcome.nextMatchingAt)} to be in next week's groups.`,
      };
    case 'not-placed':
      return {
        title: 'no group for you this week',
        body: `we couldn't form a group around your picks this time. you'll have priority next week, and ${nextFaces}.`,
      };
    case 'no-picks':
      return {
        title: 'no group for you this week',
        body: `groups are formed from picks, and you didn't pick anyone this week. ${nextFaces}: set an interest level of 2 or more for the people you'd like to meet before ${at(outcome.nextMatchingAt)}.`,
      };
    case 'invited':
      return {
        title: "you're invited to a group",
        body: `${outcome.facts.size} people, coffee ${where(outcome.facts, outcome.timeZone)}. answer by ${at(outcome.facts.inviteDeadlineAt)}: accept, or decline with no penalty.`,
      };
    case 'accepted':
      return {
        title: 'you accepted your group invite',
        body: `coffee ${where(outcome.facts, outcome.timeZone)}. at ${at(outcome.facts.inviteDeadlineAt)} the group is confirmed if at least ${GROUP_SIZE.min} people accepted; we'll tell you here and by e-mail either way.`,
      };
    case 'confirmed':
      return {
        title: 'your group is on',
        body: outcome.facts.venue
          ? `coffee ${where(outcome.facts, outcome.timeZone)} at ${outcome.facts.venue.name}, ${outcome.facts.venue.address}.`
          : `coffee ${where(outcome.facts, outcome.timeZone)}. ${outcome.facts.venueBooker ?? 'your venue booker'} is booking the venue; you'll see it in the app.`,
      };
    case 'dissolved':
      return {
        title: "your group didn't come together",
        body: `not enough people could make it this week. you'll have priority next week, and ${nextFaces}.`,
      };
    case 'declined':
      return { title: 'you declined this invite', body: `no penalty: ${nextFaces}, and you can try again next week.` };
    case 'cancelled':
      return {
        title: "you can't make it this time",
        // The same facts and words as the question the member answered (releaseCopy); a row cached before the server
        // sent them says only what is certain.
        body: `${outcome.release ? releaseCopy(outcome.release, outcome.timeZone).released : "your place was released for someone else. it doesn't count as a no-show."} ${nextFaces}.`,
      };
    case 'expired':
      return { title: 'your group invite expired', body: `you didn't answer this week's invite in time. ${nextFaces}.` };
  }
}

/**
 * When an outcome stops being true, and its notice leaves the app: an invite (or its acceptance) at the invite's
 * deadline, a confirmed group at its meetup, anything else when next week's faces arrive.
 */
export function outcomeEndsAt(outcome: WeekOutcome): string {
  switch (outcome.kind) {
    case 'invited':
    case 'accepted':
      return outcome.facts.inviteDeadlineAt;
    case 'confirmed':
      return outcome.facts.meetsAt;
    default:
      return outcome.nextReleaseAt;
  }
}

/** The notice sent to the rest of the group when the venue booker names the venue. */
export function venueSetCopy(facts: OutcomeGroupFacts, timeZone: string): { title: string; body: string } {
  return { title: 'your venue is set', body: `${facts.venue!.name}, ${facts.venue!.address}: ${where(facts, timeZone)}.` };
}
