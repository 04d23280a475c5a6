import { useState } from 'react';
import { type Chat, replyTo } from '../../../shared/chats';

export interface ChatMessage {
  id: number;
  from: 'guide' | 'me';
  text: string;
}

/** The conversation of one canned chat, on this page only: the guide's opening messages, then question and answer pairs. */
export function useConversation(chat: Chat | undefined) {
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    (chat?.messages ?? []).map((text, index) => ({ id: index, from: 'guide', text })),
  );
  const ask = (question: string) => {
    const text = question.trim();
    if (!chat || !text) return;
    setMessages((current) => [
      ...current,
      { id: current.length, from: 'me', text },
      { id: current.length + 1, from: 'guide', text: replyTo(chat, text) },
    ]);
  };
  return { messages, ask };
}
