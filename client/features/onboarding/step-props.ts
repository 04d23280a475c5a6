import type { OnboardingDraft } from '../../../shared/onboarding';
import type { DraftUpdate } from './use-draft';
import type { Wizard } from './use-wizard';

/** What every step component receives. */
export interface StepProps {
  draft: OnboardingDraft;
  update: DraftUpdate;
  wizard: Wizard;
  /** Shows a message in the yellow progress banner (null hides it). */
  notify: (message: string | null) => void;
}
