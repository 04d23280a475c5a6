import { RELATIONSHIP_STATUS_OPTIONS, type PrivatePreferences } from '../../../../shared/private-preferences';

interface Props {
  value: PrivatePreferences['relationshipStatus'];
  onChange: (value: NonNullable<PrivatePreferences['relationshipStatus']>) => void;
}

/** Relationship status as an option picker (docs/product-rules.md#settings): open or not looking, in plain words. */
export default function RelationshipStatusField({ value, onChange }: Props) {
  return (
    <fieldset className="basic-info__field">
      <legend>relationship status</legend>
      {RELATIONSHIP_STATUS_OPTIONS.map((option) => (
        <label key={option.value} className="basic-info__option">
          <input
            type="radio"
            name="relationship-status"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
