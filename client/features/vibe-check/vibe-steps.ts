import type { PrivatePreferences } from '../../../shared/private-preferences';
import type { VibeDraft } from './vibe-answers';

import type { VibeStep } from './vibe-step';

export type { VibeStep } from './vibe-step';

/** Each step's heading. */
export const STEP_TITLES: Record<VibeStep, string> = {
  openness: 'romantic openness',
  'looking-to-meet': 'looking to meet',
  'age-range': 'age range',
  discovery: 'discovery preference',
  summary: 'your preferences',
};

/**
 * Where the check opens: its first unanswered step, or the summary once every step is answered. The first design opened at
 * the summary whenever something was saved; that left a check answered halfway at a summary with holes in it, so the
 * summary waits for a finished check (docs/product-rules.md#design-departures).
 */
export function firstStep(saved: PrivatePreferences): VibeStep {
  if (saved.relationshipStatus === null) return 'openness';
  if (saved.relationshipStatus === 'open') {
    if (saved.preferredSex.length === 0) return 'looking-to-meet';
    if (saved.minIdealAge === null) return 'age-range';
  }
  return saved.discoveryPreference === null ? 'discovery' : 'summary';
}

/** Where a step leads once answered: open → looking to meet → age range → discovery; not looking skips to discovery. */
export function nextStep(step: VibeStep, draft: VibeDraft): VibeStep {
  switch (step) {
    case 'openness':
      return draft.relationshipStatus === 'open' ? 'looking-to-meet' : 'discovery';
    case 'looking-to-meet':
      return 'age-range';
    case 'age-range':
      return 'discovery';
    case 'discovery':
      return 'summary';
    case 'summary':
      // "edit preferences"
      return 'openness';
  }
}

/** The step "back" returns to; none from the first step or the summary. */
export function previousStep(step: VibeStep, draft: VibeDraft): VibeStep | null {
  switch (step) {
    case 'openness':
    case 'summary':
      return null;
    case 'looking-to-meet':
      return 'openness';
    case 'age-range':
      return 'looking-to-meet';
    case 'discovery':
      return draft.relationshipStatus === 'open' ? 'age-range' : 'openness';
  }
}

/**
 * Whether the step's answer is complete: a choice on the radio steps, at least one of men/women/anyone, a start band
 * (docs/product-rules.md#vibe-check), and for "other" a text that is not blank after trimming (docs/product-rules.md#vibe-check).
 */
export function canLeave(step: VibeStep, draft: VibeDraft): boolean {
  switch (step) {
    case 'openness':
      return draft.relationshipStatus !== null;
    case 'looking-to-meet':
      return draft.preferredSex.length > 0;
    case 'age-range':
      return draft.age.start !== null;
    case 'discovery':
      return draft.discoveryPreference !== null && (draft.discoveryPreference !== 'other' || draft.discoveryPreferenceOther.trim() !== '');
    case 'summary':
      return true;
  }
}
