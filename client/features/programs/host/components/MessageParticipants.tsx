import { type FormEvent, useRef, useState } from 'react';
import { HOST_MESSAGE, NOTICE_COPY } from '../../../../../shared/format-notices';
import { EventFormatApiError, formatCall, problemText } from '../../../../api/event-format-api';

/** A group the host may write to: its number and how many in it have paid. */
export interface MessageGroup {
  id: string;
  number: number;
  paid: number;
}

/**
 * The host writes to the paid participants of one group or of the whole format (POST /event-format/:id/message): each
 * gets it by e-mail, alone, and in the app. The server keeps the daily limit and says so here, by the message.
 */
export default function MessageParticipants({
  formatId,
  groups,
  paid,
}: {
  formatId: string;
  groups: readonly MessageGroup[];
  paid: number;
}) {
  const [to, setTo] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // One key per message: a retry after a lost answer is the same message, never a second one.
  const key = useRef(crypto.randomUUID());

  if (paid === 0)
    return (
      <section aria-labelledby="message-heading" className="message-participants">
        <h2 id="message-heading">message participants</h2>
        <p className="muted">once someone has paid for a place, you can write to them here.</p>
      </section>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    if (!text.trim()) return setProblem(NOTICE_COPY.messageBlank);
    setSending(true);
    setProblem(null);
    try {
      const answer = await formatCall(
        'POST /event-format/:id/message',
        { params: { id: formatId }, body: { groupId: to || null, text } },
        { headers: { 'Idempotency-Key': key.current } },
      );
      setSent(`sent to ${answer.sent} ${answer.sent === 1 ? 'person' : 'people'}, each by e-mail and in the app.`);
      setText('');
      key.current = crypto.randomUUID();
    } catch (error) {
      setProblem(error instanceof EventFormatApiError ? (error.answer.fields?.text ?? error.answer.message) : problemText(error));
    } finally {
      setSending(false);
    }
  }

  const change = (apply: () => void) => {
    apply();
    setSent(null);
    // Another message: another key.
    key.current = crypto.randomUUID();
  };

  return (
    <form className="message-participants" onSubmit={submit} noValidate aria-labelledby="message-heading">
      <h2 id="message-heading">message participants</h2>
      <p className="muted">only people who have paid get it; nobody sees who else it went to.</p>
      <div className="message-participants__field">
        <label htmlFor="message-to">to</label>
        <select id="message-to" value={to} onChange={(e) => change(() => setTo(e.target.value))}>
          <option value="">everyone who paid ({paid})</option>
          {groups
            .filter((group) => group.paid > 0)
            .map((group) => (
              <option key={group.id} value={group.id}>
                group {group.number} ({group.paid} paid)
              </option>
            ))}
        </select>
      </div>
      <div className="message-participants__field">
        <label htmlFor="message-text">message</label>
        <textarea
          id="message-text"
          rows={5}
          maxLength={HOST_MESSAGE.max}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby="message-count message-problem"
          onChange={(e) => change(() => setText(e.target.value))}
        />
        <p id="message-count" className="muted">
          {text.length}/{HOST_MESSAGE.max}
        </p>
        <p id="message-problem" role="alert" className="message-participants__problem">
          {problem}
        </p>
      </div>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? 'sending...' : 'send'}
      </button>
      <p role="status">{sent}</p>
    </form>
  );
}
