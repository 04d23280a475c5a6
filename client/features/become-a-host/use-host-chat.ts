import { useCallback, useEffect, useRef, useState } from 'react';
import {
  chunkText,
  cleanVisitorInput,
  initialQuickReplies,
  matchScriptedAnswer,
  pickPause,
  type QuickReplyState,
  rotateQuickReplies,
} from './host-chat';
import { HOST_CHAT_GREETING, HOST_CHAT_SCRIPT, type HostChatEntry } from './host-chat-script';

export interface ChatMessage {
  id: number;
  from: 'host' | 'visitor';
  /** The full message. */
  text: string;
  /** How much of it has been typed out so far. */
  shown: string;
  done: boolean;
}

const ALL_IDS = HOST_CHAT_SCRIPT.map((entry) => entry.id);
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The scripted host chat: messages, the quick-reply buttons on offer, and replies typed out one piece at a time; `script`
 * answers what it covers (its ids are HOST_CHAT_SCRIPT's), `unknownReply` everything else.
 */
export function useHostChat(script: HostChatEntry[], unknownReply: string) {
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 0, from: 'host', text: HOST_CHAT_GREETING, shown: HOST_CHAT_GREETING, done: true },
  ]);
  const [quickReplies, setQuickReplies] = useState<QuickReplyState>(() => initialQuickReplies(ALL_IDS));
  const [pendingReplies, setPendingReplies] = useState(0);
  const nextId = useRef(1);
  // Replies are typed strictly one after another, even when the visitor asks several things quickly.
  const replyQueue = useRef<Promise<void>>(Promise.resolve());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const typeReply = useCallback((text: string) => {
    const id = nextId.current++;
    setPendingReplies((n) => n + 1);
    replyQueue.current = replyQueue.current.then(async () => {
      // With reduced motion the whole answer arrives after one pause instead of being typed out.
      const pieces = prefersReducedMotion() ? [text] : chunkText(text);
      setMessages((current) => [...current, { id, from: 'host', text, shown: '', done: false }]);
      for (const piece of pieces) {
        await wait(pickPause());
        if (!mounted.current) return;
        setMessages((current) => current.map((m) => (m.id === id ? { ...m, shown: m.shown + piece } : m)));
      }
      setMessages((current) => current.map((m) => (m.id === id ? { ...m, shown: text, done: true } : m)));
      setPendingReplies((n) => n - 1);
    });
  }, []);

  const ask = useCallback(
    (raw: string, entry?: HostChatEntry) => {
      const question = cleanVisitorInput(raw);
      if (question === null) return;
      const id = nextId.current++;
      setMessages((current) => [...current, { id, from: 'visitor', text: question, shown: question, done: true }]);
      const answer = entry ?? matchScriptedAnswer(question, script);
      if (answer) setQuickReplies((state) => rotateQuickReplies(state, ALL_IDS, answer.id));
      typeReply(answer ? answer.answer : unknownReply);
    },
    [script, unknownReply, typeReply],
  );

  const offered = quickReplies.visible
    .map((id) => script.find((entry) => entry.id === id))
    .filter((entry): entry is HostChatEntry => entry !== undefined);

  return { messages, quickReplies: offered, typing: pendingReplies > 0, ask };
}
