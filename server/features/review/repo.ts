import type { Database } from '../../db/database';
import { picksRepo, type ReportRow } from '../discover/picks-repo';
import { type QueueRow, videosRepo } from '../videos/repo';

export type { QueueRow, ReportRow };

// Reads for admins only: the video review queue and the member reports, asked of the repos that own videos and
// reports. The rows that change (videos' review columns) are written by server/features/videos/repo.ts too.

export function reviewRepo(db: Database) {
  const videos = videosRepo(db);
  const picks = picksRepo(db);
  return {
    /** The pending videos, oldest first, then the latest `decided` decisions, newest first. */
    queue: (decided: number) => videos.reviewQueue(decided),
    one: (videoId: string) => videos.reviewItem(videoId),
    reports: (limit: number) => picks.latestReports(limit),
  };
}

export type ReviewRepo = ReturnType<typeof reviewRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** The review queue. */
    review: ReturnType<typeof reviewRepo>;
  }
}
