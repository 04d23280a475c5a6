import type { ReactNode } from 'react';

/** A labelled slider that says its value (in words for screen readers too) with an optional hint below. */
export default function RangeField(props: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  unit: string;
  onChange(value: number): void;
  hint?: ReactNode;
}) {
  const { id, label, value, min, max, unit, onChange, hint } = props;
  const said = `${value} ${unit}`;
  return (
    <div className="field create-event__range">
      <label htmlFor={id}>
        {label}: <output htmlFor={id}>{said}</output>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={said}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <p className="muted create-event__range-ends" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </p>
      {hint && (
        <p id={`${id}-hint`} className="create-event__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
