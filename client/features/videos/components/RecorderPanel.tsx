import { useEffect, useRef } from 'react';
import type { Recorder } from '../use-recorder';

/** The live camera preview with the countdown and a stop button, while recording. */
export default function RecorderPanel({ recorder, promptTitle }: { recorder: Recorder; promptTitle: string }) {
  const preview = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (preview.current) preview.current.srcObject = recorder.stream;
  }, [recorder.stream]);

  return (
    <section className="card videos__recorder" aria-labelledby="videos-recorder-title">
      <h2 id="videos-recorder-title">recording: {promptTitle}</h2>
      {/* The person's own live image; nothing to caption. */}
      <video ref={preview} className="videos__camera" autoPlay muted playsInline aria-label="camera preview" />
      <p className="videos__countdown" role="timer" aria-label="seconds left">
        {recorder.phase === 'starting' ? 'starting the camera...' : `${recorder.secondsLeft} s`}
      </p>
      <button type="button" className="btn btn-primary" onClick={recorder.stop} disabled={recorder.phase !== 'recording'}>
        stop
      </button>
    </section>
  );
}
