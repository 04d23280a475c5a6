import { useId, useState } from 'react';
import { compressPhoto } from '../photo-compression';
import { usePhotoPreview } from '../use-photo-preview';
import type { StepProps } from '../step-props';
import ModalDialog from '../../../components/ModalDialog';
import './OnboardingDialog.css';
import StepFrame from './StepFrame';
import './PhotoStep.css';

/**
 * Step 9 (docs/product-rules.md#onboarding-and-profile): choosing a file compresses it, shows the preview and moves on by itself.
 * Skipping is allowed, after a warning that matching needs a photo later.
 */
export default function PhotoStep({ draft, update, wizard, notify }: StepProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState(false);
  const preview = usePhotoPreview(draft.photo);

  const choose = async (file: File | undefined) => {
    if (!file || busy) return;
    setError(null);
    setBusy(true);
    notify('processing your photo...');
    const result = await compressPhoto(file);
    setBusy(false);
    if (!result.ok) {
      notify(null);
      setError(result.message);
      return;
    }
    notify('photo saved on this device', { done: true });
    update({ photo: result.photo });
    wizard.nextWhenFree();
  };

  return (
    <StepFrame
      title="choose your profile photo"
      lead="a clear, friendly photo of your face helps your group spot you at the café."
      onNext={() => wizard.next()}
      showNext={draft.photo !== null}
      extra={
        <button type="button" className="step-frame__link" onClick={() => setWarning(true)}>
          skip for now
        </button>
      }
    >
      {preview && <img className="photo-step__preview" src={preview} alt="your profile photo" />}
      <div>
        <input
          id={inputId}
          className="visually-hidden photo-step__input"
          type="file"
          accept="image/*,.heic,.heif"
          disabled={busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className="btn btn-secondary photo-step__choose">
          {busy ? 'processing your photo...' : draft.photo ? 'change photo' : 'upload a photo'}
        </label>
      </div>
      {error && (
        <p className="step-frame__error" role="alert">
          {error}
        </p>
      )}
      <ModalDialog className="onboarding-dialog" open={warning} title="photo required later" onClose={() => setWarning(false)}>
        <p>you'll need to add a profile photo before you can start matching with others</p>
        <div className="onboarding-dialog__actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setWarning(false);
              wizard.next();
            }}
          >
            got it
          </button>
        </div>
      </ModalDialog>
    </StepFrame>
  );
}
