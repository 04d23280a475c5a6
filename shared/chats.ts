import { EVENT_TIPS_CHAT } from './chats-event-tips';
import { GENERAL_CHAT } from './chats-general-chat';
import { SETUP_GUIDE_CHAT } from './chats-setup-guide';

// The canned chats (spec 001 §2 Chat view, §3 Chat): a guide's opening messages and a dictionary of keyword ->
// answer. Kept on the device only: nothing the member types leaves it.

export type ChatId = 'setup-guide' | 'event-tips' | 'general-chat';

export interface Chat {
  id: ChatId;
  title: string;
  description: string;
  /** What the guide says when the chat opens. */
  messages: readonly string[];
  /** Questions offered as buttons; each one finds an answer in the dictionary. */
  suggestions: readonly string[];
  /** Keyword (lower case, matched at the start of a word) -> answer; the first keyword found wins. */
  responseDictionary: Readonly<Record<string, string>>;
  /** The answer when no keyword matches. */
  defaultResponse: string;
}

export const CHATS: Readonly<Record<ChatId, Chat>> = {
  'setup-guide': SETUP_GUIDE_CHAT,
  'event-tips': EVENT_TIPS_CHAT,
  'general-chat': GENERAL_CHAT,
};

export function findChat(chatId: string | undefined): Chat | undefined {
  return chatId !== undefined && Object.hasOwn(CHATS, chatId) ? CHATS[chatId as ChatId] : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The canned answer to what the member typed: the first dictionary keyword in it, else the default answer. */
export function replyTo(chat: Chat, text: string): string {
  const said = text.toLowerCase();
  for (const [keyword, answer] of Object.entries(chat.responseDictionary)) {
    if (new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(keyword)}`, 'u').test(said)) return answer;
  }
  return chat.defaultResponse;
}
