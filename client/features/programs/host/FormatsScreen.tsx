import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CITY_NAMES } from '../../../../shared/format-places';
import { sessionsLabel, sessionsOf } from '../../../../shared/event-formats';
import type { EventFormatView } from '../../../../shared/event-formats-contract';
import { shortDateWords, timeWords } from '../../../../shared/format-words';
import type { FormatProblem } from '../../../api/event-format-api';
import { FORMAT_FILTERS, formatStatusWords, hasFuture } from './host-words';
import { useMyFormats } from './use-my-formats';
import './FormatsScreen.css';

type Filter = (typeof FORMAT_FILTERS)[number];

/** "from Sat, Dec 20, 10 am to 1 pm" of a format's first possible date, or that none is chosen yet; nothing once it is over. */
function firstDate(format: EventFormatView): string | null {
  if (!hasFuture(format.status, format.phase)) return null;
  const first = [...format.format.possibleDates].sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!first) return 'no date chosen yet';
  return `from ${shortDateWords(first.date)}, ${timeWords(first.time)}`;
}

/** /host/formats (docs/product-rules.md#host-dashboard): the host's formats with the all/active/draft/completed filter; a draft is published or deleted here. */
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

  const shown = state.formats.filter((format) => filter === 'all' || formatStatusWords(format.status, format.phase) === filter);
  return (
    <>
      <h1>your formats</h1>
      <fieldset className="formats__filter">
        <legend>show</legend>
        {FORMAT_FILTERS.map((value) => (
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
                  {[
                    formatStatusWords(format.status, format.phase),
                    CITY_NAMES[format.format.venue.city].name,
                    sessionsLabel(sessionsOf(format.format)),
                    firstDate(format),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
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
