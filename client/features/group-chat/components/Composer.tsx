import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useState } from 'react';
import { CHAT_MESSAGE, QUICK_REPLIES, QUICK_REPLY_WORDS, type QuickReply } from '../../../../shared/group-chat';
import CountedTextarea from '../../../components/CountedTextarea';
import { db } from '../../../data/db';
import { keepDraft } from '../actions';
import { canSend, characterCounter } from '../chat-rules';

/** The message field with its counter near the limit, Send, and the quick replies (one tap each). */
export default function Composer({ chatId, onSend }: { chatId: string; onSend: (body: string, quick: QuickReply | null) => void }) {
  const saved = useLiveQuery(() => db.groupChatDrafts.get(chatId), [chatId]);
  // What was typed on this screen wins over the saved draft, which fills the field when it opens.
  const [typed, setTyped] = useState<string | null>(null);
  const draft = typed ?? saved?.body ?? '';
  const setDraft = (body: string) => {
    setTyped(body);
    void keepDraft(chatId, body);
  };
  const counter = characterCounter(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend(draft)) return;
    onSend(draft, null);
    setTyped('');
  };
  return (
    <div className="group-chat__composer">
      <ul className="group-chat__quick" aria-label="quick replies">
        {QUICK_REPLIES.map((quick) => (
          <li key={quick}>
            <button type="button" className="btn btn-secondary" onClick={() => onSend(QUICK_REPLY_WORDS[quick], quick)}>
              {QUICK_REPLY_WORDS[quick]}
            </button>
          </li>
        ))}
      </ul>
      <form className="group-chat__form" onSubmit={submit}>
        <CountedTextarea
          id="group-chat-message"
          label="your message"
          rows={2}
          counterClassName="group-chat__counter"
          value={draft}
          max={CHAT_MESSAGE.max}
          onChange={setDraft}
          counter={counter ?? ''}
        />
        <button type="submit" className="btn btn-primary" disabled={!canSend(draft)}>
          Send
        </button>
      </form>
    </div>
  );
}
