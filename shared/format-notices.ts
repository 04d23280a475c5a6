/**
 * What the people of a published format are told, each outcome once, in the app and by e-mail (server/features/
 * server/features/programs/README.md, "Notices"). A participant's kinds, then the host's.
 */
export const PARTICIPANT_NOTICE_KINDS = [
  'interest',
  'selection-open',
  'selected',
  'moved-up',
  'waitlisted',
  'released',
  'dropped',
  'cancelled',
  'group-cancelled',
  'extended',
  'gave-up',
  'paid',
  'reminder',
  'message',
  'session-moved',
  'cancelled-by-host',
  'details-changed',
] as const;
export type ParticipantNoticeKind = (typeof PARTICIPANT_NOTICE_KINDS)[number];

export const HOST_NOTICE_KINDS = [
  'host-review',
  'host-payment',
  'host-dropout',
  'host-extended',
  'host-called-off',
  'host-completed',
] as const;
export type HostNoticeKind = (typeof HOST_NOTICE_KINDS)[number];

export const FORMAT_NOTICE_KINDS = [...PARTICIPANT_NOTICE_KINDS, ...HOST_NOTICE_KINDS] as const;
export type FormatNoticeKind = (typeof FORMAT_NOTICE_KINDS)[number];

/** A host's message to their paid participants: its length, and how many a format may send in a day. */
export const HOST_MESSAGE = { min: 1, max: 2000 } as const;
export const HOST_MESSAGES_PER_DAY = 10;

export const NOTICE_COPY = {
  messageBlank: 'Write a message first.',
  messageTooLong: `A message has at most ${HOST_MESSAGE.max} characters.`,
  messageLimit: (wait: string) =>
    `A format can send at most ${HOST_MESSAGES_PER_DAY} messages a day: you've reached that. You can send the next one in ${wait}.`,
  nobodyToMessage: 'Nobody has paid for a place there yet: messages go to confirmed (paid) participants only.',
  noSuchGroup: 'There is no such confirmed group in this format.',
  noticeNotFound: 'There is no such notice.',
} as const;
