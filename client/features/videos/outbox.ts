import type { OwnVideo } from '../../../shared/videos';
import { recordingUploaded } from '../../data/recording-store';
import { jsonRequest, type OutboxKindSpecs } from '../../data/outbox-kinds';
import { videoUploadRequest } from './video-upload';

/**
 * A tus upload and POST /videos/uploads/finish (video-upload.ts): only the recording's id travels in the entry; its
 * bytes stay in the recordings tables and are read when it is sent.
 */
export interface UploadVideoPayload {
  recordingId: string;
  location: string;
}

/** POST /videos/delete (docs/product-rules.md#videos-and-review). */
export interface DeleteVideoPayload {
  videoId: string;
  location: string;
}

declare module '../../data/outbox-kinds' {
  interface OutboxPayloads {
    'upload-video': UploadVideoPayload;
    'delete-video': DeleteVideoPayload;
  }
}

export const videoOutboxKinds = {
  'upload-video': {
    label: 'your video',
    request: ({ recordingId, location }) => videoUploadRequest(recordingId, location),
    accepted: ({ recordingId }, body) => recordingUploaded(recordingId, (body as OwnVideo | null) ?? null),
  },
  'delete-video': {
    label: 'deleting a video',
    request: (payload) => jsonRequest('POST /videos/delete', { body: payload }),
  },
} satisfies OutboxKindSpecs<'upload-video' | 'delete-video'>;
