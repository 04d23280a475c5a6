import { useState } from 'react';
import type { OnboardingDraft } from '../../../../shared/onboarding';
import type { DraftUpdate } from '../use-draft';
import { useWizard } from '../use-wizard';
import { useWizardKeys } from '../use-wizard-keys';
import ProgressBanner from './ProgressBanner';
import ProgressBar from './ProgressBar';
import StepContent from './StepContent';
import './Wizard.css';

/** The /start wizard: progress, the way back, and the current step. */
export default function Wizard({ draft, update }: { draft: OnboardingDraft; update: DraftUpdate }) {
  const wizard = useWizard(draft, update);
  const [banner, setBanner] = useState<string | null>(null);
  const onKeyDown = useWizardKeys(wizard.back);

  return (
    <div className="wizard" onKeyDown={onKeyDown} aria-busy={wizard.locked}>
      <ProgressBanner message={banner} onDismiss={() => setBanner(null)} />
      <div className="wizard__inner">
        <div className="wizard__top">
          <button type="button" className="wizard__back" onClick={wizard.back}>
            <span aria-hidden="true">←</span> back
          </button>
          <ProgressBar total={wizard.steps.length} current={wizard.index} />
        </div>
        <StepContent key={wizard.stepId} draft={draft} update={update} wizard={wizard} notify={setBanner} />
      </div>
    </div>
  );
}
