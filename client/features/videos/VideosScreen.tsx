import { useState } from 'react';
import { UPLOADABLE_PROMPT_TYPES, VIDEO_PROMPTS } from '../../../shared/video-prompts';
import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import type { OwnVideoRow } from '../../data/db';
import BackToSettings from '../../components/BackToSettings';
import { deleteVideo, uploadRecording } from './actions';
import OwnVideoList from './components/OwnVideoList';
import PromptChooser, { type UploadablePrompt } from './components/PromptChooser';
import RecorderPanel from './components/RecorderPanel';
import RecordingCard from './components/RecordingCard';
import { removeRecording } from '../../data/recording-store';
import { OWN_VIDEOS } from './refresh';
import { useOwnVideos } from './use-own-videos';
import { useRecorder } from './use-recorder';
import { type KeptRecording, useRecordings } from './use-recordings';
import { useSubmission } from './use-submission';
import { UPLOAD_WAITS_OFFLINE } from './video-copy';
import { useConfirmDelete } from './components/use-confirm-delete';
import './VideosScreen.css';

const PROMPTS = VIDEO_PROMPTS.filter((prompt): prompt is UploadablePrompt =>
  (UPLOADABLE_PROMPT_TYPES as readonly string[]).includes(prompt.type),
);

/**
 * /emberite/settings/videos (docs/product-rules.md#videos-and-review): record 15 seconds for the chosen prompt, preview, retake,
 * upload or delete; every recording is kept on this device until the server has it. Then the member's videos, and the
 * prompts to choose from last: fourteen of them before the record button pushed it off a phone's screen.
 */
export default function VideosScreen() {
  const [chosenId, setChosenId] = useState(PROMPTS[0]!.id);
  const submission = useSubmission();
  const confirmDelete = useConfirmDelete();
  const recorder = useRecorder();
  const recordings = useRecordings('videos');
  const videos = useOwnVideos();
  const cache = useCacheState(OWN_VIDEOS);
  const recording = recorder.phase !== 'idle';
  const chosen = PROMPTS.find((prompt) => prompt.id === chosenId) ?? PROMPTS[0]!;
  // While recording, the row being written is the recorder's own; any other 'recording' row was cut by a reload.
  const kept = (recordings ?? []).filter((one) => !(recording && one.recording.state === 'recording'));

  const upload = ({ recording: row }: KeptRecording) => {
    uploadRecording(row.id).then(
      (opId) => submission.follow('upload', opId),
      (error: unknown) => {
        console.warn('could not queue the upload', error);
        submission.failed('upload');
      },
    );
  };
  const removeKept = ({ recording: row }: KeptRecording) =>
    confirmDelete.ask(() =>
      removeRecording(row.id).then(
        () => submission.done('delete'),
        () => submission.failed('delete'),
      ),
    );
  const retake = ({ recording: row }: KeptRecording) => {
    const prompt = PROMPTS.find((one) => one.id === row.promptId) ?? chosen;
    setChosenId(prompt.id);
    void removeRecording(row.id).then(() => recorder.start(prompt));
  };
  const removeVideo = (video: OwnVideoRow) =>
    confirmDelete.ask(() =>
      deleteVideo(video.id).then(
        (opId) => submission.follow('delete', opId),
        () => submission.failed('delete'),
      ),
    );

  return (
    <div className="container page videos">
      <BackToSettings />
      <h1>videos</h1>
      <p className="muted">
        record a 15-second video for a fun prompt and one for a useful prompt: you need both to be discoverable. every video is reviewed
        before anyone else sees it.
      </p>

      {/* The recorder first, for the prompt chosen (the first fun one until another is picked below). */}
      <section className="videos__record" aria-labelledby="videos-prompt-title">
        <h2 id="videos-prompt-title">your prompt</h2>
        <p className="videos__chosen">
          <strong>{chosen.title}</strong> <span className="muted">({chosen.type})</span>
        </p>
        <p className="muted videos__chosen-about">{chosen.description}</p>
        {!recording && (
          <button type="button" className="btn btn-primary videos__record-button" onClick={() => recorder.start(chosen)}>
            record a video
          </button>
        )}
        {recorder.error && (
          <p role="alert" className="error-box">
            {recorder.error}
          </p>
        )}
      </section>

      {recording && <RecorderPanel recorder={recorder} promptTitle={chosen.title} />}

      <div role="status" className="videos__message">
        {submission.message && !submission.message.error && <p>{submission.message.text}</p>}
        {submission.running && !navigator.onLine && <p className="muted">{UPLOAD_WAITS_OFFLINE}</p>}
      </div>
      {submission.message?.error && (
        <p role="alert" className="error-box">
          {submission.message.text}
        </p>
      )}

      {kept.length > 0 && (
        <section aria-labelledby="videos-kept-title">
          <h2 id="videos-kept-title">on this device</h2>
          <ul className="videos__recordings" aria-label="recordings on this device">
            {kept.map((one) => (
              <RecordingCard
                key={one.recording.id}
                kept={one}
                busy={recording}
                onRetake={() => retake(one)}
                onUpload={() => upload(one)}
                onDelete={() => removeKept(one)}
              />
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="videos-mine-title">
        <h2 id="videos-mine-title">your videos</h2>
        <CacheNotice stale={cache.status === 'offline'} sending={false} />
        {videos === undefined ? (
          <p>Loading...</p>
        ) : videos.length === 0 ? (
          <p className="muted">no videos uploaded yet.</p>
        ) : (
          <OwnVideoList videos={videos} label="your videos" onDelete={removeVideo} />
        )}
      </section>

      <section aria-labelledby="videos-choose-title">
        <h2 id="videos-choose-title">choose a prompt</h2>
        <PromptChooser prompts={PROMPTS} chosenId={chosen.id} onChoose={setChosenId} disabled={recording} />
      </section>
      {confirmDelete.dialog}
    </div>
  );
}
