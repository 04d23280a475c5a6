import type { OwnVideo } from '../../../shared/videos';
import type { VideoRow } from './repo';
import { posterUrl, videoUrl } from './video-store';

/** A video as its owner sees it (docs/product-rules.md#videos-and-review), with its review. */
export function ownVideoOf(row: VideoRow): OwnVideo {
  return {
    id: row.id,
    videoUrl: videoUrl(row.file),
    thumbnailUrl: posterUrl(row.posterFile),
    promptId: row.promptId,
    promptType: row.promptType,
    isPublic: row.reviewStatus === 'approved',
    reviewStatus: row.reviewStatus,
    reviewReason: row.reviewReason,
    durationMs: row.durationMs,
    createdAt: row.createdAt,
  };
}
