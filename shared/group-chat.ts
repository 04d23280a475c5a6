/**
 * A confirmed group's own conversation: who may read and write it, when, and the words the app uses. The group's
 * members only (a member group's accepted members; a program group's paid participants and its host), from the
 * moment everyone accepted until 3 days after the meetup (a program: after its last session), then read-only for 30
 * days, then deleted.
 */

/** A conversation's id names its group: `g-<groups.id>` or `p-<format_groups.id>`. */
export const chatIdOfGroup = (groupId: string) => `g-${groupId}`;
export const chatIdOfProgramGroup = (formatGroupId: string) => `p-${formatGroupId}`;
export function groupOfChatId(chatId: string): { kind: 'group' | 'program'; id: string } | null {
  if (chatId.startsWith('g-') && chatId.length > 2) return { kind: 'group', id: chatId.slice(2) };
  if (chatId.startsWith('p-') && chatId.length > 2) return { kind: 'program', id: chatId.slice(2) };
  return null;
}

export const CHAT_MESSAGE = { min: 1, max: 1000 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Writing closes this long after the meetup (a program: after its last session ends). */
export const CHAT_CLOSES_AFTER_MS = 3 * DAY_MS;
/** A closed conversation is read-only this long, then deleted with its messages and reports. */
export const CHAT_KEPT_READ_ONLY_MS = 30 * DAY_MS;
/** A member without push is mailed a digest of new messages at most this often while the conversation is open. */
export const CHAT_DIGEST_EVERY_MS = 3 * 60 * 60 * 1000;
/** Messages one member may send: per minute, and per day across all their conversations. */
export const CHAT_SEND_LIMITS = { perMinute: 20, perDay: 300 } as const;
/** Messages a page of a conversation answers: the latest ones (earlier ones are asked for with `before`). */
export const CHAT_PAGE = 200;
export const CHAT_REPORT_REASON = { max: 500 } as const;

export const CHAT_STATES = ['open', 'read-only'] as const;
export type ChatState = (typeof CHAT_STATES)[number];

/** Quick replies: one tap on the way to the meetup. "I'm here" also counts toward check-in where the group has one. */
export const QUICK_REPLIES = ['running-late', 'im-here', 'at-the-back', 'cant-find-it'] as const;
export type QuickReply = (typeof QUICK_REPLIES)[number];
export const QUICK_REPLY_WORDS: Record<QuickReply, string> = {
  'running-late': 'running late',
  'im-here': "I'm here",
  'at-the-back': 'at the back',
  'cant-find-it': "can't find it",
};

/** Who wrote a message whose account was deleted. */
export const FORMER_MEMBER = 'a former member';
/** A program's host with no member profile, as the conversation names them. */
export const CHAT_HOST_NAME = 'the host';
/** A writer with no profile and no name we may show (never their e-mail). */
export const CHAT_SOMEONE = 'a member';
/** Messages shown to an admin before and after a reported one. */
export const CHAT_REPORT_CONTEXT = 3;
/** A comment on an open stream this often keeps proxies from closing it. */
export const CHAT_HEARTBEAT_MS = 25_000;

export const CHAT_COPY = {
  title: 'your group’s conversation',
  empty: 'No messages yet. Say hello, or tell the others how to find you.',
  pending: 'sending when you’re back online',
  readOnly: 'This conversation has closed. You can still read it until it is deleted.',
  removed: 'This message was removed by the team.',
  reported: 'Thanks. The team will look at this message. The person who wrote it is not told who reported it.',
  newMessages: (count: number) => (count === 1 ? '1 new message' : `${count} new messages`),
} as const;

/** Errors a conversation's routes answer with (codes in shared/errors.ts). */
export const CHAT_ERRORS = {
  notMember: 'This conversation is only for the members of its group.',
  closed: 'This conversation has closed: it can be read, not written to.',
  empty: 'Write something first.',
  tooLong: `A message is at most ${CHAT_MESSAGE.max} characters.`,
  tooFast: 'You are sending messages faster than we allow. Wait a minute and try again.',
  replayDiffers: 'A different message was already sent with this id.',
  reasonTooLong: `Say it in at most ${CHAT_REPORT_REASON.max} characters.`,
} as const;
