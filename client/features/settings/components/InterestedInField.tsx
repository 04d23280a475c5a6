import { INTERESTED_IN_OPTIONS, type PrivatePreferences } from '../../../../shared/private-preferences';
import { toggledPreferredSex } from '../preference-rules';

type PreferredSex = PrivatePreferences['preferredSex'];

interface Props {
  value: PreferredSex;
  onChange: (value: PreferredSex) => void;
}

/** "Interested in" (docs/product-rules.md#settings): men, women, anyone, saved as the preferred sexes male, female, any. */
export default function InterestedInField({ value, onChange }: Props) {
  return (
    <fieldset className="basic-info__field">
      <legend>interested in</legend>
      {INTERESTED_IN_OPTIONS.map((option) => (
        <label key={option.value} className="basic-info__option">
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={() => onChange(toggledPreferredSex(value, option.value))}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
