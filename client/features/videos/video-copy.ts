import type { OwnVideo } from '../../../shared/videos';

/** docs/product-rules.md#videos-and-review: the submission messages, word for word. */
export const UPLOADING_MESSAGE = 'Uploading video...';
export const DELETING_MESSAGE = 'Deleting video...';
export const UPLOADED_MESSAGE = 'Video uploaded successfully';
export const DELETED_MESSAGE = 'Video deleted successfully';
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload video. Please try again.';
export const DELETE_FAILED_MESSAGE = 'Failed to delete video. Please try again.';
export const DELETE_CONFIRM = 'Are you sure you want to delete this video?';
/** docs/product-rules.md#videos-and-review: a success message clears after 3 s. */
export const MESSAGE_CLEARS_MS = 3000;

export const UPLOAD_WAITS_OFFLINE = "you're offline: the video is saved on this device and uploads when you're back online.";
export const STORAGE_FULL_MESSAGE =
  'Your device is out of storage space, so the recording stopped. What was recorded so far is kept: free some space, then upload it or record again.';

/** Why the camera could not start (getUserMedia's error names), and what to do. The recorder closes. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Camera access was denied. To record, allow the camera and microphone for this site: tap the camera or lock icon next to the address, choose "Allow", then try again.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera was found on this device. Connect a camera or record on your phone, then try again.';
    case 'NotReadableError':
      return 'Your camera is in use by another app. Close that app, then try again.';
    default:
      return 'The camera could not be started. Please try again.';
  }
}

/** Where the video's review stands, as its owner reads it. */
export function reviewLabel(video: Pick<OwnVideo, 'reviewStatus' | 'reviewReason'>): string {
  if (video.reviewStatus === 'approved') return 'approved';
  if (video.reviewStatus === 'rejected') return `not approved: ${video.reviewReason?.trim() || 'no reason given'}`;
  return 'waiting for review';
}

type StandingVideo = Pick<OwnVideo, 'promptType' | 'reviewStatus'>;

/** Videos that count towards the first two (journey): uploaded and not rejected. */
export function countedVideos(videos: readonly StandingVideo[]): number {
  return videos.filter((video) => video.reviewStatus !== 'rejected').length;
}

/** Whether an approved fun and an approved useful video make the member discoverable by video (docs/product-rules.md#videos-and-review). */
export function isDiscoverableByVideo(videos: readonly StandingVideo[]): boolean {
  const approved = new Set(videos.filter((video) => video.reviewStatus === 'approved').map((video) => video.promptType));
  return approved.has('fun') && approved.has('useful');
}

/** Where the member stands towards being discoverable by video, for the visibility screen. */
export function videoStanding(videos: readonly StandingVideo[]): string {
  if (isDiscoverableByVideo(videos)) return 'Your fun and useful videos are both approved: you are discoverable by video.';
  const of = (type: 'fun' | 'useful') => {
    const video = videos.find((candidate) => candidate.promptType === type);
    if (!video) return 'not recorded yet';
    return video.reviewStatus === 'approved' ? 'approved' : video.reviewStatus === 'rejected' ? 'not approved' : 'waiting for review';
  };
  return `So far: your fun video is ${of('fun')}, your useful video is ${of('useful')}.`;
}
