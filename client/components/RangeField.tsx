import type { CSSProperties, ReactNode } from 'react';
import './fields.css';

/**
 * A labelled slider that shows its value beside the label (in words for screen readers too), its two ends under the
 * track, and an optional hint. The track fills up to the thumb, in the theme's colour.
 */
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
  const fill = { '--range-fill': `${((value - min) / Math.max(1, max - min)) * 100}%` } as CSSProperties;
  return (
    <div className="field range-field">
      <div className="range-field__head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="range-field__value" aria-hidden="true">
          {said}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        style={fill}
        aria-valuetext={said}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <p className="muted range-field__ends" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </p>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
