import { Type, type Static } from '@sinclair/typebox';
import { NOT_BLANK, Nullable, StringEnum } from './contract';
import { REVIEW_REASON_MAX, REVIEW_REASON_MESSAGE } from './review';
import { UPLOADABLE_PROMPT_TYPES } from './video-prompts';
import { REVIEW_STATUSES } from './videos-contract';
import { DISPUTE_STATUSES } from './groups-contract';

// The review routes' schemas (admins only; listed per route in shared/api-contract.ts). The client imports this
// file for types only.

/** A video in the review queue: who (first name and profile id, never the account id), which prompt, the files. */
export const ReviewVideo = Type.Object({
  id: Type.String(),
  profileId: Nullable(Type.String()),
  firstName: Type.String(),
  promptId: Type.String(),
  promptTitle: Type.String(),
  promptType: StringEnum(UPLOADABLE_PROMPT_TYPES),
  videoUrl: Type.String(),
  thumbnailUrl: Type.String(),
  createdAt: Type.String(),
  reviewStatus: StringEnum(REVIEW_STATUSES),
  reviewReason: Nullable(Type.String()),
  reviewedAt: Nullable(Type.String()),
});
export type ReviewVideo = Static<typeof ReviewVideo>;
/** GET /api/review/videos: the pending videos, oldest first, then the latest decisions. */
export const ReviewVideos = Type.Object({ data: Type.Array(ReviewVideo) });

export const ReviewParams = Type.Object({ videoId: Type.String({ minLength: 1, maxLength: 80 }) });
/** POST /api/review/videos/:videoId/reject: the reason goes to the member in their notice. */
export const RejectBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: REVIEW_REASON_MAX, pattern: NOT_BLANK, errorMessage: REVIEW_REASON_MESSAGE }),
});
export type RejectBody = Static<typeof RejectBody>;

/** A member report as an admin reads it: who was reported and by whom (first names, profile ids), why. */
export const ReviewReport = Type.Object({
  id: Type.String(),
  reportedProfileId: Nullable(Type.String()),
  reportedFirstName: Type.String(),
  reporterProfileId: Nullable(Type.String()),
  reporterFirstName: Type.String(),
  reason: Type.String(),
  details: Type.String(),
  createdAt: Type.String(),
});
export type ReviewReport = Static<typeof ReviewReport>;
/** GET /api/review/reports: newest first. */
export const ReviewReports = Type.Object({ data: Type.Array(ReviewReport) });

/**
 * A no-show charge a member disputes, as an admin weighs it: who (first name and profile id, never the account id, as
 * for videos), which meetup, their words, who checked in.
 */
export const ReviewDispute = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  profileId: Nullable(Type.String()),
  meetsAt: Type.String(),
  timeZone: Type.String(),
  venue: Nullable(Type.String()),
  /** How many of the group checked in, and how many were in it: context, never anyone's picks. */
  checkedIn: Type.Integer(),
  groupSize: Type.Integer(),
  reason: Type.String(),
  amountCents: Type.Integer(),
  currency: Type.String(),
  status: StringEnum(DISPUTE_STATUSES),
  createdAt: Type.String(),
});
export type ReviewDispute = Static<typeof ReviewDispute>;
/** GET /api/review/disputes: the open disputes, oldest first. */
export const ReviewDisputes = Type.Object({ data: Type.Array(ReviewDispute) });
export const DisputeParams = Type.Object({ disputeId: Type.String({ minLength: 1, maxLength: 80 }) });
