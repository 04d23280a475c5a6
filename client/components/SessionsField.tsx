import { FORMAT_SESSIONS, SESSION_CADENCES, type Sessions, sessionDates, sessionsLabel } from '../../shared/event-formats';
import { shortDateWords } from '../../shared/format-words';
import RangeField from './RangeField';

/**
 * A program's series, the one control for it (the wizard's dates step and a draft's edit screen): how many sessions
 * each group meets and, for more than one, how often. Each date offered is a group's first session; `example` (one
 * of them) shows where such a series ends.
 */
export default function SessionsField({
  idPrefix,
  sessions,
  example,
  onChange,
}: {
  idPrefix: string;
  sessions: Sessions;
  example?: string | undefined;
  onChange: (next: Sessions) => void;
}) {
  const set = (change: Partial<Sessions>) => onChange({ ...sessions, ...change });
  return (
    <fieldset className="field-set">
      <legend>sessions</legend>
      <RangeField
        id={`${idPrefix}-count`}
        label="how many sessions does each group meet?"
        value={sessions.count}
        min={FORMAT_SESSIONS.min}
        max={FORMAT_SESSIONS.max}
        unit={sessions.count === 1 ? 'session' : 'sessions'}
        onChange={(count) => set({ count })}
        hint={
          sessions.count === 1
            ? 'one gathering: each date you choose is a group meeting once.'
            : `${sessionsLabel(sessions)}: each date you choose is a group's first session.${
                example
                  ? ` A group starting ${shortDateWords(example)} meets for the last time ${shortDateWords(sessionDates(example, sessions).at(-1)!)}.`
                  : ''
              }`
        }
      />
      {sessions.count > 1 && (
        <fieldset className="field-set">
          <legend>how often?</legend>
          {SESSION_CADENCES.map((cadence) => (
            <label key={cadence.everyDays} className="field-check">
              <input
                type="radio"
                name={`${idPrefix}-cadence`}
                checked={sessions.everyDays === cadence.everyDays}
                onChange={() => set({ everyDays: cadence.everyDays })}
              />
              {cadence.label}
            </label>
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}
