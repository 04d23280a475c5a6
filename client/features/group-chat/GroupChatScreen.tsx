import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CHAT_COPY, FORMER_MEMBER } from '../../../shared/group-chat';
import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import { blockWriter, markRead, reportMessage, sendMessage } from './actions';
import type { ShownMessage } from './chat-rules';
import BlockWriterDialog from './components/BlockWriterDialog';
import Composer from './components/Composer';
import MessageList from './components/MessageList';
import PinnedMeetup from './components/PinnedMeetup';
import ReportMessageDialog from './components/ReportMessageDialog';
import { groupChatName } from './refresh';
import { useChatStream } from './use-chat-stream';
import { useGroupChat } from './use-group-chat';
import './GroupChatScreen.css';

/** /group/chat/:chatId: a confirmed group's own conversation, one screen per conversation. */
export default function GroupChatScreen() {
  const { chatId = '' } = useParams();
  return <GroupChat key={chatId} chatId={chatId} />;
}

const nameOf = (message: ShownMessage) => (message.author.former ? FORMER_MEMBER : message.author.firstName);

function GroupChat({ chatId }: { chatId: string }) {
  const saved = useGroupChat(chatId);
  const state = useCacheState(groupChatName(chatId));
  const { arrived, seen } = useChatStream(chatId);
  const [reporting, setReporting] = useState<ShownMessage | null>(null);
  const [blocking, setBlocking] = useState<ShownMessage | null>(null);
  const [said, setSaid] = useState('');
  const lastSeq = saved?.lastSeq ?? 0;
  const held = saved?.chat !== null && saved !== undefined;

  useEffect(() => {
    if (held && lastSeq > 0) void markRead(chatId, lastSeq);
  }, [chatId, held, lastSeq]);

  if (!saved?.chat) {
    return (
      <div className="container page group-chat">
        <h1>{CHAT_COPY.title}</h1>
        {state.status === 'offline' ? (
          <p>you're offline and this conversation isn't saved on this device yet.</p>
        ) : state.status === 'failed' ? (
          <p role="alert">{state.message}</p>
        ) : (
          <p role="status">loading the conversation...</p>
        )}
        <p>
          <Link to="/group">back to your group</Link>
        </p>
      </div>
    );
  }

  const { chat, messages } = saved;
  const open = chat.state === 'open';
  const send = (body: string, quick: Parameters<typeof sendMessage>[2]) => {
    seen();
    void sendMessage(chatId, body, quick);
  };

  return (
    <div className="container page group-chat">
      <h1>{CHAT_COPY.title}</h1>
      <PinnedMeetup chat={chat} />
      <CacheNotice stale={state.status === 'offline'} sending={false} />
      <p className="visually-hidden" aria-live="polite">
        {arrived > 0 ? CHAT_COPY.newMessages(arrived) : ''}
      </p>
      <p role="status" className="group-chat__said">
        {said}
      </p>
      <MessageList messages={messages} onReport={setReporting} onBlock={setBlocking} />
      {open ? <Composer chatId={chatId} onSend={send} /> : <p className="group-chat__closed">{CHAT_COPY.readOnly}</p>}
      <p>
        <Link to="/group">back to your group</Link>
      </p>
      <ReportMessageDialog
        writer={reporting && nameOf(reporting)}
        onClose={() => setReporting(null)}
        onConfirm={(reason) => {
          if (reporting) void reportMessage(chatId, reporting.id, reason).then(() => setSaid(CHAT_COPY.reported));
          setReporting(null);
        }}
      />
      <BlockWriterDialog
        writer={blocking && nameOf(blocking)}
        onClose={() => setBlocking(null)}
        onConfirm={() => {
          if (blocking?.author.profileId) void blockWriter(blocking.author.profileId);
          setBlocking(null);
        }}
      />
    </div>
  );
}
