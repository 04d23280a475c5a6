import type { FormatWizardDraft } from '../../../../../shared/event-format-wizard';
import type { FormatDraftChange } from '../use-format-draft';

/** What every step of the event-format wizard gets: the draft so far, a way to change it, and today's date here. */
export interface StepProps {
  draft: FormatWizardDraft;
  update(change: FormatDraftChange): void;
  /** 'YYYY-MM-DD' on this device, worked out once when the wizard opened. */
  today: string;
}
