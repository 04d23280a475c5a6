import { CANCELLATION_POLICIES, type CancellationPolicy, DETAILS_TEXT_MAX, DIETARY_OPTIONS } from '../../../../../shared/format-options';
import { FORMAT_DESCRIPTION_MAX } from '../../../../../shared/event-formats';
import PriceField from './PriceField';
import type { StepProps } from './step-props';

type Details = StepProps['draft']['eventDetails'];
const INCLUDED = [
  { flag: 'includesFood', text: 'foodDetails', label: 'food' },
  { flag: 'includesDrinks', text: 'drinkDetails', label: 'drinks' },
  { flag: 'includesMaterials', text: 'materialsDetails', label: 'materials' },
] as const;

/** Event details: description, what's included, dietary options, what to bring, price per person, cancellation policy. */
export default function EventDetailsStep({ draft, update }: StepProps) {
  const details = draft.eventDetails;
  const set = (change: Partial<Details>) => update((now) => ({ eventDetails: { ...now.eventDetails, ...change } }));
  return (
    <>
      <div className="field">
        <label htmlFor="format-description">description</label>
        <textarea
          id="format-description"
          rows={5}
          maxLength={FORMAT_DESCRIPTION_MAX}
          required
          value={details.description}
          placeholder="what happens, for whom, and what makes it good"
          onChange={(event) => set({ description: event.target.value })}
        />
      </div>
      <fieldset className="field-set">
        <legend>what's included</legend>
        {INCLUDED.map(({ flag, text, label }) => (
          <div key={flag}>
            <label className="field-check">
              <input type="checkbox" checked={details[flag]} onChange={(event) => set({ [flag]: event.target.checked })} />
              {label}
            </label>
            {details[flag] && (
              <div className="field">
                <label htmlFor={`format-${text}`}>which {label}?</label>
                <input
                  id={`format-${text}`}
                  type="text"
                  maxLength={DETAILS_TEXT_MAX}
                  value={details[text]}
                  onChange={(event) => set({ [text]: event.target.value })}
                />
              </div>
            )}
          </div>
        ))}
      </fieldset>
      {details.includesFood && (
        <fieldset className="field-set">
          <legend>dietary options</legend>
          {DIETARY_OPTIONS.map((option) => (
            <label key={option} className="field-check">
              <input
                type="checkbox"
                checked={details.dietaryOptions.includes(option)}
                onChange={(event) =>
                  set({
                    dietaryOptions: event.target.checked
                      ? [...details.dietaryOptions, option]
                      : details.dietaryOptions.filter((chosen) => chosen !== option),
                  })
                }
              />
              {option}
            </label>
          ))}
        </fieldset>
      )}
      <div className="field">
        <label htmlFor="format-bring">what to bring (optional)</label>
        <textarea
          id="format-bring"
          rows={2}
          maxLength={200}
          value={details.whatToBring}
          onChange={(event) => set({ whatToBring: event.target.value })}
        />
      </div>
      <PriceField draft={draft} update={update} />
      <fieldset className="field-set">
        <legend>cancellation policy</legend>
        {(Object.keys(CANCELLATION_POLICIES) as CancellationPolicy[]).map((policy) => (
          <label key={policy} className="field-check">
            <input
              type="radio"
              name="cancellation-policy"
              checked={draft.pricing.cancellationPolicy === policy}
              onChange={() => update((now) => ({ pricing: { ...now.pricing, cancellationPolicy: policy } }))}
            />
            {CANCELLATION_POLICIES[policy]}
          </label>
        ))}
      </fieldset>
    </>
  );
}
