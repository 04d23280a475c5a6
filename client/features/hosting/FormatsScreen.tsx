import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EventFormatView } from '../../../shared/event-formats-contract';
import { type FormatProblem, useMyFormats } from './use-my-formats';
import './FormatsScreen.css';

const FILTERS = ['all', 'active', 'draft', 'completed'] as const;
type Filter = (typeof FILTERS)[number];

/** "Sat, Dec 20, 10:00-13:00" of a format's first possible date, or that none is chosen yet. */
function firstDate(format: EventFormatView): string {
  const first = [...format.format.possibleDates].sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!first) return 'no date chosen yet';
  const day = new Intl.DateTimeFormat('en-CA', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${first.date}T12:00:00Z`),
  );
  return `${day}, ${first.time}`;
}

/** /host/formats (spec 002 §2.3): the host's formats with the all/active/draft/completed filter; a draft is published or deleted here. */
export default function FormatsScreen() {
  const { state, publish, remove } = useMyFormats();
  const [filter, setFilter] = useState<Filter>('all');
  const [problems, setProblems] = useState<Record<string, FormatProblem>>({});

  const act = async (id: string, action: (id: string) => Promise<FormatProblem | null>) => {
    const problem = await action(id);
    setProblems(({ [id]: _, ...rest }) => (problem ? { ...rest, [id]: problem } : rest));
  };

  if (state.status !== 'ready')
    return (
      <>
        <h1>your formats</h1>
        {state.status === 'loading' ? (
          <p role="status">loading your formats...</p>
        ) : (
          <p>you're offline and your formats aren't on this device yet.</p>
        )}
      </>
    );

  const shown = state.formats.filter((format) => filter === 'all' || format.status === filter);
  return (
    <>
      <h1>your formats</h1>
      <fieldset className="formats__filter">
        <legend>show</legend>
        {FILTERS.map((value) => (
          <label key={value}>
            <input type="radio" name="format-filter" value={value} checked={filter === value} onChange={() => setFilter(value)} />
            {value}
          </label>
        ))}
      </fieldset>
      {state.formats.length === 0 ? (
        <p>
          no formats yet. <Link to="/create-event">design your first one</Link>.
        </p>
      ) : shown.length === 0 ? (
        <p>no {filter} formats.</p>
      ) : (
        <ul className="formats__list">
          {shown.map((format) => {
            const problem = problems[format.id];
            return (
              <li key={format.id} className="formats__item card">
                <h2>
                  <Link to={`/host/format/${encodeURIComponent(format.id)}/details`}>{format.title}</Link>
                </h2>
                <p className="muted">
                  {format.status} · {format.format.venue.city} · {firstDate(format)}
                </p>
                {problem && (
                  <div role="alert" className="error-box">
                    <p>{problem.message}</p>
                    {Object.keys(problem.fields).length > 1 && (
                      <ul>
                        {Object.entries(problem.fields).map(([field, message]) => (
                          <li key={field}>{message}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                )}
                {format.status === 'draft' && (
                  <div className="formats__actions">
                    <button type="button" className="btn btn-primary" onClick={() => void act(format.id, publish)}>
                      publish {format.title}
                    </button>
                    <button type="button" className="btn btn-secondary" onClick={() => void act(format.id, remove)}>
                      delete {format.title}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
