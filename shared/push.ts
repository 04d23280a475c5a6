import type { FormatNoticeKind } from './format-notices';
import type { NoticeKind } from './groups';
import { POETRY_NIGHT_JOIN_PATH } from './poetry-night-evenings';

/**
 * What a member can be told, grouped as the "notifications" settings list them; each is sent by push, by e-mail,
 * both or neither, as the member chooses (both by default).
 */
export const NOTIFICATION_KINDS = [
  'batch',
  'invites',
  'group',
  'chat',
  'reminders',
  'poetry-night',
  'programs',
  'videos',
  'money',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { label: string; hint: string }> = {
  batch: { label: 'the weekly batch', hint: 'when this week’s faces are out' },
  invites: { label: 'group invites', hint: 'an invite to a group, with its deadline, and places freed by others' },
  group: { label: 'your group', hint: 'confirmed, called off, or the venue set' },
  chat: {
    label: 'your group’s conversation',
    hint: 'a new message while the app is closed (by e-mail, a summary at most every 3 hours)',
  },
  reminders: { label: 'reminders', hint: 'the day before you meet, with the time and the place' },
  'poetry-night': { label: 'poetry night', hint: 'a seat for you, or a Friday that does not run' },
  programs: { label: 'programs', hint: 'a host’s message and what happens to a program you joined' },
  videos: { label: 'your videos', hint: 'a video approved or sent back' },
  money: { label: 'deposits and payments', hint: 'a deposit released or charged, a dispute answered' },
};

/** Each weekly-cycle notice's kind of notification. */
export const NOTICE_NOTIFICATION: Record<NoticeKind, NotificationKind> = {
  invited: 'invites',
  accepted: 'group',
  declined: 'group',
  'not-placed': 'group',
  'no-picks': 'group',
  'group-confirmed': 'group',
  'group-dissolved': 'group',
  'invite-expired': 'invites',
  'venue-set': 'group',
  'video-approved': 'videos',
  'video-rejected': 'videos',
  'deposit-released': 'money',
  'deposit-charged': 'money',
  'matching-paused': 'group',
  'meetup-reminder': 'reminders',
  'were-they-there': 'group',
  'deposit-not-held': 'money',
  cancelled: 'group',
  'cancel-charged': 'money',
  'dispute-opened': 'money',
  'dispute-refunded': 'money',
  'dispute-kept': 'money',
  'poetry-night-seated': 'poetry-night',
  'poetry-night-waiting': 'poetry-night',
  'poetry-night-called-off': 'poetry-night',
};

/** A program's notices are all 'programs' (the participant's and the host's alike). */
export const formatNoticeNotification = (_kind: FormatNoticeKind): NotificationKind => 'programs';

/**
 * What the lock screen shows when the member has not allowed names there: our own words per kind, never a notice's
 * text (which may name another member, a venue or a program).
 */
export const LOCK_SCREEN_WORDS: Record<NotificationKind, { title: string; body: string }> = {
  batch: { title: 'this week’s batch is out', body: 'see who’s into what you’re into' },
  invites: { title: 'you have a group invite', body: 'open the app to answer before the deadline' },
  group: { title: 'news about your group', body: 'open the app to see what changed' },
  chat: { title: 'a new message from your group', body: 'open the app to read it' },
  reminders: { title: 'you meet tomorrow', body: 'open the app for the time and the place' },
  'poetry-night': { title: 'poetry night news', body: 'open the app to see your Friday' },
  programs: { title: 'news about your program', body: 'open the app to read it' },
  videos: { title: 'your video was reviewed', body: 'open the app to see the review' },
  money: { title: 'news about a payment', body: 'open the app to see the details' },
};

/** The channels a member has for a kind they never chose for: both. */
export const DEFAULT_CHANNELS = { push: true, email: true } as const;

/** The page a notification opens: where the member answers or reads it. */
export function notificationPath(kind: NotificationKind, formatId?: string | null): string {
  if (kind === 'programs' && formatId) return `/program/${encodeURIComponent(formatId)}`;
  if (kind === 'batch') return '/home';
  if (kind === 'videos') return '/emberite/settings/videos';
  if (kind === 'poetry-night') return POETRY_NIGHT_JOIN_PATH;
  if (kind === 'money') return '/home';
  return '/group';
}

/**
 * The JSON a push carries: what the service worker shows, and the Declarative Web Push fields (`web_push: 8030`,
 * `notification`) that Safari 18.4+ shows without running the worker.
 */
export interface PushPayload {
  web_push: 8030;
  notification: {
    title: string;
    body: string;
    navigate: string;
    tag: string;
    app_badge?: string;
    silent?: boolean;
  };
  kind: NotificationKind;
  /** The count of things waiting for the member's answer, for the app badge. */
  badge: number;
}
