import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoPrompt } from '../../../shared/video-prompts';
import { markBusy } from '../../pwa/app-busy';
import { CHUNK_MS, isQuotaError, RECORDING_SECONDS, recordingMimeType, secondsLeft } from './recorder-rules';
import { chunkCount, finishRecording, removeRecording, saveChunk, startRecording } from '../../data/recording-store';
import { cameraErrorMessage, STORAGE_FULL_MESSAGE } from './video-copy';

export type RecorderPhase = 'idle' | 'starting' | 'recording';

export interface Recorder {
  phase: RecorderPhase;
  secondsLeft: number;
  /** The camera, for the live preview while recording. */
  stream: MediaStream | null;
  /** Why the recorder closed (camera refused or missing, storage full); null otherwise. */
  error: string | null;
  start(prompt: VideoPrompt): void;
  stop(): void;
}

/**
 * The camera and MediaRecorder (docs/product-rules.md#videos-and-review): front camera with sound, a chunk every 100 ms written
 * to IndexedDB as it arrives, a 15-second countdown that stops by itself. A finished recording appears in the
 * recordings table (use-recordings.ts); an empty one is only logged.
 */
export function useRecorder(): Recorder {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [left, setLeft] = useState(RECORDING_SECONDS);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback((prompt: VideoPrompt) => {
    if (recorder.current) return;
    setError(null);
    setPhase('starting');
    const release = markBusy('recording a video');
    void (async () => {
      let camera: MediaStream;
      try {
        camera = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: true });
      } catch (cause) {
        console.warn('the camera could not start', cause);
        setError(cameraErrorMessage(cause));
        setPhase('idle');
        release();
        return;
      }
      const id = crypto.randomUUID();
      const mimeType = recordingMimeType((type) => MediaRecorder.isTypeSupported(type));
      const startedAt = Date.now();
      const media = new MediaRecorder(camera, { mimeType });
      recorder.current = media;
      let index = 0;
      // Chunks are written one after another, in the order they came, so the stored file is never out of order.
      let writes = startRecording({ id, promptId: prompt.id, promptType: prompt.type, mimeType, startedAt });
      const failed = (cause: unknown) => {
        console.warn('could not save the recording on this device', cause);
        setError(isQuotaError(cause) ? STORAGE_FULL_MESSAGE : 'The recording could not be saved on this device. Please try again.');
        if (media.state === 'recording') media.stop();
      };
      media.addEventListener('dataavailable', (event) => {
        if (event.data.size === 0) return;
        const at = index++;
        writes = writes.then(async () => saveChunk(id, at, await event.data.arrayBuffer())).catch(failed);
      });
      let ticker: ReturnType<typeof setInterval> | undefined;
      let autoStop: ReturnType<typeof setTimeout> | undefined;
      media.addEventListener('stop', () => {
        clearInterval(ticker);
        clearTimeout(autoStop);
        camera.getTracks().forEach((track) => track.stop());
        void (async () => {
          await writes.catch(() => undefined);
          if ((await chunkCount(id)) === 0) {
            console.warn('the recording was empty and was not kept');
            await removeRecording(id);
          } else await finishRecording(id);
          recorder.current = null;
          setStream(null);
          setPhase('idle');
          release();
        })();
      });
      setLeft(RECORDING_SECONDS);
      setStream(camera);
      setPhase('recording');
      media.start(CHUNK_MS);
      ticker = setInterval(() => setLeft(secondsLeft(startedAt, Date.now())), 250);
      autoStop = setTimeout(() => {
        if (media.state === 'recording') media.stop();
      }, RECORDING_SECONDS * 1000);
    })();
  }, []);

  // Leaving the screen stops the recording; what was recorded is kept.
  useEffect(() => stop, [stop]);

  return { phase, secondsLeft: left, stream, error, start, stop };
}
