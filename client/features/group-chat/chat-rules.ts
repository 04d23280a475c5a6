import { CHAT_MESSAGE, type QuickReply } from '../../../shared/group-chat';
import type { ChatAuthor, ChatMessage } from '../../../shared/group-chat-contract';

/** What a message typed on this device carries until the server has it (the outbox entry's payload). */
export interface TypedMessage {
  chatId: string;
  id: string;
  body: string;
  quick: QuickReply | null;
  /** When it was typed, by the device's clock (ISO). */
  at: string;
}

/** A line of the conversation on screen: the server's message, or one typed here still on its way. */
export interface ShownMessage extends ChatMessage {
  pending: boolean;
}

const ME: ChatAuthor = { profileId: null, former: false, firstName: 'you', photoUrl: null, me: true };

/**
 * The conversation as shown: the server's messages in its order (seq), without those of members blocked from here,
 * then the ones typed here that the server has not taken yet, in the order they were typed. A typed message the server
 * already has (its id came back, by the stream or the answer) is shown once, as the server's.
 */
export function shownMessages(held: readonly ChatMessage[], typed: readonly TypedMessage[], blocked: ReadonlySet<string>): ShownMessage[] {
  const taken = new Set(held.map((message) => message.id));
  const fromServer = [...held]
    .sort((a, b) => a.seq - b.seq)
    .filter((message) => message.author.profileId === null || !blocked.has(message.author.profileId))
    .map((message) => ({ ...message, pending: false }));
  const waiting = typed
    .filter((message) => !taken.has(message.id))
    .map((message) => ({
      id: message.id,
      seq: 0,
      author: ME,
      body: message.body,
      quick: message.quick,
      at: message.at,
      removed: false,
      pending: true,
    }));
  return [...fromServer, ...waiting];
}

/** A message may be sent when it has a character other than spaces and fits the limit. */
export function canSend(body: string): boolean {
  const length = body.trim().length;
  return length >= CHAT_MESSAGE.min && body.length <= CHAT_MESSAGE.max;
}

/** The counter shows from this many characters on, so most messages never see it. */
export const COUNTER_FROM = CHAT_MESSAGE.max - 100;

/** "12 characters left" near the limit, nothing before. */
export function characterCounter(body: string): string | null {
  if (body.length < COUNTER_FROM) return null;
  const left = CHAT_MESSAGE.max - body.length;
  return left === 1 ? '1 character left' : `${left} characters left`;
}
