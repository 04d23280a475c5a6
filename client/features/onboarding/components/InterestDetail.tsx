import { useState } from 'react';
import { interestDetailValid, type InterestChoice } from '../../../../shared/interests';
import ModalDialog from '../../../components/ModalDialog';
import './OnboardingDialog.css';
import InterestTexts from './InterestTexts';
import StepFrame from './StepFrame';

interface Props {
  interest: InterestChoice;
  position: number;
  total: number;
  onChange: (interest: InterestChoice) => void;
  /** To the next interest (or out of the step after the last one). */
  onDone: () => void;
  onRemove: () => void;
}

type Open = 'incomplete' | 'skip' | null;

/**
 * Step 14, the per-interest part (docs/product-rules.md#onboarding-and-profile): both texts for one topic. 'next' looks disabled until both
 * are valid and explains itself when pressed; 'skip for now' moves on after a warning, or removes the topic.
 */
export default function InterestDetail({ interest, position, total, onChange, onDone, onRemove }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const valid = interestDetailValid(interest);
  return (
    <StepFrame
      title={`tell more about ${interest.name}`}
      lead={`${position} of ${total}`}
      valid={valid}
      onNext={onDone}
      onInvalid={() => setOpen('incomplete')}
      extra={
        <button type="button" className="step-frame__link" onClick={() => setOpen('skip')}>
          skip for now
        </button>
      }
    >
      <InterestTexts name={interest.name} texts={interest} onChange={(texts) => onChange({ ...interest, ...texts })} />
      <ModalDialog
        className="onboarding-dialog"
        open={open === 'incomplete'}
        title="please complete both fields"
        onClose={() => setOpen(null)}
      >
        <p>describe both what you're looking for and what you can offer (at least 20 characters each)</p>
        <div className="onboarding-dialog__actions">
          <button type="button" className="btn btn-primary" onClick={() => setOpen(null)}>
            ok
          </button>
        </div>
      </ModalDialog>
      <ModalDialog
        className="onboarding-dialog"
        open={open === 'skip'}
        title="you'll need to fill this later"
        onClose={() => setOpen(null)}
      >
        <p>you can finish {interest.name} later from your profile settings.</p>
        <div className="onboarding-dialog__actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setOpen(null);
              onDone();
            }}
          >
            got it, skip for now
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setOpen(null);
              onRemove();
            }}
          >
            remove this interest
          </button>
        </div>
      </ModalDialog>
    </StepFrame>
  );
}
