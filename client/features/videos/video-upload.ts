import type { DetailedError, HttpResponse, UploadOptions } from 'tus-js-client';
import BrowserFileReader from 'tus-js-client/lib.esm/browser/fileReader.js';
import NoopUrlStorage from 'tus-js-client/lib.esm/noopUrlStorage.js';
import BaseUpload from 'tus-js-client/lib.esm/upload.js';
import { TUS_PATH, uploadIdOf, VIDEO_UPLOAD_CHUNK_BYTES } from '../../../shared/video-upload';
import { db } from '../../data/db';
import { jsonRequest, type OutboxRequest } from '../../data/outbox-kinds';
import { OutboxAnswer } from '../../data/outbox-answer';
import { recordingBlob } from '../../data/recording-store';
import { FetchHttpStack } from './tus-fetch-stack';

/** How often, at most, the upload's progress is written to the device's database (the screen reads it from there). */
const PROGRESS_EVERY_MS = 250;

/**
 * The request that hands a recording to the server, for the outbox's 'upload-video' entry. Every recording first goes
 * up by tus, from where the last attempt stopped (the upload's URL is kept on the recording's row, so the page or the
 * service worker resumes it from the server's offset), and the request is then POST /videos/uploads/finish.
 */
export async function videoUploadRequest(recordingId: string, location: string): Promise<OutboxRequest> {
  const stored = await recordingBlob(recordingId);
  if (!stored) throw new Error('the recording is no longer on this device');
  const { recording, blob } = stored;
  const uploadUrl = await sendByTus(recordingId, blob, recording.promptId, recording.uploadUrl ?? null);
  const { promptId, promptType } = recording;
  return jsonRequest('POST /videos/uploads/finish', {
    body: { uploadId: uploadIdOf(uploadUrl), promptId, promptType, location, sha256: await sha256Of(blob) },
  });
}

/** The recording's SHA-256 (hex): the server keeps the upload only if what it received hashes the same. */
async function sha256Of(blob: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** tus-js-client's own upload, over fetch; resolves with the finished upload's URL. */
function sendByTus(recordingId: string, blob: Blob, promptId: string, uploadUrl: string | null): Promise<string> {
  let lastWrite = 0;
  const progress = (sent: number, total: number) => {
    const now = Date.now();
    if (sent < total && now - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = now;
    void db.recordings.update(recordingId, { uploadedBytes: sent, uploadBytes: total });
  };
  // No busy mark is needed: an accepted update already waits for the outbox, which holds this entry until it is done.
  return new Promise<string>((resolve, reject) => {
    const options: UploadOptions = {
      ...BaseUpload.defaultOptions,
      endpoint: TUS_PATH,
      uploadUrl,
      metadata: { promptId, filetype: blob.type },
      chunkSize: VIDEO_UPLOAD_CHUNK_BYTES,
      // One quick retry inside an attempt (a blip); longer outages are the outbox's backoff and triggers.
      retryDelays: [1000],
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: false,
      httpStack: new FetchHttpStack(),
      fileReader: new BrowserFileReader(),
      urlStorage: new NoopUrlStorage(),
      fingerprint: async () => `recording-${recordingId}`,
      onUploadUrlAvailable: () => {
        if (upload.url) void db.recordings.update(recordingId, { uploadUrl: upload.url });
      },
      onProgress: progress,
      onSuccess: () => {
        progress(blob.size, blob.size);
        resolve(upload.url!);
      },
      onError: (error) => reject(answerOf(recordingId, error)),
    };
    const upload = new BaseUpload(blob, options);
    upload.start();
  });
}

/** A tus request that failed for want of an answer or with a refusal (anything else is not an HTTP failure). */
function answerOf(recordingId: string, error: Error | DetailedError): OutboxAnswer | Error {
  // Not a request that failed (a wrong option, say): the change cannot be prepared, and says so in the attention list.
  if (!('originalRequest' in error)) return error;
  const response: HttpResponse | null = error.originalResponse;
  const status = response?.getStatus() ?? null;
  // The server no longer has the upload (removed after a day): the next attempt starts a new one.
  if (status === 404 || status === 410) void db.recordings.update(recordingId, { uploadUrl: undefined });
  return tusFailureAnswer(status, response?.getBody() ?? '', response?.getHeader('Retry-After') ?? null);
}

/**
 * A failed tus request as the outbox's answer: no response, a conflict over the offset, or an upload the server no
 * longer has are tried again (the last from a new upload); a refusal (401, 413, 429, ...) carries the server's status,
 * words and Retry-After, so the outbox asks to sign in, waits, or lists it for the person like any other answer.
 */
export function tusFailureAnswer(status: number | null, text: string, retryAfter: string | null): OutboxAnswer {
  if (status === null || status < 400 || status === 404 || status === 409 || status === 410) return new OutboxAnswer(null, '', null, null);
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text.trim() ? { message: text.trim() } : null;
  }
  return new OutboxAnswer(status, '', body, retryAfter);
}
