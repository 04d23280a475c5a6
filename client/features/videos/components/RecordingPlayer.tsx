import { useEffect, useState } from 'react';
import { recordingBlob } from '../../../data/recording-store';

/** Plays a recording kept on this device, from its stored chunks. */
export default function RecordingPlayer({ recordingId, label }: { recordingId: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let gone = false;
    void recordingBlob(recordingId).then((stored) => {
      if (gone || !stored) return;
      made = URL.createObjectURL(stored.blob);
      setUrl(made);
    });
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [recordingId]);

  if (!url) return null;
  return (
    // biome-ignore lint/a11y/useMediaCaption: the member's own recording, just made on this device, has no captions
    <video className="videos__player" src={url} controls playsInline preload="metadata" aria-label={label} />
  );
}
