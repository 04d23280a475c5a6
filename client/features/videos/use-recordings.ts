import { useLiveQuery } from 'dexie-react-hooks';
import { db, type RecordingRow } from '../../data/db';
import type { OutboxEntry } from '../../data/outbox';

export interface KeptRecording {
  recording: RecordingRow;
  /** The outbox entry uploading it, if one is waiting. */
  upload: OutboxEntry | null;
}

/** The recordings kept on this device, oldest first, each with its waiting upload; undefined while reading. */
export function useRecordings(): KeptRecording[] | undefined {
  return useLiveQuery(async () => {
    const recordings = await db.recordings.orderBy('startedAt').toArray();
    return Promise.all(
      recordings.map(async (recording) => ({
        recording,
        upload: recording.uploadOpId ? ((await db.outbox.get(recording.uploadOpId)) ?? null) : null,
      })),
    );
  });
}
