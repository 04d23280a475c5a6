import { useLiveQuery } from 'dexie-react-hooks';
import { isUploadablePromptType } from '../../../shared/video-prompts';
import { db, type RecordingRow } from '../../data/db';
import type { OutboxEntry } from '../../data/outbox';

export interface KeptRecording {
  recording: RecordingRow;
  /** The outbox entry uploading it, if one is waiting. */
  upload: OutboxEntry | null;
}

/** Which recordings a screen lists: the ones to upload (fun and useful prompts), or the practice ones (daily). */
export type RecordingKind = 'videos' | 'practice';

/** The recordings of one kind kept on this device, oldest first, each with its waiting upload; undefined while reading. */
export function useRecordings(kind: RecordingKind): KeptRecording[] | undefined {
  return useLiveQuery(async () => {
    const recordings = (await db.recordings.orderBy('startedAt').toArray()).filter(
      (recording) => isUploadablePromptType(recording.promptType) === (kind === 'videos'),
    );
    return Promise.all(
      recordings.map(async (recording) => ({
        recording,
        upload: recording.uploadOpId ? ((await db.outbox.get(recording.uploadOpId)) ?? null) : null,
      })),
    );
  }, [kind]);
}
