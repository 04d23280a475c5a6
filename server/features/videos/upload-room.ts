import fs from 'node:fs/promises';
import type { VideosConfig } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import type { VideoUploadsRepo } from './upload-repo';
import { VIDEO_MESSAGES } from './video-check';

const STORAGE_FULL = () =>
  new AppError(
    'storage-full',
    507,
    'The server has no room for new uploads right now. Your video will be sent again later; it is still on your phone.',
  );
const MEMBER_FULL = (retryAfterSeconds: number) =>
  new AppError(
    'uploads-unfinished',
    429,
    'Your unfinished video uploads take all the room kept for you. Your video will be sent again once the oldest is removed; it is still on your phone.',
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

export type UploadRoomLimits = Pick<VideosConfig, 'unfinishedMemberBytes' | 'unfinishedTotalBytes' | 'minFreeBytes' | 'unfinishedMs'>;

/**
 * The room uploads take on the server's disk: a new upload is refused while the disk is nearly full, and the bytes
 * unfinished uploads may hold (their declared sizes, from their start until they are kept, refused or expire) are
 * capped per member and in all (video_uploads; a transaction, so two uploads at once cannot both take the last room,
 * on several app processes too).
 */
export function uploadRoom(db: Database, repo: VideoUploadsRepo, limits: UploadRoomLimits, now: () => Date) {
  return {
    /** Refuses (507) when `bytes` more in `dir` would leave less than the configured room free on its disk. */
    async checkFreeSpace(dir: string, bytes: number): Promise<void> {
      const { bavail, bsize } = await fs.statfs(dir);
      if (bavail * bsize - bytes < limits.minFreeBytes) throw STORAGE_FULL();
    },
    /**
     * Holds `bytes` for the member's new upload `id`, or refuses: 429 with when the member's oldest unfinished upload
     * expires when theirs hold the member's room, 507 when all unfinished uploads hold the server's.
     */
    async hold(id: string, userId: string, bytes: number): Promise<void> {
      // A self-hoster's room per member smaller than one video: waiting would never help.
      if (bytes > limits.unfinishedMemberBytes) throw new AppError('video-too-large', 413, VIDEO_MESSAGES.tooLarge);
      const at = now();
      const since = new Date(at.getTime() - limits.unfinishedMs).toISOString();
      await db.transaction(async () => {
        const held = await repo.held(userId, since);
        if (held.memberBytes + bytes > limits.unfinishedMemberBytes) {
          const freedAt = Date.parse(held.memberOldest ?? at.toISOString()) + limits.unfinishedMs;
          throw MEMBER_FULL(Math.max(1, Math.ceil((freedAt - at.getTime()) / 1000)));
        }
        if (held.totalBytes + bytes > limits.unfinishedTotalBytes) throw STORAGE_FULL();
        await repo.insert({ id, userId, sizeBytes: bytes, createdAt: at.toISOString() });
      });
    },
    /** The upload no longer holds room (kept, refused or removed). */
    release: (id: string) => repo.remove(id),
    /** Uploads begun at or before `at` (expired) no longer hold room. */
    releaseBegunBy: (at: Date) => repo.removeBegunBy(at.toISOString()),
  };
}

export type UploadRoom = ReturnType<typeof uploadRoom>;
