import type { ReviewDispute, ReviewVideo } from '../../../shared/review';
import { apiCall } from '../../api/http';

// An admin's decisions go straight to the server, not through the outbox: they are not the member's own changes,
// and the reviewer watches the video online. The same decision sent twice changes nothing on the server.

export function approveVideo(videoId: string): Promise<ReviewVideo> {
  return apiCall('POST /review/videos/:videoId/approve', { params: { videoId } });
}

export function rejectVideo(videoId: string, reason: string): Promise<ReviewVideo> {
  return apiCall('POST /review/videos/:videoId/reject', { params: { videoId }, body: { reason } });
}

/** A disputed no-show charge refunded: the member's deposit given back, the strike lifted. Pressed twice, refunds once. */
export function refundDispute(disputeId: string): Promise<ReviewDispute> {
  return apiCall('POST /review/disputes/:disputeId/refund', { params: { disputeId } });
}

/** A disputed no-show charge kept. */
export function keepDispute(disputeId: string): Promise<ReviewDispute> {
  return apiCall('POST /review/disputes/:disputeId/keep', { params: { disputeId } });
}

/** A reported message of a group's conversation taken down: its words are gone for everyone. Pressed twice, removes once. */
export async function removeChatMessage(messageId: string): Promise<void> {
  await apiCall('POST /review/chat-messages/:messageId/remove', { params: { messageId } });
}
