import { useEffect, useRef } from 'react';
import type { CycleWeek } from '../../../../shared/discover';
import { countdownState, formatCountdown, pickingLine, spokenCountdown } from '../countdown';
import { momentLabel } from '../../../../shared/date-labels';
import { useNow } from '../use-now';
import './CountdownCard.css';

interface Props {
  week: CycleWeek;
  /** Called when the countdown reaches zero (the new batch is due), then now and then until the server has it. */
  onReached: () => void;
}

/** The release job may finish a little after noon: ask again this often until the saved week shows it. */
const DUE_RETRY_MS = 30_000;

/**
 * The coral card: "{next Thursday} at noon", a live countdown, and when picks close. The ticking text is hidden from
 * screen readers (it would be read out every second); they get a static sentence, re-worded only when the minute
 * changes.
 */
export default function CountdownCard({ week, onReached }: Props) {
  const now = useNow();
  const state = countdownState(week, now);
  const when = momentLabel(state.target, week.timeZone);
  const picking = pickingLine(week);
  const wasDue = useRef(state.due);

  useEffect(() => {
    if (state.due && !wasDue.current) onReached();
    wasDue.current = state.due;
    if (!state.due) return;
    const timer = setInterval(onReached, DUE_RETRY_MS);
    return () => clearInterval(timer);
  }, [state.due, onReached]);

  return (
    <section className="countdown-card" aria-labelledby="countdown-card-title">
      <h2 id="countdown-card-title" className="countdown-card__when">
        {when}
      </h2>
      {state.availableNow ? (
        <p className="countdown-card__time">available now!</p>
      ) : (
        <>
          <p className="countdown-card__time" aria-hidden="true">
            {formatCountdown(state.remainingMs)}
          </p>
          <p className="visually-hidden">new faces in about {spokenCountdown(state.remainingMs)}</p>
        </>
      )}
      {picking && <p className="countdown-card__picking">{picking}</p>}
    </section>
  );
}
