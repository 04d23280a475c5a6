import type { AgeSelection } from '../../../shared/age-brackets';
import { idealAgeRangeOfSelection, selectionOfIdealAgeRange } from '../../../shared/ideal-age-range';
import type { PrivatePreferences } from '../../../shared/private-preferences';
import type { ProfileChange } from '../profiles/outbox';
import type { VibeStep } from './vibe-step';

/** The answers on screen, before the step they belong to is left and they are saved. */
export interface VibeDraft {
  relationshipStatus: PrivatePreferences['relationshipStatus'];
  preferredSex: PrivatePreferences['preferredSex'];
  age: AgeSelection;
  discoveryPreference: PrivatePreferences['discoveryPreference'];
  discoveryPreferenceOther: string;
}

/** The saved preferences as answers to edit; a saved age range shows as bands when its ends fall on band edges. */
export function draftOf(saved: PrivatePreferences): VibeDraft {
  return {
    relationshipStatus: saved.relationshipStatus,
    preferredSex: saved.preferredSex,
    age: selectionOfIdealAgeRange(saved.minIdealAge, saved.maxIdealAge),
    discoveryPreference: saved.discoveryPreference,
    discoveryPreferenceOther: saved.discoveryPreferenceOther,
  };
}

/** What leaving a step saves: one outbox entry of the fields it changed (docs/product-rules.md#vibe-check: only changed fields are sent). */
export interface VibeSave {
  changes: ProfileChange[];
  patch: Partial<PrivatePreferences>;
}

const sameSexes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));

/**
 * The save for leaving `step` with `draft` over what is `saved`, or null when nothing changed. The age range sends
 * both ends in one entry; "other" sends its text with it. Not looking never sends who or what ages (that step is
 * skipped, so leaving the first step saves the status alone).
 */
export function saveOnLeaving(step: VibeStep, draft: VibeDraft, saved: PrivatePreferences): VibeSave | null {
  const save: VibeSave = { changes: [], patch: {} };
  const change = <K extends keyof PrivatePreferences>(field: K, value: PrivatePreferences[K]) => {
    save.changes.push({ Field: field, Value: value });
    save.patch[field] = value;
  };
  switch (step) {
    case 'openness':
      if (draft.relationshipStatus !== saved.relationshipStatus) change('relationshipStatus', draft.relationshipStatus);
      break;
    case 'looking-to-meet':
      if (!sameSexes(draft.preferredSex, saved.preferredSex)) change('preferredSex', draft.preferredSex);
      break;
    case 'age-range': {
      const range = idealAgeRangeOfSelection(draft.age);
      if (range && (range.min !== saved.minIdealAge || range.max !== saved.maxIdealAge)) {
        change('minIdealAge', range.min);
        change('maxIdealAge', range.max);
      }
      break;
    }
    case 'discovery': {
      if (draft.discoveryPreference !== saved.discoveryPreference) change('discoveryPreference', draft.discoveryPreference);
      const other = draft.discoveryPreferenceOther.trim();
      if (draft.discoveryPreference === 'other' && other !== saved.discoveryPreferenceOther) change('discoveryPreferenceOther', other);
      break;
    }
    case 'summary':
      break;
  }
  return save.changes.length > 0 ? save : null;
}
