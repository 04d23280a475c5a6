import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useHydrated } from '../../../components/use-hydrated';
import { useBrand } from '../../brands/use-brand';
import { useSiteLinks } from '../../site-links/use-site-links';
import { hostChatScript, notImplementedReply } from '../host-chat-script';
import { HOST_SIGN_UP } from '../hosts-content';
import { useHostChat } from '../use-host-chat';
import './HostChat.css';

/**
 * The scripted chat on the hosts page: quick replies, a text box, and answers typed out like a person would. The number
 * to text and how payouts are made are the installation's (GET /api/site-links); until they are known, the contact
 * address and payouts by arrangement, which are true everywhere.
 */
export default function HostChat() {
  const { contactEmail } = useBrand();
  const links = useSiteLinks();
  const hostsPhone = links?.hostsPhone ?? null;
  const payouts = links?.hostPayouts ?? 'by-arrangement';
  const script = useMemo(() => hostChatScript(payouts), [payouts]);
  const unknownReply = notImplementedReply({ phone: hostsPhone, email: contactEmail });
  const { messages, quickReplies, typing, ask } = useHostChat(script, unknownReply);
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // The page is pre-rendered: until this runs, "send" would submit the form natively (a reload that loses the
  // question), so it stays disabled (Enter does nothing then either) while the box already takes typing.
  const ready = useHydrated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls again whenever a message is added, on purpose
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages]);

  // The box is read when sent, not kept in state: what was typed before the script loaded is in it (a controlled
  // input's state would start empty at hydration and send nothing).
  function send(event: FormEvent) {
    event.preventDefault();
    const box = input.current;
    if (!box) return;
    ask(box.value);
    box.value = '';
  }

  return (
    <section className="host-chat" aria-labelledby="host-chat-title">
      <div className="host-chat__header">
        <h2 id="host-chat-title" className="host-chat__title">
          ask us about hosting
        </h2>
        <Link to={HOST_SIGN_UP} className="btn btn-primary host-chat__signup">
          Sign Up
        </Link>
      </div>

      {/* Screen readers hear each answer once, whole: the typed-out copy is hidden from them. */}
      <div ref={log} className="host-chat__log" role="log" aria-live="polite" aria-label="chat messages" tabIndex={0}>
        <ol className="host-chat__messages">
          {messages.map((message) => (
            <li key={message.id} className={`host-chat__bubble host-chat__bubble--${message.from}`}>
              {message.done ? (
                <>
                  <span className="visually-hidden">{message.from === 'host' ? 'host: ' : 'you: '}</span>
                  {message.text}
                </>
              ) : (
                <span aria-hidden="true">{message.shown}</span>
              )}
            </li>
          ))}
        </ol>
      </div>
      <p className="host-chat__typing muted" aria-hidden="true">
        {typing && 'typing…'}
      </p>

      {quickReplies.length > 0 && (
        <ul className="host-chat__quick-replies" aria-label="common questions">
          {quickReplies.map((entry) => (
            <li key={entry.id}>
              <button type="button" className="host-chat__quick-reply" onClick={() => ask(entry.question, entry)}>
                {entry.question}
              </button>
            </li>
          ))}
        </ul>
      )}

      <form className="host-chat__form" onSubmit={send}>
        <label htmlFor="host-chat-input" className="visually-hidden">
          your question
        </label>
        <input
          id="host-chat-input"
          className="host-chat__input"
          type="text"
          autoComplete="off"
          placeholder="type a question…"
          ref={input}
        />
        <button type="submit" className="btn btn-primary host-chat__send" disabled={!ready}>
          send
        </button>
      </form>
    </section>
  );
}
