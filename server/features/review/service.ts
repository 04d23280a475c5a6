import { promptTitleOf, RECENTLY_REVIEWED, videoReviewedCopy } from '../../../shared/review';
import type { ReviewReport, ReviewVideo } from '../../../shared/review';
import { CITIES, cityOfLocation, weekAt } from '../../../shared/weekly-cycle';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { posterUrl, videoUrl } from '../videos/video-store';
import type { QueueRow, ReportRow } from './repo';

const VIDEO_NOT_FOUND = () => new AppError('not-found', 404, 'There is no such video: its member may have deleted or replaced it.');
const MEMBER_WITHOUT_PROFILE = 'a member without a profile';
const REPORTS_LISTED = 200;

function reviewVideoOf(row: QueueRow): ReviewVideo {
  return {
    id: row.id,
    profileId: row.profileId,
    firstName: row.firstName ?? MEMBER_WITHOUT_PROFILE,
    promptId: row.promptId,
    promptTitle: promptTitleOf(row.promptId),
    promptType: row.promptType,
    videoUrl: videoUrl(row.file),
    thumbnailUrl: posterUrl(row.posterFile),
    createdAt: row.createdAt,
    reviewStatus: row.reviewStatus,
    reviewReason: row.reviewReason,
    reviewedAt: row.reviewedAt,
  };
}

function reviewReportOf(row: ReportRow): ReviewReport {
  return {
    id: String(row.id),
    reportedProfileId: row.reportedProfileId,
    reportedFirstName: row.reportedFirstName ?? MEMBER_WITHOUT_PROFILE,
    reporterProfileId: row.reporterProfileId,
    reporterFirstName: row.reporterFirstName ?? MEMBER_WITHOUT_PROFILE,
    reason: row.reason,
    details: row.details,
    createdAt: row.createdAt,
  };
}

/**
 * Video review: an admin approves a video, or rejects it with a reason; the member gets a notice
 * either way. The same decision again changes nothing and sends nothing; a different one replaces it.
 */
export function reviewService(db: Database, repos: Repos, now: () => Date) {
  const { review, videos, notices, profiles } = repos;

  async function decide(adminId: string, videoId: string, reason: string | null): Promise<ReviewVideo> {
    return db.transaction(
      async () => {
        const video = await videos.find(videoId);
        if (!video) throw VIDEO_NOT_FOUND();
        const at = now().toISOString();
        const status = reason === null ? 'approved' : 'rejected';
        if (await videos.review(videoId, { status, reason, by: adminId, at })) {
          const timeZone = (cityOfLocation((await profiles.find(video.userId))?.location) ?? CITIES[0]!).timeZone;
          const copy = videoReviewedCopy(video.promptId, reason === null ? { approved: true } : { approved: false, reason });
          await notices.add({ userId: video.userId, week: weekAt(now(), timeZone), kind: `video-${status}`, groupId: null, ...copy }, at);
        }
        return reviewVideoOf((await review.one(videoId))!);
      },
      { durable: true },
    );
  }

  return {
    queue: async () => (await review.queue(RECENTLY_REVIEWED)).map(reviewVideoOf),
    approve: (adminId: string, videoId: string) => decide(adminId, videoId, null),
    reject: (adminId: string, videoId: string, reason: string) => decide(adminId, videoId, reason.trim()),
    reports: async () => (await review.reports(REPORTS_LISTED)).map(reviewReportOf),
  };
}
