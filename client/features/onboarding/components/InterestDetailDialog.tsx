import { useState } from 'react';
import { interestDetailValid, type InterestChoice } from '../../../../shared/interests';
import { savePendingInterest } from '../actions';
import InterestTexts from './InterestTexts';
import ModalDialog from '../../../components/ModalDialog';
import './OnboardingDialog.css';

interface Props {
  /** The topic being added; null when the dialog is closed. */
  interest: InterestChoice | null;
  onAdd: (interest: InterestChoice) => void;
  onCancel: () => void;
}

const SAVE_FAILED = 'could not keep this on your device';

/**
 * The detail modal of the interest selection (docs/product-rules.md#onboarding-and-profile): a tapped topic is added only once both texts
 * have 20 characters. What is typed is kept as the pending interest, so a reload reopens it as it was.
 */
export default function InterestDetailDialog({ interest, onAdd, onCancel }: Props) {
  const [pressed, setPressed] = useState(false);
  const [texts, setTexts] = useState(interest ?? { lookingFor: '', contribute: '' });
  const [shown, setShown] = useState(interest);
  if (interest !== shown) {
    setShown(interest);
    setTexts(interest ?? { lookingFor: '', contribute: '' });
    setPressed(false);
  }
  const valid = interestDetailValid(texts);
  const keep = (next: InterestChoice | null) => void savePendingInterest(next).catch((error: unknown) => console.warn(SAVE_FAILED, error));

  return (
    <ModalDialog
      className="onboarding-dialog"
      open={interest !== null}
      title={`tell more about ${interest?.name ?? ''}`}
      onClose={() => {
        keep(null);
        onCancel();
      }}
    >
      {interest && (
        <InterestTexts
          name={interest.name}
          texts={texts}
          onChange={(next) => {
            setTexts(next);
            keep({ ...interest, ...next });
          }}
        />
      )}
      {pressed && !valid && (
        <div className="step-frame__error" role="alert">
          <p>
            <strong>please complete both fields</strong>
          </p>
          <p>describe both what you're looking for and what you can offer (at least 20 characters each)</p>
        </div>
      )}
      <div className="onboarding-dialog__actions">
        <button
          type="button"
          className="btn btn-primary step-frame__next"
          aria-disabled={valid ? undefined : true}
          onClick={() => {
            if (!valid || !interest) return setPressed(true);
            keep(null);
            onAdd({ ...interest, lookingFor: texts.lookingFor, contribute: texts.contribute });
          }}
        >
          add
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            keep(null);
            onCancel();
          }}
        >
          cancel
        </button>
      </div>
    </ModalDialog>
  );
}
