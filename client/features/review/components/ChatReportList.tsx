import { useState } from 'react';
import type { ChatReports } from '../../../../shared/group-chat-contract';
import { removeChatMessage } from '../actions';

type ChatReport = ChatReports['data'][number];
type Line = ChatReport['message'];

/** One message of the context: who, when, the words (plain text), or that it was removed. */
function ContextLine({ line, reported = false }: { line: Line; reported?: boolean }) {
  return (
    <li className={reported ? 'review-chat__reported' : undefined}>
      <strong>{line.firstName}</strong> <time dateTime={line.at}>{new Date(line.at).toLocaleString()}</time>:{' '}
      {line.removed ? <em>removed</em> : line.body}
    </li>
  );
}

/** A reported message with the messages around it, its reasons (never who reported it), and "remove message". */
function ChatReportCard({ report, onRemoved }: { report: ChatReport; onRemoved: (messageId: string, words: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { message } = report;
  const titleId = `chat-report-${message.id}-title`;

  async function remove() {
    setBusy(true);
    setFailure(null);
    try {
      await removeChatMessage(message.id);
      onRemoved(message.id, `removed ${message.firstName}'s message.`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'something went wrong');
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="card review-report">
      <article aria-labelledby={titleId}>
        <h3 id={titleId}>
          {message.firstName}’s message <span className="muted">reported {report.reports === 1 ? 'once' : `${report.reports} times`}</span>
        </h3>
        {report.reasons.length > 0 && (
          <ul aria-label="reasons">
            {report.reasons.map((reason, index) => (
              // Reasons have no id of their own and never change order.
              <li key={index}>{reason}</li>
            ))}
          </ul>
        )}
        <ol aria-label="the conversation around it" className="review-chat__context">
          {report.before.map((line) => (
            <ContextLine key={line.id} line={line} />
          ))}
          <ContextLine line={message} reported />
          {report.after.map((line) => (
            <ContextLine key={line.id} line={line} />
          ))}
        </ol>
        <p className="muted">
          last reported <time dateTime={report.reportedAt}>{new Date(report.reportedAt).toLocaleString()}</time> · conversation{' '}
          {report.chatId}
        </p>
        {failure && (
          <p role="alert" className="error-box">
            {failure}
          </p>
        )}
        {!message.removed && (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void remove()}>
            remove message<span className="visually-hidden"> of {message.firstName}</span>
          </button>
        )}
      </article>
    </li>
  );
}

/** Messages of groups' conversations that members reported, each once, with what was said around them. */
export default function ChatReportList({
  reports,
  onRemoved,
}: {
  reports: ChatReport[];
  onRemoved: (messageId: string, words: string) => void;
}) {
  return (
    <section aria-labelledby="review-chat-reports-title" className="review-section">
      <h2 id="review-chat-reports-title">reported messages</h2>
      {reports.length === 0 ? (
        <p>no reported messages.</p>
      ) : (
        <ul className="review-reports">
          {reports.map((report) => (
            <ChatReportCard key={report.message.id} report={report} onRemoved={onRemoved} />
          ))}
        </ul>
      )}
    </section>
  );
}
