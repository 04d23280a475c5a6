import { findPrompt } from '../../../../shared/video-prompts';
import type { KeptRecording } from '../use-recordings';
import RecordingPlayer from './RecordingPlayer';
import UploadProgress from './UploadProgress';

interface Props {
  kept: KeptRecording;
  busy: boolean;
  onRetake(): void;
  /** Absent for a practice recording, which never leaves the device. */
  onUpload?: () => void;
  onDelete(): void;
}

/** A recording kept on this device: its preview, where its upload stands, and retake / upload / delete. */
export default function RecordingCard({ kept, busy, onRetake, onUpload, onDelete }: Props) {
  const { recording, upload } = kept;
  const title = findPrompt(recording.promptId)?.title ?? recording.promptId;
  const headingId = `recording-${recording.id}`;
  return (
    <li className="card videos__recording" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {recording.state === 'recording' && <p className="muted">this recording was interrupted; what was recorded is kept.</p>}
      <RecordingPlayer recordingId={recording.id} label={`your recording for ${title}`} />
      {upload?.status === 'pending' && <p className="muted">waiting to upload: it stays on this device until the server has it.</p>}
      {upload?.status === 'pending' && recording.uploadBytes ? (
        <UploadProgress sent={recording.uploadedBytes ?? 0} total={recording.uploadBytes} label={`upload of ${title}`} />
      ) : null}
      {upload?.status === 'attention' && (
        <div className="error-box">
          <p>the server did not take this video; your recording is still on this device.</p>
          <p>{upload.lastError}</p>
        </div>
      )}
      <p className="videos__actions">
        <button type="button" className="btn btn-secondary" onClick={onRetake} disabled={busy}>
          retake
        </button>
        {onUpload && (
          <button type="button" className="btn btn-primary" onClick={onUpload} disabled={busy || upload?.status === 'pending'}>
            upload
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onDelete} disabled={busy}>
          delete
        </button>
      </p>
    </li>
  );
}
