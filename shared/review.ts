import { findPrompt } from './video-prompts';

export type { ReviewDispute, ReviewReport, ReviewVideo } from './review-contract';

// Video review by admins: every video is reviewed before anyone else sees it.

export const REVIEW_REASON_MAX = 300;
export const REVIEW_REASON_MESSAGE = `Say why, in 1 to ${REVIEW_REASON_MAX} characters.`;
/** How many decided videos the queue lists after the pending ones, newest decision first. */
export const RECENTLY_REVIEWED = 20;

/** The prompt's title, or its id for a prompt this version no longer lists. */
export function promptTitleOf(promptId: string): string {
  return findPrompt(promptId)?.title ?? promptId;
}

/** The words of the member's notice about a reviewed video (in the app and by e-mail). */
export function videoReviewedCopy(promptId: string, decision: { approved: true } | { approved: false; reason: string }) {
  const prompt = promptTitleOf(promptId);
  return decision.approved
    ? {
        title: 'your video was approved',
        body: `your video for "${prompt}" was approved. members who have an approved video of their own can now see it.`,
      }
    : {
        title: 'your video was not approved',
        body: `your video for "${prompt}" was not approved. the reason: "${decision.reason}". you can record it again in Videos.`,
      };
}
