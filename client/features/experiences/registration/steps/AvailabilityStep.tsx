import { EVENING_STARTS_AT, type RegistrationDraft } from '../../../../../shared/experience-registration';
import { formatPoetryNightDate, toggleAvailability } from '../../poetry-night-join';
import type { StepProps } from './step-props';

/** Step 1: the evenings the member could make (the next Thursdays, Fridays and Saturdays from 7 PM). */
export default function AvailabilityStep({ draft, update, offered }: StepProps) {
  // An evening chosen earlier that is no longer offered (the draft waited a while) is dropped from view and answers.
  const chosen = draft.availability.filter((date) => offered.includes(date));
  const toggle = (date: string) =>
    update((now: RegistrationDraft) => ({
      availability: toggleAvailability(
        now.availability.filter((d) => offered.includes(d)),
        date,
      ),
    }));
  return (
    <fieldset className="registration__fieldset">
      <legend>which evenings could you make?</legend>
      <p className="muted">Tick every evening that works. More evenings mean a better chance of a group.</p>
      {offered.map((date) => (
        <label key={date} className="registration__option">
          <input type="checkbox" checked={chosen.includes(date)} onChange={() => toggle(date)} />
          {formatPoetryNightDate(date)}, from {EVENING_STARTS_AT}
        </label>
      ))}
    </fieldset>
  );
}
