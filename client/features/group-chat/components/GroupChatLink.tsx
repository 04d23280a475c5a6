import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CHAT_COPY } from '../../../../shared/group-chat';
import { onOutboxDone } from '../../../data/outbox';
import { useRefresh } from '../../../data/use-refresh';
import { refreshGroupChats } from '../refresh';
import { useGroupChats } from '../use-group-chat';

/**
 * The way into a group's conversation, once it exists (the server lists it from the moment everyone accepted): the
 * conversation named by `chatId`, or the conversation of the member's group of a program. Listed again when this device's accept reaches the
 * server, since that accept may be the one that opens it.
 */
export default function GroupChatLink(which: { chatId: string } | { programId: string }) {
  useRefresh(refreshGroupChats);
  useEffect(() => onOutboxDone((done) => done.kind === 'answer-invite' && void refreshGroupChats()), []);
  const chats = useGroupChats().filter((chat) => ('chatId' in which ? chat.chatId === which.chatId : chat.programId === which.programId));
  if (chats.length === 0) return null;
  return (
    <p className="group-chat-link">
      {chats.map((chat) => (
        <Link key={chat.chatId} className="btn btn-primary" to={`/group/chat/${encodeURIComponent(chat.chatId)}`}>
          {CHAT_COPY.title}
          {chat.unread > 0 && <span> ({CHAT_COPY.newMessages(chat.unread)})</span>}
        </Link>
      ))}
    </p>
  );
}
