import { CHAT_COPY } from '../../../../shared/group-chat';
import type { ShownMessage } from '../chat-rules';
import ChatMessageItem from './ChatMessageItem';

interface Props {
  messages: ShownMessage[];
  onReport: (message: ShownMessage) => void;
  onBlock: (message: ShownMessage) => void;
}

/** The conversation, oldest first. Not a live region: arrivals are announced by the screen's count instead. */
export default function MessageList({ messages, onReport, onBlock }: Props) {
  if (messages.length === 0) return <p className="group-chat__empty">{CHAT_COPY.empty}</p>;
  return (
    <ol className="group-chat__messages" aria-label="messages">
      {messages.map((message) => (
        <ChatMessageItem key={message.id} message={message} onReport={onReport} onBlock={onBlock} />
      ))}
    </ol>
  );
}
