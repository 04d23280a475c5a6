import { type FormEvent, useRef, useState } from 'react';
import type { ReviewVideo } from '../../../../shared/review';
import { REVIEW_REASON_MAX, REVIEW_REASON_MESSAGE } from '../../../../shared/review';
import { findPrompt } from '../../../../shared/video-prompts';
import { ApiError } from '../../../api/http';
import { approveVideo, rejectVideo } from '../actions';

const STATUS_WORDS = { pending: 'waiting for review', approved: 'approved', rejected: 'rejected' } as const;

/** One video in the queue: the player, the prompt, and approve or reject with a reason (sent to the member). */
export default function ReviewVideoCard({
  video,
  onDecided,
}: {
  video: ReviewVideo;
  onDecided: (video: ReviewVideo, announcement: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const ids = { title: `review-${video.id}-title`, reason: `review-${video.id}-reason`, error: `review-${video.id}-reason-error` };

  async function run(decision: () => Promise<ReviewVideo>, words: string) {
    setBusy(true);
    setFailure(null);
    try {
      onDecided(await decision(), `${words} ${video.firstName}'s video for "${video.promptTitle}".`);
    } catch (error) {
      if (error instanceof ApiError && error.fields?.reason) setReasonError(error.fields.reason);
      else setFailure(error instanceof Error ? error.message : 'something went wrong');
    } finally {
      setBusy(false);
    }
  }

  function reject(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(REVIEW_REASON_MESSAGE);
      reasonField.current?.focus();
      return;
    }
    void run(() => rejectVideo(video.id, reason.trim()), 'rejected');
  }

  return (
    <article aria-labelledby={ids.title} className="card review-video">
      <h3 id={ids.title}>
        {video.firstName}: {video.promptTitle}
      </h3>
      <p className="muted">
        {video.promptType} prompt · sent <time dateTime={video.createdAt}>{new Date(video.createdAt).toLocaleString()}</time> ·{' '}
        {STATUS_WORDS[video.reviewStatus]}
      </p>
      {findPrompt(video.promptId) && <p>{findPrompt(video.promptId)!.description}</p>}
      {/* biome-ignore lint/a11y/useMediaCaption: members' recordings come without captions; the reviewer watches them */}
      <video src={video.videoUrl} poster={video.thumbnailUrl} controls playsInline preload="metadata" className="review-video__player" />
      {video.reviewStatus === 'rejected' && video.reviewReason && <p>reason given: {video.reviewReason}</p>}
      {video.reviewStatus === 'pending' && (
        <div className="review-video__actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void run(() => approveVideo(video.id), 'approved')}
          >
            approve<span className="visually-hidden"> {video.firstName}'s video</span>
          </button>
          <form onSubmit={reject} noValidate className="review-video__reject">
            <label htmlFor={ids.reason}>reason for rejecting (the member sees it)</label>
            <textarea
              ref={reasonField}
              id={ids.reason}
              rows={2}
              maxLength={REVIEW_REASON_MAX}
              value={reason}
              aria-invalid={reasonError !== null}
              aria-describedby={reasonError ? ids.error : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
            />
            {reasonError && (
              <p id={ids.error} role="alert" className="error-box">
                {reasonError}
              </p>
            )}
            <button type="submit" className="btn btn-secondary" disabled={busy}>
              reject<span className="visually-hidden"> {video.firstName}'s video</span>
            </button>
          </form>
        </div>
      )}
      {failure && (
        <p role="alert" className="error-box">
          {failure}
        </p>
      )}
    </article>
  );
}
