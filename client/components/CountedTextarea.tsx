import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: ReactNode;
  value: string;
  max: number;
  onChange: (value: string) => void;
  rows?: number;
  labelClassName?: string;
  className?: string;
  counterClassName?: string;
  /** What the counter says; the characters used of the most allowed by default. */
  counter?: ReactNode;
}

/** A labelled text area with its length limit and a counter read with it by screen readers. */
export default function CountedTextarea({
  id,
  label,
  value,
  max,
  onChange,
  rows = 4,
  labelClassName,
  className,
  counterClassName,
  counter,
}: Props) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <textarea
        id={id}
        className={className}
        rows={rows}
        maxLength={max}
        value={value}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-count`} className={counterClassName ? `muted ${counterClassName}` : 'muted'}>
        {counter ?? `${value.length}/${max}`}
      </p>
    </>
  );
}
