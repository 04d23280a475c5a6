import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { findChat } from '../../../shared/chats';
import BackToJourney from '../journey/components/BackToJourney';
import { useConversation } from './use-conversation';
import './ChatScreen.css';

/**
 * /emberite/chat/{chatId} (docs/product-rules.md#journey-and-chats): a canned chat. The member types or taps a suggested question and
 * the guide answers from the chat's dictionary; everything stays on this device, so it works offline.
 */
export default function ChatScreen() {
  const { chatId } = useParams();
  // A new conversation for each chat, also when one chat links to another.
  return <ChatView key={chatId} chatId={chatId} />;
}

function ChatView({ chatId }: { chatId: string | undefined }) {
  const chat = findChat(chatId);
  const { messages, ask } = useConversation(chat);
  const [draft, setDraft] = useState('');

  if (!chat) {
    return (
      <div className="container page chat">
        <BackToJourney />
        <h1>we couldn't find this chat</h1>
        <p>There is no chat at this address. The setup guide, event tips and general chat are linked from your journey's steps.</p>
      </div>
    );
  }

  const send = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
    setDraft('');
  };

  return (
    <div className="container page chat">
      <BackToJourney />
      <h1>{chat.title}</h1>
      <p className="muted">{chat.description}</p>
      <div role="log" aria-live="polite" aria-label="messages">
        <ol className="chat__messages">
          {messages.map((message) => (
            <li key={message.id} className={`chat__message chat__message--${message.from}`}>
              <span className="visually-hidden">{message.from === 'me' ? 'you: ' : `${chat.title}: `}</span>
              {message.text}
            </li>
          ))}
        </ol>
      </div>
      <ul className="chat__suggestions" aria-label="suggested questions">
        {chat.suggestions.map((question) => (
          <li key={question}>
            <button type="button" className="chat__suggestion" onClick={() => ask(question)}>
              {question}
            </button>
          </li>
        ))}
      </ul>
      <form className="chat__form" onSubmit={send}>
        <label htmlFor="chat-message">your message</label>
        <div className="chat__compose">
          <input id="chat-message" value={draft} maxLength={300} autoComplete="off" onChange={(event) => setDraft(event.target.value)} />
          <button type="submit" className="btn btn-primary" disabled={!draft.trim()}>
            send
          </button>
        </div>
      </form>
    </div>
  );
}
