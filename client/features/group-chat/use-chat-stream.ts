import { useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatView } from '../../../shared/group-chat-contract';
import { apiPath } from '../../api/api-path';
import { db } from '../../data/db';
import { keepMessages, keepRemoved, keepState, refreshGroupChat } from './refresh';

async function lastSeqHeld(chatId: string): Promise<number> {
  const last = await db.groupChatMessages.where('[chatId+seq]').between([chatId, 0], [chatId, Infinity]).last();
  return last?.seq ?? 0;
}

/**
 * While the screen is open: the latest page first, then the conversation's event stream from the last seq held
 * (docs/decisions/0017-group-conversation-live-delivery.md). EventSource resumes after a drop by itself, sending
 * Last-Event-ID; one the server closed for good is opened again when the connection comes back. Answers how many
 * messages of others arrived live since the screen opened (or since `seen` was called), for the polite announcement.
 */
export function useChatStream(chatId: string): { arrived: number; seen: () => void } {
  const [arrived, setArrived] = useState(0);
  const counted = useRef(new Set<string>());

  useEffect(() => {
    let source: EventSource | null = null;
    let stopped = false;

    const onMessage = async (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as ChatMessage;
      const known = await db.groupChatMessages.get(message.id);
      await keepMessages(chatId, [message]);
      if (!known && !message.author.me && !counted.current.has(message.id)) {
        counted.current.add(message.id);
        setArrived((count) => count + 1);
      }
    };
    const onRemoved = (event: MessageEvent<string>) => void keepRemoved((JSON.parse(event.data) as { id: string }).id);
    const onState = (event: MessageEvent<string>) => void keepState(chatId, (JSON.parse(event.data) as { state: ChatView['state'] }).state);

    const open = async () => {
      await refreshGroupChat(chatId);
      // Offline, the 'online' event opens it; an open one resumes by itself.
      if (stopped || !navigator.onLine || (source && source.readyState !== EventSource.CLOSED)) return;
      source?.close();
      const after = await lastSeqHeld(chatId);
      if (stopped) return;
      source = new EventSource(apiPath('GET /group-chats/:chatId/stream', { params: { chatId }, querystring: { after: String(after) } }));
      source.addEventListener('message', (event) => void onMessage(event));
      source.addEventListener('removed', onRemoved);
      source.addEventListener('state', onState);
    };

    const reopen = () => void open();
    reopen();
    window.addEventListener('online', reopen);
    return () => {
      stopped = true;
      window.removeEventListener('online', reopen);
      source?.close();
    };
  }, [chatId]);

  return { arrived, seen: () => setArrived(0) };
}
