import type { ChatMessage, ChatPage } from '../../../shared/group-chat-contract';
import { apiCall } from '../../api/http';
import { refreshCached } from '../../data/cache-status';
import { CURRENT, db } from '../../data/db';

export const GROUP_CHATS = 'group-chats';
export const groupChatName = (chatId: string) => `group-chat:${chatId}`;

/** GET /api/group-chats: the member's conversations, so /group and /program link to theirs (offline too, once seen). */
export function refreshGroupChats(): Promise<void> {
  return refreshCached(
    GROUP_CHATS,
    () => apiCall('GET /group-chats', {}),
    async ({ chats }) => {
      await db.groupChatList.put({ key: CURRENT, chats, fetchedAt: Date.now() });
    },
  );
}

/**
 * GET /api/group-chats/:chatId: the conversation's pinned facts and its latest page, kept on this device. The whole
 * latest page is asked for, not only what is new, so a message removed meanwhile is shown as removed.
 */
export function refreshGroupChat(chatId: string): Promise<void> {
  return refreshCached(
    groupChatName(chatId),
    () => apiCall('GET /group-chats/:chatId', { params: { chatId }, querystring: {} }),
    (page) => keepPage(chatId, page),
  );
}

export async function keepPage(chatId: string, { chat, messages }: ChatPage): Promise<void> {
  await db.transaction('rw', [db.groupChats, db.groupChatMessages], async () => {
    const known = await db.groupChats.get(chatId);
    await db.groupChats.put({ chatId, chat, readSeq: known?.readSeq ?? 0, fetchedAt: Date.now() });
    await keepMessages(chatId, messages);
  });
}

/** Messages as the server sent them (a page, the stream, a send's answer): the latest word on each id wins. */
export async function keepMessages(chatId: string, messages: readonly ChatMessage[]): Promise<void> {
  await db.groupChatMessages.bulkPut(messages.map((message) => ({ ...message, chatId })));
}

/** The stream's `removed`: the team took the message down; its words leave this device too. */
export async function keepRemoved(id: string): Promise<void> {
  await db.groupChatMessages.update(id, { removed: true, body: '' });
}

/** The stream's `state`: writing closed (or opened) while the screen was open. */
export async function keepState(chatId: string, state: ChatPage['chat']['state']): Promise<void> {
  const known = await db.groupChats.get(chatId);
  if (known) await db.groupChats.put({ ...known, chat: { ...known.chat, state } });
}
