import { useState } from 'react';
import type { FormatNotice } from '../../../../shared/format-notices-contract';
import { formatCall, problemText } from '../../../api/event-format-api';
import './FormatNoticeList.css';

/**
 * What a person (or the format's host) was told about a format, newest first: the same words as the e-mails. Each
 * unread one can be marked read (POST /event-format/:id/notices/:noticeId/read, harmless to repeat).
 */
export default function FormatNoticeList({
  formatId,
  notices,
  timeZone,
  heading = "what we've told you",
}: {
  formatId: string;
  notices: readonly FormatNotice[];
  /** The format city's, for the dates. */
  timeZone: string;
  heading?: string;
}) {
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  if (notices.length === 0) return null;
  const when = new Intl.DateTimeFormat('en-CA', { month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });

  async function markRead(notice: FormatNotice) {
    setProblem(null);
    try {
      await formatCall('POST /event-format/:id/notices/:noticeId/read', { params: { id: formatId, noticeId: notice.id } });
      setRead((ids) => new Set([...ids, notice.id]));
    } catch (error) {
      setProblem(problemText(error));
    }
  }

  const headingId = `format-notices-${formatId}`;
  return (
    <section className="format-notices" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <div role="alert">{problem}</div>
      <ul className="format-notices__list">
        {notices.map((notice) => {
          const unread = notice.readAt === null && !read.has(notice.id);
          return (
            <li key={notice.id} className={`format-notices__item card${unread ? ' format-notices__item--unread' : ''}`}>
              <h3 className="format-notices__subject">
                {unread && <span className="format-notices__new">new: </span>}
                {notice.subject}
              </h3>
              <p className="muted">
                <time dateTime={notice.createdAt}>{when.format(new Date(notice.createdAt))}</time>
              </p>
              <p className="format-notices__body">{notice.body}</p>
              {unread && (
                <button type="button" className="btn btn-secondary" onClick={() => void markRead(notice)}>
                  mark as read<span className="visually-hidden">: {notice.subject}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
