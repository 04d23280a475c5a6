import {
  DISCOVERY_PREFERENCE_OPTIONS,
  INTERESTED_IN_OPTIONS,
  type PrivatePreferences,
  RELATIONSHIP_STATUS_OPTIONS,
} from '../../../shared/private-preferences';

const NOT_ANSWERED = 'not answered yet';

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  options.find((option) => option.value === value)?.label ?? NOT_ANSWERED;

/** The summary's lines, in plain words; who and what ages only for someone open to romance. */
export function preferenceLines(preferences: PrivatePreferences): { term: string; detail: string }[] {
  const lines = [{ term: 'romantic openness', detail: labelOf(RELATIONSHIP_STATUS_OPTIONS, preferences.relationshipStatus) }];
  if (preferences.relationshipStatus === 'open') {
    const who = INTERESTED_IN_OPTIONS.filter((option) => preferences.preferredSex.includes(option.value)).map((option) => option.label);
    const { minIdealAge: min, maxIdealAge: max } = preferences;
    lines.push(
      { term: 'looking to meet', detail: who.length > 0 ? who.join(', ') : NOT_ANSWERED },
      { term: 'ages', detail: min !== null && max !== null ? `${min}-${max}` : NOT_ANSWERED },
    );
  }
  const discovery = labelOf(DISCOVERY_PREFERENCE_OPTIONS, preferences.discoveryPreference);
  lines.push({
    term: 'discovering people through',
    detail: preferences.discoveryPreference === 'other' ? `${discovery}: ${preferences.discoveryPreferenceOther}` : discovery,
  });
  return lines;
}
