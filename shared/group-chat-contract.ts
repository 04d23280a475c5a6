import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './contract';
import { CHAT_ERRORS, CHAT_MESSAGE, CHAT_REPORT_REASON, CHAT_STATES, QUICK_REPLIES } from './group-chat';

// The group conversation's routes' schemas (listed per route in shared/api-contract.ts). The client imports this
// file for types only.

/**
 * A writer as the others see them: first name and photo, nothing else. `profileId` is null for a writer with no
 * member profile (a program's participant or host may have none) and for a former member.
 */
export const ChatAuthor = Type.Object({
  profileId: Nullable(Type.String()),
  /** The writer's account was deleted: shown as FORMER_MEMBER. */
  former: Type.Boolean(),
  firstName: Type.String(),
  photoUrl: Nullable(Type.String()),
  /** The one asking wrote it. */
  me: Type.Boolean(),
});
export type ChatAuthor = Static<typeof ChatAuthor>;

export const ChatMessage = Type.Object({
  /** Made by the writer's device (a UUID): sending it again adds nothing. */
  id: Type.String(),
  /** The conversation's order: 1, 2, 3 ... as the server took them. */
  seq: Type.Integer({ minimum: 1 }),
  author: ChatAuthor,
  /** Plain text; links are shown as text. Empty once an admin removed it. */
  body: Type.String(),
  quick: Nullable(StringEnum(QUICK_REPLIES)),
  at: Type.String(),
  removed: Type.Boolean(),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatView = Type.Object({
  chatId: Type.String(),
  kind: StringEnum(['group', 'program']),
  /** The café, or the program's title. */
  title: Type.String(),
  /** Pinned at the top: where and when they meet (the next session for a program). */
  venue: Nullable(Type.Object({ name: Type.String(), address: Type.String() })),
  meetsAt: Nullable(Type.String()),
  closesAt: Type.String(),
  deletedAt: Type.String(),
  state: StringEnum(CHAT_STATES),
  members: Type.Array(ChatAuthor),
  /** Whether "I'm here" counts toward this group's check-in now (a member group's check-in window is open). */
  checkInOpen: Type.Boolean(),
});
export type ChatView = Static<typeof ChatView>;

/** GET /api/group-chats: the member's conversations, open or read-only, newest meetup first. */
export const ChatList = Type.Object({
  chats: Type.Array(
    Type.Object({
      chatId: Type.String(),
      title: Type.String(),
      state: StringEnum(CHAT_STATES),
      unread: Type.Integer({ minimum: 0 }),
      /** A program group's conversation: its program's id, so the program's page can link to it; null for a member group. */
      programId: Nullable(Type.String()),
    }),
  ),
});
export type ChatList = Static<typeof ChatList>;

export const ChatParams = Type.Object({ chatId: Type.String({ minLength: 3, maxLength: 80 }) });
export const ChatMessageParams = Type.Object({ chatId: Type.String({ minLength: 3, maxLength: 80 }), messageId: Type.String() });

/** GET /api/group-chats/:chatId?after=<seq>: the conversation and its messages after `after` (the latest page). */
// Query values are strings (requests are never coerced): a seq in digits.
const AfterSeq = Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$', errorMessage: 'A message number: 0 or more.' }));
export const ChatPageQuery = Type.Object({ after: AfterSeq });
export const ChatPage = Type.Object({ chat: ChatView, messages: Type.Array(ChatMessage) });
export type ChatPage = Static<typeof ChatPage>;

/** POST /api/group-chats/:chatId/messages: 201 with the message; 200 with the same message when its id was sent before. */
export const ChatMessageBody = Type.Object(
  {
    id: Type.String({ format: 'uuid', errorMessage: 'The message id must be a UUID.' }),
    body: Type.String({ maxLength: CHAT_MESSAGE.max * 4, errorMessage: CHAT_ERRORS.tooLong }),
    quick: Type.Optional(Nullable(StringEnum(QUICK_REPLIES))),
  },
  { additionalProperties: false },
);
export type ChatMessageBody = Static<typeof ChatMessageBody>;

/** POST /api/group-chats/:chatId/read: what the member has seen (unread counts, and what a digest would repeat). */
export const ChatReadBody = Type.Object({ seq: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });

/** POST /api/group-chats/:chatId/messages/:messageId/report: to the admins' review; the writer is never told by whom. */
export const ChatReportBody = Type.Object(
  { reason: Type.String({ maxLength: CHAT_REPORT_REASON.max, errorMessage: CHAT_ERRORS.reasonTooLong }) },
  { additionalProperties: false },
);
export const ChatReported = Type.Object({ reported: Type.Literal(true) });

/**
 * GET /api/group-chats/:chatId/stream: Server-Sent Events. `message` (id: the seq, data: a ChatMessage), `removed`
 * (data: { id, seq }), `state` (data: { state }) when writing closes; a comment every 25 s keeps proxies from closing
 * it. Resumes after the `Last-Event-ID` header's seq (or `?after=`). Not JSON, so not in the contract's answers.
 */
export const ChatStreamQuery = Type.Object({ after: AfterSeq });
export const ChatStream = { params: ChatParams, querystring: ChatStreamQuery, response: {} };

/** A message as an admin reviews it: who wrote it by first name, never who reported it. */
export const ReviewChatMessage = Type.Object({
  id: Type.String(),
  seq: Type.Integer({ minimum: 1 }),
  firstName: Type.String(),
  body: Type.String(),
  at: Type.String(),
  removed: Type.Boolean(),
});

/** GET /api/review/chat-reports (admins): each reported message once, with a few messages before and after it. */
export const ChatReports = Type.Object({
  data: Type.Array(
    Type.Object({
      chatId: Type.String(),
      message: ReviewChatMessage,
      /** How many members reported it, and their reasons (without their names). */
      reports: Type.Integer({ minimum: 1 }),
      reasons: Type.Array(Type.String()),
      reportedAt: Type.String(),
      before: Type.Array(ReviewChatMessage),
      after: Type.Array(ReviewChatMessage),
    }),
  ),
});
export type ChatReports = Static<typeof ChatReports>;

export const ChatRemoveParams = Type.Object({ messageId: Type.String({ minLength: 1, maxLength: 80 }) });
/** POST /api/review/chat-messages/:messageId/remove (admins): the words are gone for everyone; its reports are closed. */
export const ChatMessageRemoved = Type.Object({ removed: Type.Literal(true) });
