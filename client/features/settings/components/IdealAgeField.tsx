import { useId } from 'react';
import { IDEAL_AGE_OPTIONS, type IdealAgeRange, idealAgeRangeValue, parseIdealAgeRange } from '../../../../shared/ideal-age-range';

interface Props {
  min: number | null;
  max: number | null;
  onChange: (range: IdealAgeRange) => void;
}

/** The ideal age range as a picker of "min-max" ranges; a value that breaks the "min-max" rule is ignored (docs/product-rules.md#settings). */
export default function IdealAgeField({ min, max, onChange }: Props) {
  const id = useId();
  const current = min !== null && max !== null ? idealAgeRangeValue({ min, max }) : '';
  // A range saved elsewhere (the vibe check's picker spans several bands) is shown as it is.
  const custom = current !== '' && !IDEAL_AGE_OPTIONS.some((option) => option.value === current);
  return (
    <div className="basic-info__field">
      <label htmlFor={id}>ideal age range</label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const range = parseIdealAgeRange(event.target.value);
          if (range) onChange(range);
        }}
      >
        {current === '' && (
          <option value="" disabled>
            not set
          </option>
        )}
        {custom && <option value={current}>{current}</option>}
        {IDEAL_AGE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
