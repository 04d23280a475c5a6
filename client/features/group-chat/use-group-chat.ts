import { useLiveQuery } from 'dexie-react-hooks';
import type { ChatView } from '../../../shared/group-chat-contract';
import { CURRENT, db } from '../../data/db';
import { shownMessages, type ShownMessage, type TypedMessage } from './chat-rules';

export interface SavedChat {
  /** Null until the server has answered once on this device. */
  chat: ChatView | null;
  messages: ShownMessage[];
  /** The last seq this device holds (0 when none). */
  lastSeq: number;
}

/**
 * One conversation as this device has it, updated live: what the server sent, and what was typed here and waits to
 * be sent (one the server refused is in the outbox's "needs your attention" list, with what was typed).
 */
export function useGroupChat(chatId: string): SavedChat | undefined {
  return useLiveQuery(async () => {
    const row = await db.groupChats.get(chatId);
    const held = await db.groupChatMessages.where('[chatId+seq]').between([chatId, 0], [chatId, Infinity]).toArray();
    const typed = (
      await db.outbox
        .orderBy('createdAt')
        .filter((entry) => entry.kind === 'send-chat-message' && entry.status === 'pending')
        .toArray()
    )
      .map((entry) => entry.payload as TypedMessage)
      .filter((payload) => payload.chatId === chatId);
    const blocked = new Set((await db.blockedMembers.toArray()).map((member) => member.profileId));
    return { chat: row?.chat ?? null, messages: shownMessages(held, typed, blocked), lastSeq: held.at(-1)?.seq ?? 0 };
  }, [chatId]);
}

/** The member's conversations as last listed on this device (empty until listed). */
export function useGroupChats() {
  return useLiveQuery(async () => (await db.groupChatList.get(CURRENT))?.chats ?? [], [], []);
}
