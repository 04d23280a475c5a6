import { FORMAT_SESSIONS, SESSION_CADENCES, sessionDates, sessionsLabel } from '../../../../shared/event-formats';
import { shortDateWords } from '../../../../shared/format-words';
import RangeField from '../../../components/RangeField';
import type { StepProps } from './step-props';

/**
 * The series each date starts (one session weekly unless changed): chosen with the dates, because each date a host offers
 * is a group's first session and the others follow it, so the dates read as the series they begin.
 */
export default function SessionsChoice({ draft, update }: Pick<StepProps, 'draft' | 'update'>) {
  const { sessions } = draft;
  const set = (change: Partial<typeof sessions>) => update((now) => ({ sessions: { ...now.sessions, ...change } }));
  const example = draft.possibleDates[0]?.date;
  return (
    <fieldset className="field-set">
      <legend>sessions</legend>
      <RangeField
        id="session-count"
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
                name="session-cadence"
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
