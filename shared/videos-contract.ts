import { Type, type Static } from '@sinclair/typebox';
import { NOT_BLANK, Nullable, StringEnum } from './contract';
import { UPLOADABLE_PROMPT_TYPES } from './video-prompts';

// The video routes' schemas (listed per route in shared/api-contract.ts). The client imports this file for types only.

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * A video as its owner sees it (docs/product-rules.md#videos-and-review: id, videoUrl, thumbnailUrl, promptId, promptType, isPublic), with where
 * its review stands. isPublic: approved, so others who may see videos see it.
 */
export const OwnVideo = Type.Object({
  id: Type.String(),
  videoUrl: Type.String(),
  thumbnailUrl: Type.String(),
  promptId: Type.String(),
  promptType: StringEnum(UPLOADABLE_PROMPT_TYPES),
  isPublic: Type.Boolean(),
  reviewStatus: StringEnum(REVIEW_STATUSES),
  reviewReason: Nullable(Type.String()),
  durationMs: Type.Integer(),
  createdAt: Type.String(),
});
export type OwnVideo = Static<typeof OwnVideo>;

export const OwnVideos = Type.Object({ data: Type.Array(OwnVideo) });

/** POST /api/videos/uploads/finish: the tus upload `uploadId` is complete; check it and keep it for the prompt. */
export const FinishUploadBody = Type.Object({
  uploadId: Type.String({ pattern: '^[0-9a-f-]{36}$', errorMessage: 'There is no such upload of yours.' }),
  promptId: Type.String({ maxLength: 80 }),
  promptType: Type.String({ maxLength: 20 }),
  location: Type.String({ maxLength: 200 }),
  /** SHA-256 (hex) of the recording as the device has it: the server keeps the upload only if its bytes match. */
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$', errorMessage: 'The upload must name its SHA-256.' }),
});

/** The tus protocol's own requests (headers in, headers out: no JSON). */
export const TusRequest = { response: {} };

/** POST /api/videos/delete (docs/product-rules.md#videos-and-review: videoId, location). */
export const DeleteVideoBody = Type.Object({
  videoId: Type.String({ minLength: 1, maxLength: 80 }),
  location: Type.String({ pattern: NOT_BLANK, errorMessage: 'User location not found' }),
});
export const VideoDeleted = Type.Object({ videoId: Type.String() });
