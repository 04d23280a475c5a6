import { useCallback, useEffect, useState } from 'react';
import type { ReviewDispute, ReviewReport, ReviewVideo } from '../../../shared/review';
import { apiCall, NetworkError } from '../../api/http';

export type ReviewQueueState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; videos: ReviewVideo[]; reports: ReviewReport[]; disputes: ReviewDispute[] };

/**
 * The review queue and the member reports, asked of the server (admins review online: the videos are not on this
 * device). `reload` asks again; `replace` puts a decided video's new state in place without waiting for it.
 */
export function useReviewQueue() {
  const [state, setState] = useState<ReviewQueueState>({ status: 'loading' });

  const reload = useCallback(async () => {
    try {
      const [videos, reports, disputes] = await Promise.all([
        apiCall('GET /review/videos', {}),
        apiCall('GET /review/reports', {}),
        apiCall('GET /review/disputes', {}),
      ]);
      setState({ status: 'ready', videos: videos.data, reports: reports.data, disputes: disputes.data });
    } catch (error) {
      setState(
        error instanceof NetworkError
          ? { status: 'offline' }
          : { status: 'failed', message: error instanceof Error ? error.message : 'something went wrong' },
      );
    }
  }, []);

  useEffect(() => {
    void reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [reload]);

  const replace = useCallback((video: ReviewVideo) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, videos: current.videos.map((one) => (one.id === video.id ? video : one)) } : current,
    );
  }, []);

  /** A decided dispute stays in the list with its decision until the next reload. */
  const replaceDispute = useCallback((dispute: ReviewDispute) => {
    setState((current) =>
      current.status === 'ready'
        ? { ...current, disputes: current.disputes.map((one) => (one.id === dispute.id ? dispute : one)) }
        : current,
    );
  }, []);

  return { state, reload, replace, replaceDispute };
}
