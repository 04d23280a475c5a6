import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerForPoetryNight } from '../../data/poetry-night-kept';
import { useSession } from '../auth/use-session';
import { POETRY_NIGHT_SCHEDULE } from '../../../shared/experiences';
import {
  formatPoetryNightDate,
  type PoetryNightJoinError,
  toggleAvailability,
  upcomingPoetryNights,
  validatePoetryNightJoin,
} from './poetry-night-join';
import PoetryNightSeats from './components/PoetryNightSeats';
import { useOwnPoetryNight } from './use-own-poetry-night';
import './PoetryNightJoinScreen.css';

/** /emberite/experiences/poetry-night/join: pick the Fridays that work and acknowledge spots are not guaranteed. */
export default function PoetryNightJoinScreen() {
  const navigate = useNavigate();
  const session = useSession();
  // Worked out once when the page opens: the list must not change under someone ticking boxes at midnight.
  const [offered] = useState(() => upcomingPoetryNights(POETRY_NIGHT_SCHEDULE, new Date()));
  const [availability, setAvailability] = useState<string[]>([]);
  const [acknowledged, setAcknowledged] = useState(false);
  const [errors, setErrors] = useState<PoetryNightJoinError[]>([]);
  // Bumped on every failed submit so focus returns to the summary even when the same errors repeat.
  const [attempt, setAttempt] = useState(0);
  const errorSummary = useRef<HTMLDivElement>(null);
  const signedIn = session.status === 'signed-in';
  const { own, giveBack } = useOwnPoetryNight(signedIn);
  // A registered member sees their Fridays ticked, until they change them here.
  const touched = useRef(false);
  useEffect(() => {
    if (touched.current || !own?.registration) return;
    setAvailability(own.registration.availability.filter((date) => offered.includes(date)));
  }, [own, offered]);

  useEffect(() => {
    if (attempt > 0) errorSummary.current?.focus();
  }, [attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePoetryNightJoin({ availability, acknowledged }, offered);
    setErrors(found);
    if (found.length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    // Kept on the device first (sent now if signed in, else once the person signs in), so nothing is lost offline.
    try {
      await registerForPoetryNight(
        availability.filter((date) => offered.includes(date)),
        session.status === 'signed-in' || (session.status === 'unknown' && Boolean(session.remembered)),
      );
    } catch (error) {
      console.warn('the poetry night registration could not be kept on this device', error);
    }
    navigate('/');
  }

  const errorFor = (field: PoetryNightJoinError['field']) => errors.find((e) => e.field === field);
  const availabilityError = errorFor('availability');
  const acknowledgementError = errorFor('acknowledged');

  return (
    <div className="poetry-join container page">
      <h1>join poetry night</h1>
      <p className="poetry-join__lead">
        Poetry night runs on Friday evenings for a table of 8 to 12, $40 a person. Tick every Friday you could make; we put tables together
        from everyone's answers and tell you a week before.
      </p>
      {own && <PoetryNightSeats own={own} giveBack={giveBack} />}

      <div ref={errorSummary} tabIndex={-1} role="alert" className={errors.length ? 'poetry-join__errors' : undefined}>
        {errors.length > 0 && (
          <ul>
            {errors.map((error) => (
              <li key={error.field}>{error.message}</li>
            ))}
          </ul>
        )}
      </div>

      <form className="poetry-join__form" onSubmit={submit} noValidate>
        <fieldset
          className="poetry-join__fieldset"
          aria-invalid={availabilityError ? true : undefined}
          aria-describedby={availabilityError ? 'poetry-join-availability-error' : undefined}
        >
          <legend>which fridays could you make?</legend>
          {offered.map((date) => (
            <label key={date} className="poetry-join__option">
              <input
                type="checkbox"
                checked={availability.includes(date)}
                onChange={() => {
                  touched.current = true;
                  setAvailability((current) => toggleAvailability(current, date));
                }}
              />
              {formatPoetryNightDate(date)}, {POETRY_NIGHT_SCHEDULE.startsAt}
            </label>
          ))}
          {availabilityError && (
            <p id="poetry-join-availability-error" className="poetry-join__field-error">
              {availabilityError.message}
            </p>
          )}
        </fieldset>

        <label className="poetry-join__option poetry-join__acknowledge">
          <input
            type="checkbox"
            checked={acknowledged}
            onChange={(event) => setAcknowledged(event.target.checked)}
            aria-invalid={acknowledgementError ? true : undefined}
            aria-describedby={acknowledgementError ? 'poetry-join-acknowledge-error' : undefined}
          />
          I understand my spot is not guaranteed: the evening happens only when the table is full.
        </label>
        {acknowledgementError && (
          <p id="poetry-join-acknowledge-error" className="poetry-join__field-error">
            {acknowledgementError.message}
          </p>
        )}

        <button type="submit" className="btn btn-primary">
          Let's go!
        </button>
      </form>
    </div>
  );
}
