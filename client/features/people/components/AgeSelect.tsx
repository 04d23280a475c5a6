import { useId } from 'react';
import { PEOPLE_AGE_MAX, PEOPLE_AGE_MIN } from '../../../../shared/people-filters';

const AGES = Array.from({ length: PEOPLE_AGE_MAX - PEOPLE_AGE_MIN + 1 }, (_, i) => PEOPLE_AGE_MIN + i);

/** One end of the Search Settings' age range: any, or an age from 18 to 100 (docs/product-rules.md#discover-and-picks). */
export default function AgeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (age: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="search-settings__age">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}>
        <option value="">any</option>
        {AGES.map((age) => (
          <option key={age} value={age}>
            {age}
          </option>
        ))}
      </select>
    </div>
  );
}
