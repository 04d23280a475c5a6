import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readKeptPoetryNight, registerForPoetryNight } from '../../data/poetry-night-kept';
import { useSession } from '../auth/use-session';
import { POETRY_NIGHT_SCHEDULE } from '../../../shared/experiences';
import {
  formatPoetryNightDate,
  listedPoetryNights,
  type PoetryNightJoinError,
  toggleAvailability,
  upcomingPoetryNights,
  validatePoetryNightJoin,
} from './poetry-night-join';
import PoetryNightKept from './components/PoetryNightKept';
import PoetryNightSeats from './components/PoetryNightSeats';
import { useOwnPoetryNight } from './use-own-poetry-night';
import './PoetryNightJoinScreen.css';

/**
 * /emberite/experiences/poetry-night/join: pick the Fridays that work and acknowledge spots are not guaranteed. Signed
 * in, "Let's go!" sends the answer and goes to / (docs/product-rules.md#experiences-and-poetry-night); signed out, it is kept on this device and the page asks
 * the visitor to sign in to send it.
 */
export default function PoetryNightJoinScreen() {
  const navigate = useNavigate();
  const session = useSession();
  // Worked out once when the page opens: the list must not change under someone ticking boxes at midnight.
  const [openedAt] = useState(() => new Date());
  const offered = useMemo(() => upcomingPoetryNights(POETRY_NIGHT_SCHEDULE, openedAt), [openedAt]);
  const [availability, setAvailability] = useState<string[]>([]);
  const [acknowledged, setAcknowledged] = useState(false);
  const [errors, setErrors] = useState<PoetryNightJoinError[]>([]);
  // Bumped on every failed submit so focus returns to the summary even when the same errors repeat.
  const [attempt, setAttempt] = useState(0);
  const errorSummary = useRef<HTMLDivElement>(null);
  const signedIn = session.status === 'signed-in';
  const { own, giveBack } = useOwnPoetryNight(signedIn);
  // A member's own Fridays stay listed until their evening, decided or not: unticking one gives its seat back.
  const ownFridays = own?.registration?.availability;
  const listed = useMemo(() => listedPoetryNights(offered, ownFridays ?? [], openedAt), [offered, ownFridays, openedAt]);
  const ownListed = (ownFridays ?? []).filter((date) => listed.includes(date));
  // An answer kept while signed out: null when there is none (undefined while the device is read).
  const kept = useLiveQuery(readKeptPoetryNight);
  const keptHeading = useRef<HTMLHeadingElement>(null);
  const [keptNow, setKeptNow] = useState<string[] | null>(null);
  // Bumped on every answer kept, so focus goes to the sign-in request each time.
  const [keptTimes, setKeptTimes] = useState(0);
  const keptShown = signedIn ? null : (kept ?? keptNow);
  // A registered member sees their Fridays ticked, and a visitor what they kept, until they change them here.
  const touched = useRef(false);
  useEffect(() => {
    const saved = ownFridays ?? (signedIn ? null : kept);
    if (touched.current || !saved) return;
    setAvailability(saved.filter((date) => listed.includes(date)));
  }, [ownFridays, kept, signedIn, listed]);
  useEffect(() => {
    if (keptTimes > 0) keptHeading.current?.focus();
  }, [keptTimes]);

  useEffect(() => {
    if (attempt > 0) errorSummary.current?.focus();
  }, [attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePoetryNightJoin({ availability, acknowledged }, listed);
    setErrors(found);
    if (found.length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    // Kept on the device first (sent now if signed in, else once the person signs in), so nothing is lost offline.
    const member = signedIn || (session.status === 'unknown' && Boolean(session.remembered));
    const answer = availability.filter((date) => listed.includes(date));
    try {
      await registerForPoetryNight(answer, member);
    } catch (error) {
      console.warn('the poetry night registration could not be kept on this device', error);
    }
    if (member) navigate('/');
    else {
      setKeptNow(answer);
      setKeptTimes((n) => n + 1);
    }
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
      {keptShown && <PoetryNightKept fridays={keptShown} headingRef={keptHeading} />}
      {ownListed.length > 0 && (
        <p className="poetry-join__registered">
          you're on the list for {ownListed.map(formatPoetryNightDate).join('; ')}. To change your Fridays, tick them below and press "Let's
          go!" again.
        </p>
      )}
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
          {listed.map((date) => (
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
