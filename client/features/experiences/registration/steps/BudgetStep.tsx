import { BUDGET_LABELS, BUDGETS, type Budget } from '../../../../../shared/experience-registration';
import type { StepProps } from './step-props';

function BudgetChoice({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: Budget | null;
  onChange(b: Budget): void;
}) {
  return (
    <fieldset className="registration__fieldset">
      <legend>{legend}</legend>
      {BUDGETS.map((budget) => (
        <label key={budget} className="registration__option">
          <input type="radio" name={name} checked={value === budget} onChange={() => onChange(budget)} />
          {BUDGET_LABELS[budget]}
        </label>
      ))}
    </fieldset>
  );
}

/** Step 3: the ideal budget for an evening, and the most the member would spend (per person). */
export default function BudgetStep({ draft, update }: StepProps) {
  return (
    <div className="registration__budget">
      <BudgetChoice
        name="ideal-budget"
        legend="your ideal budget per person"
        value={draft.idealBudget}
        onChange={(b) => update({ idealBudget: b })}
      />
      <BudgetChoice
        name="max-budget"
        legend="the most you would spend"
        value={draft.maxBudget}
        onChange={(b) => update({ maxBudget: b })}
      />
    </div>
  );
}
