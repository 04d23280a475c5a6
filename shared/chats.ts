import { EVENT_TIPS_CHAT } from './chats-event-tips';
import { GENERAL_CHAT } from './chats-general-chat';
import { SETUP_GUIDE_CHAT } from './chats-setup-guide';
import type { Chat, ChatId } from './chat';

export type { Chat, ChatId } from './chat';

// The canned chats (docs/product-rules.md#journey-and-chats): a guide's opening messages and a dictionary of keyword ->
// answer. Kept on the device only: nothing the member types leaves it.

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
