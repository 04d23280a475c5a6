import type { Database } from '../../db/database';
import type { ReviewStatus } from '../videos/repo';

// Reads for admins only: the video review queue and the member reports. The rows that change (videos' review
// columns) are written by server/features/videos/repo.ts, the videos table's one writer.

export interface QueueRow {
  id: string;
  userId: string;
  profileId: string | null;
  firstName: string | null;
  promptId: string;
  promptType: 'fun' | 'useful';
  file: string;
  posterFile: string;
  createdAt: string;
  reviewStatus: ReviewStatus;
  reviewReason: string | null;
  reviewedAt: string | null;
}

export interface ReportRow {
  id: number | string;
  reportedProfileId: string | null;
  reportedFirstName: string | null;
  reporterProfileId: string | null;
  reporterFirstName: string | null;
  reason: string;
  details: string;
  createdAt: string;
}

const QUEUE_COLUMNS = `v.id, v.user_id AS "userId", p.id AS "profileId", p.first_name AS "firstName", v.prompt_id AS "promptId",
  v.prompt_type AS "promptType", v.file, v.poster_file AS "posterFile", v.created_at AS "createdAt",
  v.review_status AS "reviewStatus", v.review_reason AS "reviewReason", v.reviewed_at AS "reviewedAt"
  FROM videos v LEFT JOIN profiles p ON p.user_id = v.user_id`;
const PENDING = `SELECT ${QUEUE_COLUMNS} WHERE v.review_status = 'pending' ORDER BY v.created_at, v.id`;
const DECIDED = `SELECT ${QUEUE_COLUMNS} WHERE v.review_status <> 'pending' ORDER BY v.reviewed_at DESC, v.id LIMIT ?`;
const ONE = `SELECT ${QUEUE_COLUMNS} WHERE v.id = ?`;
const REPORTS = `SELECT r.id, d.id AS "reportedProfileId", d.first_name AS "reportedFirstName", s.id AS "reporterProfileId",
  s.first_name AS "reporterFirstName", r.reason, r.details, r.created_at AS "createdAt"
  FROM reports r LEFT JOIN profiles d ON d.user_id = r.reported_id LEFT JOIN profiles s ON s.user_id = r.reporter_id
  ORDER BY r.created_at DESC, r.id DESC LIMIT ?`;

export function reviewRepo(db: Database) {
  return {
    /** The pending videos, oldest first, then the latest `decided` decisions, newest first. */
    async queue(decided: number): Promise<QueueRow[]> {
      return [...(await db.all<QueueRow>(PENDING)), ...(await db.all<QueueRow>(DECIDED, [decided]))];
    },
    one: (videoId: string) => db.get<QueueRow>(ONE, [videoId]),
    reports: (limit: number) => db.all<ReportRow>(REPORTS, [limit]),
  };
}

export type ReviewRepo = ReturnType<typeof reviewRepo>;
