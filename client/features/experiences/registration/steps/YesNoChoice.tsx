import type { RefObject } from 'react';
import type { YesNo } from '../../../../../shared/experience-registration';

/** A yes-or-no question as two radio buttons under a legend; `yesRef` reaches the "yes" button (to move focus there). */
export default function YesNoChoice({
  name,
  legend,
  labels,
  value,
  onChange,
  yesRef,
}: {
  name: string;
  legend: string;
  labels: Record<YesNo, string>;
  value: YesNo | null;
  onChange(answer: YesNo): void;
  yesRef?: RefObject<HTMLInputElement | null>;
}) {
  return (
    <fieldset className="registration__fieldset">
      <legend>{legend}</legend>
      {(['yes', 'no'] as const).map((answer) => (
        <label key={answer} className="registration__option">
          <input
            ref={answer === 'yes' ? yesRef : undefined}
            type="radio"
            name={name}
            checked={value === answer}
            onChange={() => onChange(answer)}
          />
          {labels[answer]}
        </label>
      ))}
    </fieldset>
  );
}
