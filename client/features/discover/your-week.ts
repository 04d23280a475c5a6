import type { Notice, NoticeKind } from '../../../shared/groups';
import { dayLabel } from '../../../shared/date-labels';
import { outcomeCopy, type WeekOutcome } from '../../../shared/week-outcome';

/** The one card at the top of /home: where the member's week stands and the one thing to do now. */
export interface WeekCard {
  title: string;
  body: string | null;
  /** The title leads to /group (the week's group, or its outcome). */
  titleToGroup: boolean;
  action: { label: string; to: string } | null;
}

/**
 * Notices the card already says (a week's outcome, the venue, tomorrow's meetup): on /home they would say it twice.
 * They still go out by e-mail; the card shows the state of the week as it is now.
 */
const SAID_BY_THE_CARD: ReadonlySet<NoticeKind> = new Set<NoticeKind>([
  'invited',
  'accepted',
  'declined',
  'not-placed',
  'no-picks',
  'group-confirmed',
  'group-dissolved',
  'invite-expired',
  'cancelled',
  'venue-set',
  'meetup-reminder',
]);

/** The notices /home lists inside the card: not said by it already, not dismissed, still true at `now`. */
export function cardNews(notices: readonly Notice[], now: Date): Notice[] {
  return notices.filter(
    (notice) =>
      !SAID_BY_THE_CARD.has(notice.kind) &&
      notice.readAt === null &&
      (notice.expiresAt === null || Date.parse(notice.expiresAt) > now.getTime()),
  );
}

const OPEN_GROUP = { label: 'open your group', to: '/group' };
/** From this long before the meetup, the card says it is tomorrow or today (the reminder's words). */
const SOON_MS = 24 * 60 * 60 * 1000;

/**
 * The card for the week: the group's state with what to do about it (answer the invite, open the group, say how the
 * coffee went); without one, the missing photo; before matching nothing, as the countdown says when groups form.
 */
export function weekCard(outcome: WeekOutcome | null, photoMissing: boolean, now: Date): WeekCard | null {
  if (outcome && outcome.kind !== 'before-matching') {
    if (outcome.kind === 'confirmed' && now.getTime() >= Date.parse(outcome.facts.meetsAt))
      return {
        title: 'how was your coffee?',
        body: "say privately whether you'd meet each of them again: nobody ever sees your answers, and they shape who you meet next.",
        titleToGroup: true,
        action: OPEN_GROUP,
      };
    const { title: outcomeTitle, body } = outcomeCopy(outcome);
    const left = outcome.kind === 'confirmed' ? Date.parse(outcome.facts.meetsAt) - now.getTime() : Number.POSITIVE_INFINITY;
    const title =
      left > SOON_MS
        ? outcomeTitle
        : dayLabel(now, outcome.timeZone) === dayLabel(outcome.kind === 'confirmed' ? outcome.facts.meetsAt : now, outcome.timeZone)
          ? 'your group meets today'
          : 'your group meets tomorrow';
    const action =
      outcome.kind === 'invited'
        ? { label: 'answer your invite', to: '/group' }
        : outcome.kind === 'accepted' || outcome.kind === 'confirmed'
          ? OPEN_GROUP
          : null;
    return { title, body, titleToGroup: true, action };
  }
  if (photoMissing)
    return {
      title: 'add a photo to be matched',
      body:
        "you'll need to add a profile photo before you can start matching with others. you can browse and pick now, but we won't place you in " +
        'a group until your photo is in.',
      titleToGroup: false,
      action: { label: 'add a photo', to: '/settings?edit=photo' },
    };
  return null;
}
