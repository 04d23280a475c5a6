import { useEffect, useState } from 'react';
import type { OnboardingDraft } from '../../../../shared/onboarding';
import type { DraftUpdate } from '../use-draft';
import { useWizard } from '../use-wizard';
import ProgressBanner from './ProgressBanner';
import ProgressBar from './ProgressBar';
import StepContent from './StepContent';
import './Wizard.css';

/**
 * The /start wizard: progress, the way back, and the current step.
 *
 * Deliberate departure from the first design (docs/product-rules.md#design-departures), which blocked Tab inside the wizard and made Shift+Tab go back a step:
 * that traps keyboard users (no way to the theme picker or the skip link, nothing saying other keys work) and fails
 * WCAG 2.1.1 (keyboard) and 2.4.3 (focus order). Here Tab and Shift+Tab move through the step's controls as on every
 * other page, and going back is the 'back' button.
 */
export default function Wizard({ draft, update }: { draft: OnboardingDraft; update: DraftUpdate }) {
  const wizard = useWizard(draft, update);
  const [banner, setBanner] = useState<{ text: string; done: boolean; steps: number } | null>(null);
  // A message about finished work ("photo saved") is read on the step it leads to, and leaves with that step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: counts step changes only
  useEffect(() => {
    setBanner((shown) => (!shown?.done ? shown : shown.steps >= 1 ? null : { ...shown, steps: shown.steps + 1 }));
  }, [wizard.stepId]);
  const notify = (text: string | null, options?: { done?: boolean }) =>
    setBanner(text === null ? null : { text, done: options?.done ?? false, steps: 0 });

  return (
    <div className="wizard" aria-busy={wizard.locked}>
      <ProgressBanner message={banner?.text ?? null} onDismiss={() => setBanner(null)} />
      <div className="wizard__inner">
        <div className="wizard__top">
          <button type="button" className="wizard__back" onClick={wizard.back}>
            <span aria-hidden="true">←</span> back
          </button>
          <ProgressBar total={wizard.steps.length} current={wizard.index} />
        </div>
        <StepContent key={wizard.stepId} draft={draft} update={update} wizard={wizard} notify={notify} />
      </div>
    </div>
  );
}
