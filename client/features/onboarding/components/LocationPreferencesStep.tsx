import { useContext, useId } from 'react';
import { StepModeContext } from '../step-mode';
import { NEIGHBORHOOD_OPTIONS, stepValid } from '../../../../shared/onboarding';
import type { StepProps } from '../step-props';
import { STEP_HINTS } from '../wizard-rules';
import ChoiceTiles from './ChoiceTiles';
import StepFrame from './StepFrame';
import './LocationPreferencesStep.css';

const ACTIVITIES = [{ value: 'coffee', label: 'coffee get-togethers' }];
/** Kinds of meetups that are planned but not offered yet: shown, not choosable. */
const COMING_SOON = ['weekend hikes', 'board game nights', 'pottery & making', 'run club & brunch'];
/** categoryComments key for what the person would like to see next. */
const WISH_KEY = 'coming-soon';

const toggle = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** Step 2: what kind of meetup and which neighbourhoods (at least one). */
export default function LocationPreferencesStep({ draft, update, wizard }: StepProps) {
  const wishId = useId();
  const { editing } = useContext(StepModeContext);
  return (
    <StepFrame
      title="where do you want to meet?"
      lead="groups meet at a café close to everyone. pick every part of the city you'd happily get to on a weekend morning."
      valid={stepValid('location-preferences', draft)}
      hint={STEP_HINTS['location-preferences']}
      onNext={() => wizard.next()}
    >
      {!editing && (
        <section className="step-frame__section">
          <h2>what would you like to do?</h2>
          <ChoiceTiles
            label="activities"
            hideLabel
            choices={ACTIVITIES}
            selected={draft.activityPreferences}
            onToggle={(value) => update({ activityPreferences: toggle(draft.activityPreferences, value) })}
          />
          <ul className="location-preferences-step__soon">
            {COMING_SOON.map((kind) => (
              <li key={kind}>
                {kind} <span className="location-preferences-step__badge">coming soon</span>
              </li>
            ))}
          </ul>
          <label className="step-frame__label" htmlFor={wishId}>
            anything else you'd love to do with a small group? (optional)
          </label>
          <input
            id={wishId}
            className="step-frame__input"
            value={draft.categoryComments[WISH_KEY] ?? ''}
            onChange={(event) => update({ categoryComments: { ...draft.categoryComments, [WISH_KEY]: event.target.value } })}
          />
        </section>
      )}
      <section className="step-frame__section">
        <h2>which neighbourhoods work for you?</h2>
        <ChoiceTiles
          label="neighbourhoods"
          hideLabel
          choices={NEIGHBORHOOD_OPTIONS}
          selected={draft.neighborhoods}
          onToggle={(value) => update({ neighborhoods: toggle(draft.neighborhoods, value) })}
        />
      </section>
    </StepFrame>
  );
}
