import { useState } from 'react';
import { DEFAULT_DAILY_PROMPT_ID, VIDEO_PROMPTS } from '../../../../shared/video-prompts';
import { removeRecording } from '../../../data/recording-store';
import { useRecorder } from '../use-recorder';
import { useRecordings } from '../use-recordings';
import { useConfirmDelete } from './use-confirm-delete';
import PromptChooser from './PromptChooser';
import RecorderPanel from './RecorderPanel';
import RecordingCard from './RecordingCard';
import '../VideosScreen.css';

const DAILY_PROMPTS = VIDEO_PROMPTS.filter((prompt) => prompt.type === 'daily');

/**
 * Practice videos (docs/product-rules.md#videos-and-review, the vibe check's summary): the daily prompts, scientific_fact first, recorded like any
 * video (15 s, kept on this device chunk by chunk), watched back, retaken or deleted. They are never uploaded: the
 * server takes only fun and useful videos.
 */
export default function PracticeRecorder() {
  const [chosenId, setChosenId] = useState(DEFAULT_DAILY_PROMPT_ID);
  const recorder = useRecorder();
  const confirmDelete = useConfirmDelete();
  const recordings = useRecordings('practice');
  const recording = recorder.phase !== 'idle';
  const chosen = DAILY_PROMPTS.find((prompt) => prompt.id === chosenId) ?? DAILY_PROMPTS[0]!;
  const kept = (recordings ?? []).filter((one) => !(recording && one.recording.state === 'recording'));

  const retake = (id: string, promptId: string) => {
    const prompt = DAILY_PROMPTS.find((one) => one.id === promptId) ?? chosen;
    setChosenId(prompt.id);
    void removeRecording(id).then(() => recorder.start(prompt));
  };
  const remove = (id: string) =>
    confirmDelete.ask(() => {
      removeRecording(id).catch((error: unknown) => console.warn('could not delete the practice recording', error));
    });

  return (
    <div className="videos videos--practice">
      <PromptChooser prompts={DAILY_PROMPTS} chosenId={chosen.id} onChoose={setChosenId} disabled={recording} name="practice-prompt" />
      {!recording && (
        <button type="button" className="btn btn-primary" onClick={() => recorder.start(chosen)}>
          record a practice video
        </button>
      )}
      {recorder.error && (
        <p role="alert" className="error-box">
          {recorder.error}
        </p>
      )}
      {recording && <RecorderPanel recorder={recorder} promptTitle={chosen.title} />}
      {kept.length > 0 && (
        <ul className="videos__recordings" aria-label="practice recordings on this device">
          {kept.map(({ recording: row, upload }) => (
            <RecordingCard
              key={row.id}
              kept={{ recording: row, upload }}
              busy={recording}
              onRetake={() => retake(row.id, row.promptId)}
              onDelete={() => remove(row.id)}
            />
          ))}
        </ul>
      )}
      {confirmDelete.dialog}
    </div>
  );
}
