import { type ReactNode, useState } from 'react';
import ChatReportList from './components/ChatReportList';
import DisputeList from './components/DisputeList';
import ReportList from './components/ReportList';
import ReviewVideoCard from './components/ReviewVideoCard';
import { useReviewQueue } from './use-review-queue';
import './ReviewScreen.css';

/**
 * /admin/review: admins approve or reject videos before anyone else sees them; no-show charges
 * members dispute, refunded or kept; member reports; reported messages of groups' conversations, removed or left.
 */
export default function ReviewScreen() {
  const { state, reload, replace, replaceDispute, chatMessageRemoved } = useReviewQueue();
  const [announcement, setAnnouncement] = useState('');

  let content: ReactNode;
  if (state.status === 'loading') content = <p>loading the queue...</p>;
  else if (state.status === 'offline') content = <p>you're offline. the queue loads as soon as you're back online.</p>;
  else if (state.status === 'failed')
    content = (
      <>
        <p role="alert" className="error-box">
          we couldn't load the queue: {state.message}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void reload()}>
          try again
        </button>
      </>
    );
  else {
    const pending = state.videos.filter((video) => video.reviewStatus === 'pending');
    const decided = state.videos.filter((video) => video.reviewStatus !== 'pending');
    const card = (video: (typeof state.videos)[number]) => (
      <li key={video.id}>
        <ReviewVideoCard
          video={video}
          onDecided={(next, words) => {
            replace(next);
            setAnnouncement(words);
          }}
        />
      </li>
    );
    content = (
      <>
        <section aria-labelledby="review-pending-title" className="review-section">
          <h2 id="review-pending-title">videos waiting ({pending.length})</h2>
          {pending.length === 0 ? <p>no videos are waiting for review.</p> : <ul className="review-list">{pending.map(card)}</ul>}
        </section>
        {decided.length > 0 && (
          <section aria-labelledby="review-decided-title" className="review-section">
            <h2 id="review-decided-title">recently reviewed</h2>
            <ul className="review-list">{decided.map(card)}</ul>
          </section>
        )}
        <DisputeList
          disputes={state.disputes}
          onDecided={(next, words) => {
            replaceDispute(next);
            setAnnouncement(words);
          }}
        />
        <ReportList reports={state.reports} />
        <ChatReportList
          reports={state.chatReports}
          onRemoved={(messageId, words) => {
            chatMessageRemoved(messageId);
            setAnnouncement(words);
          }}
        />
      </>
    );
  }

  return (
    <div className="container page review-screen">
      <h1>review</h1>
      <p>every video is reviewed before other members see it. a rejected video's member is told the reason.</p>
      <p role="status" aria-live="polite" className="review-screen__announcement">
        {announcement}
      </p>
      {content}
    </div>
  );
}
