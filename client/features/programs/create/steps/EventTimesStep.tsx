import { offeredDates } from '../../../../../shared/event-format-wizard';
import { TIME_OPTIONS } from '../../../../../shared/event-formats';
import { dateWords, timeWords } from '../../../../../shared/format-words';
import type { StepProps } from './step-props';

/** 'what time works best?': a time for each chosen date (19:00-22:00 unless changed), the same for the sessions after it. */
export default function EventTimesStep({ draft, update, today }: StepProps) {
  const dates = offeredDates(draft, today);
  const setTime = (date: string, time: (typeof TIME_OPTIONS)[number]) =>
    update((now) => ({ possibleDates: now.possibleDates.map((d) => (d.date === date ? { ...d, time } : d)) }));
  if (dates.length === 0) return <p>choose a date first: go back one step.</p>;
  return (
    <>
      {draft.sessions.count > 1 && <p>a group's every session is at the time of its first.</p>}
      {dates.map(({ date, time }) => (
        <div className="field" key={date}>
          <label htmlFor={`time-${date}`}>{dateWords(date)}</label>
          <select id={`time-${date}`} value={time} onChange={(event) => setTime(date, event.target.value as (typeof TIME_OPTIONS)[number])}>
            {TIME_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {timeWords(option)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </>
  );
}
