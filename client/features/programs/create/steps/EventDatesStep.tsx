import { useState } from 'react';
import { DEFAULT_TIME, firstOfferedDate } from '../../../../../shared/event-format-wizard';
import { MAX_POSSIBLE_DATES, sessionDates } from '../../../../../shared/event-formats';
import { dateWords } from '../../../../../shared/format-words';
import SessionsChoice from './SessionsChoice';
import type { StepProps } from './step-props';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const monthOf = (date: string) => date.slice(0, 7);
const shiftMonth = (month: string, by: number) => {
  const at = new Date(`${month}-01T12:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + by);
  return at.toISOString().slice(0, 7);
};

/** The days of a month as weeks of 7 (null before the 1st and after the last). */
function weeksOf(month: string): (string | null)[][] {
  const first = new Date(`${month}-01T12:00:00Z`);
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array<null>(first.getUTCDay()).fill(null)];
  for (let day = 1; day <= days; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * 'when could this happen?': how many sessions each group meets, then a month calendar of first dates; days before
 * today + interest + selection + 3 cannot be chosen, and months before this one cannot be shown (docs/product-rules.md#event-format-wizard).
 */
export default function EventDatesStep({ draft, update, today }: StepProps) {
  const earliest = firstOfferedDate(draft, today);
  const [month, setMonth] = useState(() => monthOf(draft.possibleDates[0]?.date ?? earliest));
  const chosen = new Set(draft.possibleDates.map(({ date }) => date));
  const full = chosen.size >= MAX_POSSIBLE_DATES;
  const monthName = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

  const toggle = (date: string) =>
    update((now) => ({
      possibleDates: now.possibleDates.some((d) => d.date === date)
        ? now.possibleDates.filter((d) => d.date !== date)
        : [...now.possibleDates, { date, time: DEFAULT_TIME }].sort((a, b) => a.date.localeCompare(b.date)),
    }));

  const series = draft.sessions.count > 1;
  return (
    <>
      <SessionsChoice draft={draft} update={update} />
      <p>select 2-3 possible dates{series ? ': each is a first session' : ''}</p>
      <p className="muted" id="dates-rule">
        the first date you can choose is {dateWords(earliest)}: the interest period and the selection window come first.
      </p>
      <div className="create-event__month">
        <button type="button" className="btn btn-small" onClick={() => setMonth(shiftMonth(month, -1))} disabled={month <= monthOf(today)}>
          ← previous month
        </button>
        <h3 aria-live="polite">{monthName}</h3>
        <button type="button" className="btn btn-small" onClick={() => setMonth(shiftMonth(month, 1))}>
          next month →
        </button>
      </div>
      <table className="create-event__calendar" aria-describedby="dates-rule">
        <caption className="visually-hidden">{monthName}: choose possible dates</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => (
                <td key={date ?? `empty-${index}`}>
                  {date && (
                    <button
                      type="button"
                      className="create-event__day"
                      aria-pressed={chosen.has(date)}
                      aria-label={dateWords(date)}
                      disabled={date < earliest || (full && !chosen.has(date))}
                      onClick={() => toggle(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h3>your dates</h3>
      {draft.possibleDates.length === 0 ? (
        <p className="muted">none chosen yet.</p>
      ) : (
        <ul className="create-event__chosen">
          {draft.possibleDates.map(({ date }) => (
            <li key={date}>
              {dateWords(date)}
              {series && <span className="muted"> to {dateWords(sessionDates(date, draft.sessions).at(-1)!)}</span>}
              {date < earliest && <span className="create-event__warning"> (too soon now: it will not be offered)</span>}{' '}
              <button type="button" className="btn btn-small" onClick={() => toggle(date)} aria-label={`remove ${dateWords(date)}`}>
                remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
