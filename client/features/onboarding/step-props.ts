import type { OnboardingDraft } from '../../../shared/onboarding';
import type { DraftUpdate } from './use-draft';
import type { Wizard } from './use-wizard';

/** What every step component receives. */
export interface StepProps {
  draft: OnboardingDraft;
  update: DraftUpdate;
  wizard: Wizard;
  /**
   * Shows a message in the yellow progress banner (null hides it). A message that reports work done (`done`) leaves by
   * itself with the step after the one it was shown on; one about work still running stays until it is replaced.
   */
  notify: (message: string | null, options?: { done?: boolean }) => void;
}
