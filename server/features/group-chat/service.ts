import {
  CHAT_ERRORS,
  CHAT_MESSAGE,
  CHAT_PAGE,
  CHAT_SEND_LIMITS,
  CHAT_SOMEONE,
  type ChatState,
  FORMER_MEMBER,
  QUICK_REPLY_WORDS,
} from '../../../shared/group-chat';
import type { ChatAuthor, ChatList, ChatMessage, ChatMessageBody, ChatPage } from '../../../shared/group-chat-contract';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { attendanceService } from '../groups/check-in';
import { photoUrl } from '../media/photo-store';
import { type Limit, secondsToWait, subject } from '../rate-limits/limits';
import { type ChatFacts, chatAccess } from './access';
import type { ChatLive } from './live';
import type { ChatRow, MessageRow } from './repo';
import type { ChatTelling } from './tell';

const NOT_FOUND = () => new AppError('chat-not-found', 404, CHAT_ERRORS.notMember);
const CLOSED = () => new AppError('chat-closed', 409, CHAT_ERRORS.closed);
const DIFFERS = () => new AppError('chat-message-differs', 409, CHAT_ERRORS.replayDiffers);
const INVALID = (message: string) => new AppError('validation-failed', 400, 'Some fields need another look.', { body: message });
const PER_MINUTE: Limit = { count: CHAT_SEND_LIMITS.perMinute, windowMs: 60_000 };
const PER_DAY: Limit = { count: CHAT_SEND_LIMITS.perDay, windowMs: 24 * 60 * 60_000 };

/** A member inside a conversation they may read: its facts, its row, and whether it may be written to now. */
export interface Entered {
  facts: ChatFacts;
  chat: ChatRow;
  state: ChatState;
}

/**
 * A confirmed group's conversation: who may enter it (`access.ts`, checked on every request and every wake-up of a
 * stream), its pages, sending exactly once in order, reads and reports. Non-members get the 404 of a conversation
 * that does not exist.
 */
export function groupChatService(options: { db: Database; repos: Repos; now: () => Date; live: ChatLive; telling?: ChatTelling }) {
  const { db, repos, now, live } = options;
  const repo = repos.groupChat;
  const access = chatAccess(db, repos);
  const attendance = attendanceService(repos, now);

  async function enter(userId: string, chatId: string): Promise<Entered> {
    const at = now();
    const facts = await access.factsOf(chatId, at);
    if (!facts?.members.has(userId)) throw NOT_FOUND();
    let chat = await repo.find(chatId);
    const closesAt = facts.closesAt.toISOString();
    const deletedAt = facts.deletedAt.toISOString();
    if (!chat) {
      if (!facts.opens || at >= facts.closesAt) throw NOT_FOUND();
      chat = await repo.open({ id: chatId, kind: facts.kind, groupId: facts.groupId, openedAt: at.toISOString(), closesAt, deletedAt });
    } else if (facts.goesAhead && (chat.closesAt !== closesAt || chat.deletedAt !== deletedAt)) {
      // The meetup moved: the conversation closes and goes as the new date says.
      await repo.setTimes(chatId, closesAt, deletedAt);
      chat = { ...chat, closesAt, deletedAt };
    }
    if (at.getTime() >= Date.parse(chat.deletedAt)) throw NOT_FOUND();
    return { facts, chat, state: facts.goesAhead && at.getTime() < Date.parse(chat.closesAt) ? 'open' : 'read-only' };
  }

  /** Writers as the viewer sees them: members from the conversation's facts, others (who left) by their profile. */
  function authors(facts: ChatFacts, viewerId: string) {
    const known = new Map<string, ChatAuthor>();
    const of = (userId: string, firstName: string, profileId: string | null, photoFile: string | null): ChatAuthor => ({
      profileId,
      former: false,
      firstName,
      photoUrl: photoFile ? photoUrl(photoFile) : null,
      me: userId === viewerId,
    });
    for (const member of facts.members.values())
      known.set(member.userId, of(member.userId, member.firstName, member.profileId, member.photoFile));
    return async (userId: string | null): Promise<ChatAuthor> => {
      if (userId === null) return { profileId: null, former: true, firstName: FORMER_MEMBER, photoUrl: null, me: false };
      let author = known.get(userId);
      if (!author) {
        const profile = await repos.profiles.publicByUserId(userId);
        author = profile ? of(userId, profile.firstName, profile.id, profile.photoFile) : of(userId, CHAT_SOMEONE, null, null);
        known.set(userId, author);
      }
      return author;
    };
  }

  async function messagesOf(rows: MessageRow[], authorOf: ReturnType<typeof authors>): Promise<ChatMessage[]> {
    const messages: ChatMessage[] = [];
    for (const row of rows)
      messages.push({
        id: row.id,
        seq: Number(row.seq),
        author: await authorOf(row.authorId),
        body: row.removedAt ? '' : row.body,
        quick: row.removedAt ? null : row.quick,
        at: row.createdAt,
        removed: row.removedAt !== null,
      });
    return messages;
  }

  const hiddenFor = (userId: string) => repos.picks.blockedBy(userId);

  /** The stored message answered again to its writer's device (after its commit is on disk), or refused if it differs. */
  async function replay(stored: MessageRow, userId: string, chatId: string, body: string, quick: string | null, facts: ChatFacts) {
    if (stored.chatId !== chatId || stored.authorId !== userId || stored.body !== body || stored.quick !== quick) throw DIFFERS();
    await db.durableSoFar();
    return { status: 200 as const, message: (await messagesOf([stored], authors(facts, userId)))[0]! };
  }

  return {
    enter,

    async list(user: { id: string; email: string }): Promise<ChatList> {
      const found: (ChatList['chats'][number] & { meetsAt: number })[] = [];
      for (const chatId of await access.candidatesOf(user)) {
        const entered = await enter(user.id, chatId).catch((error: unknown) => {
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        });
        if (!entered) continue;
        const unread = await repo.unread(chatId, user.id, await hiddenFor(user.id));
        const meetsAt = entered.facts.meetsAt?.getTime() ?? 0;
        found.push({ chatId, title: entered.facts.title, state: entered.state, unread, programId: entered.facts.formatId, meetsAt });
      }
      found.sort((a, b) => b.meetsAt - a.meetsAt || a.chatId.localeCompare(b.chatId));
      return { chats: found.map(({ meetsAt: _, ...chat }) => chat) };
    },

    async page(userId: string, chatId: string, after: number): Promise<ChatPage> {
      const { facts, chat, state } = await enter(userId, chatId);
      const authorOf = authors(facts, userId);
      const rows = await repo.latestAfter(chatId, after, CHAT_PAGE, await hiddenFor(userId));
      return {
        chat: {
          chatId,
          kind: facts.kind,
          title: facts.title,
          venue: facts.venue,
          meetsAt: facts.meetsAt?.toISOString() ?? null,
          closesAt: chat.closesAt,
          deletedAt: chat.deletedAt,
          state,
          members: await Promise.all([...facts.members.keys()].map(authorOf)),
          checkInOpen: state === 'open' && facts.group !== null && attendance.checkInOpenNow(facts.group),
        },
        messages: await messagesOf(rows, authorOf),
      };
    },

    /**
     * What a stream sends next: the messages after `after` and whether writing is open, or null once the viewer may no
     * longer read it.
     */
    async streamAfter(userId: string, chatId: string, after: number): Promise<{ messages: ChatMessage[]; state: ChatState } | null> {
      const entered = await enter(userId, chatId).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      });
      if (!entered) return null;
      const rows = await repo.nextAfter(chatId, after, CHAT_PAGE, await hiddenFor(userId));
      return { messages: await messagesOf(rows, authors(entered.facts, userId)), state: entered.state };
    },

    /** Sends the device's message once: 201 when added, 200 with the stored one when its id was sent before. */
    async send(userId: string, chatId: string, input: ChatMessageBody): Promise<{ status: 200 | 201; message: ChatMessage }> {
      // A stranger learns nothing, not even how a message would be refused.
      const { facts, state } = await enter(userId, chatId);
      const quick = input.quick ?? null;
      const body = input.body.trim() || (quick ? QUICK_REPLY_WORDS[quick] : '');
      const length = [...body].length;
      if (length < CHAT_MESSAGE.min) throw INVALID(CHAT_ERRORS.empty);
      if (length > CHAT_MESSAGE.max) throw INVALID(CHAT_ERRORS.tooLong);
      const stored = await repo.message(input.id);
      if (stored) return replay(stored, userId, chatId, body, quick, facts);
      if (state !== 'open') throw CLOSED();
      const sender = subject('chat-send', userId);
      const checks = [
        { limit: PER_MINUTE, subject: sender },
        { limit: PER_DAY, subject: sender },
      ];
      const wait = await secondsToWait(repos.rateLimits, 'chat-send', checks, now());
      if (wait > 0) throw new AppError('rate-limited', 429, CHAT_ERRORS.tooFast, undefined, { 'Retry-After': String(wait) });
      const added = await db.transaction(
        async () => {
          const again = await repo.message(input.id);
          if (again) return { again };
          const at = now().toISOString();
          const row = await repo.add({ id: input.id, chatId, authorId: userId, body, quick, createdAt: at });
          await repos.rateLimits.record('chat-send', [sender], at);
          if (quick === 'im-here' && facts.group) await attendance.saidImHere(userId, facts.group);
          await options.telling?.messageSent(facts, row, facts.members.get(userId)?.firstName ?? CHAT_SOMEONE);
          return { row };
        },
        { durable: true },
      );
      if ('again' in added) return replay(added.again!, userId, chatId, body, quick, facts);
      await live.told(chatId);
      return { status: 201, message: (await messagesOf([added.row!], authors(facts, userId)))[0]! };
    },

    async read(userId: string, chatId: string, seq: number): Promise<void> {
      const { chat } = await enter(userId, chatId);
      await repo.markRead(userId, chatId, Math.min(seq, Number(chat.lastSeq)));
    },

    /** A member reports a message of the conversation to the admins; once per member and message. */
    async report(userId: string, chatId: string, messageId: string, reason: string): Promise<void> {
      await enter(userId, chatId);
      const message = await repo.message(messageId);
      if (!message || message.chatId !== chatId) throw new AppError('not-found', 404, 'There is no such message in this conversation.');
      await repo.report(messageId, userId, reason.trim(), now().toISOString());
    },
  };
}

export type GroupChatService = ReturnType<typeof groupChatService>;
