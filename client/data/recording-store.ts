import type { OwnVideo } from '../../shared/videos';
import { db, type RecordingRow } from './db';
import { keepLocalData } from './keep-local-data';

/**
 * The recordings kept on this device (Dexie tables recordings and recordingChunks): each chunk is written as it
 * arrives, so a reload or crash keeps what was recorded. Also runs in the service worker (the upload's request).
 */

export async function startRecording(row: Omit<RecordingRow, 'state'>): Promise<void> {
  await db.recordings.put({ ...row, state: 'recording' });
  // A recording exists only here until it is uploaded: ask the browser not to evict it.
  keepLocalData();
}

export async function saveChunk(recordingId: string, index: number, data: ArrayBuffer): Promise<void> {
  await db.recordingChunks.put({ recordingId, index, data });
}

export async function chunkCount(recordingId: string): Promise<number> {
  return db.recordingChunks.where('recordingId').equals(recordingId).count();
}

export async function finishRecording(recordingId: string): Promise<void> {
  await db.recordings.update(recordingId, { state: 'recorded' });
}

/** The recording's bytes in order, as one Blob (kept in memory only), or null when it is no longer here. */
export async function recordingBlob(recordingId: string): Promise<{ recording: RecordingRow; blob: Blob } | null> {
  const recording = await db.recordings.get(recordingId);
  if (!recording) return null;
  const chunks = await db.recordingChunks.where('recordingId').equals(recordingId).sortBy('index');
  return {
    recording,
    blob: new Blob(
      chunks.map((chunk) => chunk.data),
      { type: recording.mimeType },
    ),
  };
}

/** Removes a recording, its chunks and the upload still waiting for it, in one transaction. */
export async function removeRecording(recordingId: string): Promise<void> {
  await db.transaction('rw', [db.recordings, db.recordingChunks, db.outbox], async () => {
    const recording = await db.recordings.get(recordingId);
    if (recording?.uploadOpId) await db.outbox.delete(recording.uploadOpId);
    await db.recordingChunks.where('recordingId').equals(recordingId).delete();
    await db.recordings.delete(recordingId);
  });
}

/**
 * The server kept the upload: the device's copy goes, and the new video joins the saved list in place of those it
 * replaced (the same prompt type or prompt id, docs/product-rules.md#videos-and-review) until the list is fetched again.
 */
export async function recordingUploaded(recordingId: string, video: OwnVideo | null): Promise<void> {
  await db.transaction('rw', [db.recordings, db.recordingChunks, db.ownVideos], async () => {
    await db.recordingChunks.where('recordingId').equals(recordingId).delete();
    await db.recordings.delete(recordingId);
    if (!video) return;
    await db.ownVideos.filter((kept) => kept.promptType === video.promptType || kept.promptId === video.promptId).delete();
    await db.ownVideos.put(video);
  });
}
