import crypto from 'node:crypto';
import { findPrompt, UPLOADABLE_PROMPT_TYPES, type UploadablePromptType } from '../../../shared/video-prompts';
import type { OwnVideo } from '../../../shared/videos';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { validationFailed } from '../profiles/profile-json';
import { ownVideoOf } from './own-video';
import type { VideoRow } from './repo';
import type { CheckedVideo } from './video-check';

export const VIDEO_NOT_FOUND = () => new AppError('not-found', 404, 'There is no such video of yours.');
const LOCATION_NOT_FOUND = 'User location not found';

export interface VideoPrompt {
  promptId: string;
  promptType: UploadablePromptType;
}

/** The upload's fields, checked: a known fun or useful prompt, and the member's own location (docs/product-rules.md#videos-and-review). */
export function checkUploadFields(
  fields: { location?: string; promptId?: string; promptType?: string },
  profileLocation: string | null,
): VideoPrompt {
  const problems: Record<string, string> = {};
  if (!profileLocation || fields.location?.trim() !== profileLocation) problems.location = LOCATION_NOT_FOUND;
  const type = fields.promptType as UploadablePromptType;
  if (!(UPLOADABLE_PROMPT_TYPES as readonly string[]).includes(type))
    problems.promptType = 'Videos are uploaded for a fun or a useful prompt.';
  else if (findPrompt(fields.promptId ?? '')?.type !== type) problems.promptId = `Choose one of the ${type} prompts.`;
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  return { promptId: fields.promptId!, promptType: type };
}

/** A member's videos: the list, keeping a new one (replacing the same prompt type or id), deleting one. */
export function videosService(repos: Repos, now: () => Date) {
  const { videos } = repos;
  return {
    async own(userId: string): Promise<OwnVideo[]> {
      return (await videos.ofUser(userId)).map(ownVideoOf);
    },
    /**
     * Inside the caller's transaction: the new video replaces any of the member's with the same prompt type or
     * prompt id (docs/product-rules.md#videos-and-review). The answer names the replaced rows, whose files the caller removes after the commit.
     */
    async keep(
      userId: string,
      prompt: VideoPrompt,
      files: { file: string; posterFile: string },
      checked: CheckedVideo,
      sizeBytes: number,
      receivedSha256: string,
    ): Promise<{ video: OwnVideo; replaced: VideoRow[] }> {
      const replaced = (await videos.ofUser(userId)).filter(
        (video) => video.promptType === prompt.promptType || video.promptId === prompt.promptId,
      );
      for (const video of replaced) await videos.remove(video.id);
      const row = {
        id: crypto.randomUUID(),
        userId,
        promptId: prompt.promptId,
        promptType: prompt.promptType,
        ...files,
        container: checked.container,
        durationMs: Math.round(checked.durationSeconds * 1000),
        width: checked.width,
        height: checked.height,
        sizeBytes,
        receivedSha256,
        createdAt: now().toISOString(),
      };
      await videos.insert(row);
      return { video: ownVideoOf({ ...row, reviewStatus: 'pending', reviewReason: null }), replaced };
    },
    /** Inside the caller's transaction: only the member's own video; the answer is the row whose files go after the commit. */
    async remove(userId: string, videoId: string): Promise<VideoRow> {
      const video = await videos.find(videoId);
      if (!video || video.userId !== userId) throw VIDEO_NOT_FOUND();
      await videos.remove(videoId);
      return video;
    },
  };
}
