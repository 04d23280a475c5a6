import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from '../../data/db';
import {
  DELETE_FAILED_MESSAGE,
  DELETED_MESSAGE,
  DELETING_MESSAGE,
  MESSAGE_CLEARS_MS,
  UPLOAD_FAILED_MESSAGE,
  UPLOADED_MESSAGE,
  UPLOADING_MESSAGE,
} from './video-copy';

export type SubmissionKind = 'upload' | 'delete';

export interface SubmissionMessage {
  text: string;
  error: boolean;
}

const COPY = {
  upload: { running: UPLOADING_MESSAGE, done: UPLOADED_MESSAGE, failed: UPLOAD_FAILED_MESSAGE },
  delete: { running: DELETING_MESSAGE, done: DELETED_MESSAGE, failed: DELETE_FAILED_MESSAGE },
};

/**
 * The submission states (docs/product-rules.md#videos-and-review) for one outbox entry: in progress while it waits ("Uploading video..."), completed
 * once the server took it (the entry is gone; the success message clears after 3 s), failed when it was refused.
 */
export function useSubmission() {
  const [current, setCurrent] = useState<{ kind: SubmissionKind; opId: string } | null>(null);
  const [message, setMessage] = useState<SubmissionMessage | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const entry = useLiveQuery(async () => (current ? ((await db.outbox.get(current.opId)) ?? null) : undefined), [current?.opId]);

  const show = useCallback((next: SubmissionMessage | null, clears = false) => {
    clearTimeout(clearTimer.current);
    setMessage(next);
    if (clears) clearTimer.current = setTimeout(() => setMessage(null), MESSAGE_CLEARS_MS);
  }, []);

  useEffect(() => {
    if (!current || entry === undefined) return;
    if (entry === null) {
      show({ text: COPY[current.kind].done, error: false }, true);
      setCurrent(null);
    } else if (entry.status === 'attention') {
      show({ text: COPY[current.kind].failed, error: true });
      setCurrent(null);
    }
  }, [current, entry, show]);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  return {
    message,
    running: current !== null,
    /** Follows the entry just queued. */
    follow(kind: SubmissionKind, opId: string) {
      show({ text: COPY[kind].running, error: false });
      setCurrent({ kind, opId });
    },
    /** A change finished on this device alone (a local recording deleted). */
    done(kind: SubmissionKind) {
      show({ text: COPY[kind].done, error: false }, true);
    },
    failed(kind: SubmissionKind) {
      show({ text: COPY[kind].failed, error: true });
    },
  };
}
