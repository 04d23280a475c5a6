import { useCallback } from 'react';
import type { ChatReports } from '../../../shared/group-chat-contract';
import type { ReviewDispute, ReviewReport, ReviewVideo } from '../../../shared/review';
import { apiCall, NetworkError } from '../../api/http';
import { keys } from '../../data/server-keys';
import { useServerData } from '../../data/use-server-data';

export type ReviewQueueState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; videos: ReviewVideo[]; reports: ReviewReport[]; disputes: ReviewDispute[]; chatReports: ChatReports['data'] };

/**
 * The review queue and the member reports, asked of the server (admins review online: the videos are not on this
 * device). `reload` asks again; `replace` puts a decided video's new state in place without waiting for it.
 */
export function useReviewQueue() {
  const {
    data,
    error,
    setData,
    refetch: reload,
  } = useServerData(keys.reviewQueue(), async (signal) => {
    const [videos, reports, disputes, chatReports] = await Promise.all([
      apiCall('GET /review/videos', {}, { signal }),
      apiCall('GET /review/reports', {}, { signal }),
      apiCall('GET /review/disputes', {}, { signal }),
      apiCall('GET /review/chat-reports', {}, { signal }),
    ]);
    return { videos: videos.data, reports: reports.data, disputes: disputes.data, chatReports: chatReports.data };
  });
  const state: ReviewQueueState =
    error instanceof NetworkError
      ? { status: 'offline' }
      : error !== undefined
        ? { status: 'failed', message: error instanceof Error ? error.message : 'something went wrong' }
        : data
          ? { status: 'ready', ...data }
          : { status: 'loading' };
  const replace = useCallback(
    (video: ReviewVideo) =>
      setData((current) => current && { ...current, videos: current.videos.map((one) => (one.id === video.id ? video : one)) }),
    [setData],
  );

  /** A decided dispute stays in the list with its decision until the next reload. */
  const replaceDispute = useCallback(
    (dispute: ReviewDispute) =>
      setData((current) => current && { ...current, disputes: current.disputes.map((one) => (one.id === dispute.id ? dispute : one)) }),
    [setData],
  );

  /** A removed message stays in the list, marked removed, until the next reload. */
  const chatMessageRemoved = useCallback(
    (messageId: string) =>
      setData(
        (current) =>
          current && {
            ...current,
            chatReports: current.chatReports.map((one) =>
              one.message.id === messageId ? { ...one, message: { ...one.message, removed: true } } : one,
            ),
          },
      ),
    [setData],
  );

  return { state, reload, replace, replaceDispute, chatMessageRemoved };
}
