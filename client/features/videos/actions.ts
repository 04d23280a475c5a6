import { isUploadablePromptType } from '../../../shared/video-prompts';
import { CURRENT, db } from '../../data/db';
import { enqueue } from '../../data/outbox';
import { getSessionState } from '../auth/session-store';

const LOCATION_NOT_FOUND = 'User location not found';

/**
 * The member's location (docs/product-rules.md#videos-and-review: both video calls carry it): from the session, or offline from the user the
 * device remembers, else the saved profile.
 */
async function memberLocation(): Promise<string> {
  const session = getSessionState();
  const user = session.status === 'signed-in' ? session.user : session.status === 'unknown' ? session.remembered : undefined;
  const location = user?.location ?? (await db.ownProfile.get(CURRENT))?.profile.location;
  if (!location) throw new Error(LOCATION_NOT_FOUND);
  return location;
}

/**
 * Queues the recording's upload: the entry names the recording, whose bytes stay where they are. An earlier upload
 * of it that the server refused is replaced. Returns the entry's opId.
 */
export async function uploadRecording(recordingId: string): Promise<string> {
  const location = await memberLocation();
  return db.transaction('rw', [db.recordings, db.outbox], async () => {
    const recording = await db.recordings.get(recordingId);
    if (!recording) throw new Error('the recording is no longer on this device');
    if (!isUploadablePromptType(recording.promptType)) throw new Error('a practice recording stays on this device');
    if (recording.uploadOpId) await db.outbox.delete(recording.uploadOpId);
    const opId = await enqueue('upload-video', { recordingId, location });
    await db.recordings.update(recordingId, { uploadOpId: opId, state: 'recorded' });
    return opId;
  });
}

/** POST /videos/delete through the outbox; the video leaves the saved list at once. Returns the entry's opId. */
export async function deleteVideo(videoId: string): Promise<string> {
  const location = await memberLocation();
  return db.transaction('rw', [db.ownVideos, db.outbox], async () => {
    await db.ownVideos.delete(videoId);
    return enqueue('delete-video', { videoId, location });
  });
}
