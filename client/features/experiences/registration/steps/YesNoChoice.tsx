import type { YesNo } from '../../../../../shared/experience-registration';

/** A yes-or-no question as two radio buttons under a legend. */
export default function YesNoChoice({
  name,
  legend,
  labels,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  labels: Record<YesNo, string>;
  value: YesNo | null;
  onChange(answer: YesNo): void;
}) {
  return (
    <fieldset className="registration__fieldset">
      <legend>{legend}</legend>
      {(['yes', 'no'] as const).map((answer) => (
        <label key={answer} className="registration__option">
          <input type="radio" name={name} checked={value === answer} onChange={() => onChange(answer)} />
          {labels[answer]}
        </label>
      ))}
    </fieldset>
  );
}
