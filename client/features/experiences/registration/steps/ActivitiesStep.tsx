import { ACTIVITIES, type ActivityId } from '../../../../../shared/experience-registration';
import type { StepProps } from './step-props';

/** Step 2: the kinds of evening the member would enjoy. */
export default function ActivitiesStep({ draft, update }: StepProps) {
  const toggle = (id: ActivityId) =>
    update((now) => ({ activities: now.activities.includes(id) ? now.activities.filter((a) => a !== id) : [...now.activities, id] }));
  return (
    <fieldset className="registration__fieldset">
      <legend>what would you enjoy?</legend>
      <p className="muted">Pick every kind of evening you would happily join.</p>
      {ACTIVITIES.map((activity) => (
        <label key={activity.id} className="registration__option">
          <input type="checkbox" checked={draft.activities.includes(activity.id)} onChange={() => toggle(activity.id)} />
          {activity.label}
        </label>
      ))}
    </fieldset>
  );
}
