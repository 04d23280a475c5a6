import { type FormEvent, useState } from 'react';
import { type FORMAT_CITIES, sessionTimes, TIME_OPTIONS } from '../../../../../shared/event-formats';
import type { SessionView } from '../../../../../shared/format-journey-contract';
import { timeWords, whenWords } from '../../../../../shared/format-words';

type City = (typeof FORMAT_CITIES)[number];

/**
 * Moves one session of a confirmed group to another day or time (the server keeps the series in order, never in the
 * past, and tells everyone in the group). Only sessions still to come can be moved.
 */
export default function MoveSession({
  groupNumber,
  sessions,
  city,
  onMove,
}: {
  groupNumber: number;
  sessions: readonly SessionView[];
  city: City;
  onMove: (sessionId: string, date: string, time: (typeof TIME_OPTIONS)[number]) => Promise<boolean>;
}) {
  const now = new Date();
  const ahead = sessions.filter((session) => sessionTimes(session.date, session.time, city).startsAt > now);
  const [sessionId, setSessionId] = useState(ahead[0]?.id ?? '');
  const chosen = ahead.find((session) => session.id === sessionId) ?? ahead[0];
  const [date, setDate] = useState(chosen?.date ?? '');
  const [time, setTime] = useState<(typeof TIME_OPTIONS)[number]>((chosen?.time as (typeof TIME_OPTIONS)[number]) ?? TIME_OPTIONS[0]);
  const [moved, setMoved] = useState(false);
  if (!chosen) return null;
  const prefix = `move-${groupNumber}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMoved(await onMove(chosen!.id, date, time));
  }

  return (
    <details className="move-session">
      <summary>move a session of group {groupNumber}</summary>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${prefix}-session`}>session</label>
          <select
            id={`${prefix}-session`}
            value={chosen.id}
            onChange={(e) => {
              const next = ahead.find((session) => session.id === e.target.value)!;
              setSessionId(next.id);
              setDate(next.date);
              setMoved(false);
            }}
          >
            {ahead.map((session) => (
              <option key={session.id} value={session.id}>
                session {session.number}: {whenWords(session.date, session.time)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-date`}>new day</label>
          <input id={`${prefix}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-time`}>new time</label>
          <select id={`${prefix}-time`} value={time} onChange={(e) => setTime(e.target.value as (typeof TIME_OPTIONS)[number])}>
            {TIME_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {timeWords(option)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn" disabled={!date}>
          move it and tell the group
        </button>
        <p role="status">{moved ? 'moved: everyone in the group was told.' : ''}</p>
      </form>
    </details>
  );
}
