import type { RegistrationDraft } from '../../../../../shared/experience-registration';

/** What every step of the registration wizard gets: the answers so far and a way to change them. */
export interface StepProps {
  draft: RegistrationDraft;
  update(change: Partial<RegistrationDraft> | ((now: RegistrationDraft) => Partial<RegistrationDraft>)): unknown;
  /** The evenings offered (ISO dates), worked out once when the wizard opened. */
  offered: string[];
}
