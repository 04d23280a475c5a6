import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CANCELLATION_POLICIES, type CancellationPolicy, NEIGHBOURHOODS } from '../../../shared/event-format-wizard';
import { FORMAT_COPY, FORMAT_TITLE, MAX_PARTICIPANTS, MIN_PARTICIPANTS, TICKET_PRICE, TIME_OPTIONS } from '../../../shared/event-formats';
import type { EventFormatPayload, EventFormatView } from '../../../shared/event-formats-contract';
import { EventFormatApiError, formatCall, problemText } from '../../api/event-format-api';
import './DashboardScreen.css';

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'offline' } | { status: 'ready'; view: EventFormatView };

/**
 * /host/format/:id/edit: a draft's main fields (spec 002 §2.3 "format edit"), saved whole with PUT /event-format/:id;
 * the server checks them again, and publishing checks the rules of §5. A published format is not edited here.
 */
export default function FormatEditScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [draft, setDraft] = useState<EventFormatPayload | null>(null);
  const [newDate, setNewDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    formatCall('GET /event-format/:id', { params: { id } }).then(
      ({ format }) => {
        if (!live) return;
        setLoaded({ status: 'ready', view: format });
        setDraft(format.format);
      },
      (error: unknown) =>
        live && setLoaded({ status: error instanceof EventFormatApiError && error.answer.status === 404 ? 'missing' : 'offline' }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (loaded.status === 'loading') return <p role="status">loading the format...</p>;
  if (loaded.status === 'missing') return <h1>{FORMAT_COPY.notFound}</h1>;
  if (loaded.status === 'offline' || !draft) return <p>you're offline: the format will show once you're back online.</p>;
  if (loaded.view.status !== 'draft')
    return (
      <>
        <h1>edit {loaded.view.title}</h1>
        <p>a published format is not changed: people said they were interested in it as it is. Duplicate it to make a new draft.</p>
        <Link to={`/host/format/${encodeURIComponent(id)}/details`}>back to the format</Link>
      </>
    );

  const set = (change: Partial<EventFormatPayload>) => {
    setSaved(false);
    setDraft({ ...draft, ...change });
  };
  const price = draft.pricing?.basePrice ?? 0;
  const pricing = draft.pricing ?? {
    currency: 'USD' as const,
    basePrice: TICKET_PRICE.default,
    discounts: [],
    refundPolicy: 'full-if-not-matched',
    includesFood: false,
    includesDrinks: false,
    includesMaterials: false,
    notes: '',
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      await formatCall('PUT /event-format/:id', { params: { id }, body: { ...draft!, title: draft!.title.trim() } });
      setSaved(true);
    } catch (error) {
      setProblem(problemText(error));
    }
  }

  return (
    <form onSubmit={save} noValidate aria-labelledby="edit-heading">
      <h1 id="edit-heading">edit {loaded.view.title}</h1>
      <div role="alert">{problem}</div>
      <p role="status">{saved ? 'saved.' : ''}</p>
      <div className="field">
        <label htmlFor="edit-title">name</label>
        <input id="edit-title" maxLength={FORMAT_TITLE.max} value={draft.title} onChange={(e) => set({ title: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="edit-description">description</label>
        <textarea id="edit-description" rows={5} value={draft.description} onChange={(e) => set({ description: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="edit-price">price per person (USD)</label>
        <input
          id="edit-price"
          type="number"
          min={TICKET_PRICE.min}
          max={TICKET_PRICE.max}
          step={TICKET_PRICE.step}
          value={price || ''}
          onChange={(e) => set({ pricing: { ...pricing, basePrice: Number(e.target.value) || 0 } })}
        />
      </div>
      <fieldset>
        <legend>cancellation policy</legend>
        {(Object.keys(CANCELLATION_POLICIES) as CancellationPolicy[]).map((policy) => (
          <label key={policy} className="host-check">
            <input
              type="radio"
              name="edit-cancellation"
              checked={(pricing.cancellationPolicy ?? 'flexible') === policy}
              onChange={() => set({ pricing: { ...pricing, cancellationPolicy: policy } })}
            />
            {CANCELLATION_POLICIES[policy]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="edit-min">smallest group</label>
        <input
          id="edit-min"
          type="number"
          min={MIN_PARTICIPANTS.min}
          max={MIN_PARTICIPANTS.max}
          value={draft.capacity.minParticipants}
          onChange={(e) => set({ capacity: { ...draft.capacity, minParticipants: Number(e.target.value) } })}
        />
      </div>
      <div className="field">
        <label htmlFor="edit-max">largest group</label>
        <input
          id="edit-max"
          type="number"
          min={MAX_PARTICIPANTS.min}
          max={MAX_PARTICIPANTS.max}
          value={draft.capacity.maxParticipants}
          onChange={(e) => set({ capacity: { ...draft.capacity, maxParticipants: Number(e.target.value) } })}
        />
      </div>
      <div className="field">
        <label htmlFor="edit-neighbourhood">neighbourhood</label>
        <input
          id="edit-neighbourhood"
          list="edit-neighbourhoods"
          value={draft.venue.neighborhood}
          onChange={(e) => set({ venue: { ...draft.venue, neighborhood: e.target.value } })}
        />
        <datalist id="edit-neighbourhoods">
          {NEIGHBOURHOODS[draft.venue.city].map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <fieldset>
        <legend>possible dates</legend>
        <ul>
          {draft.possibleDates.map((date) => (
            <li key={date.date}>
              {date.date}{' '}
              <select
                aria-label={`time on ${date.date}`}
                value={date.time}
                onChange={(e) =>
                  set({
                    possibleDates: draft.possibleDates.map((d) =>
                      d.date === date.date ? { ...d, time: e.target.value as typeof d.time } : d,
                    ),
                  })
                }
              >
                {TIME_OPTIONS.map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>{' '}
              <button
                type="button"
                className="btn btn-small"
                aria-label={`remove ${date.date}`}
                onClick={() => set({ possibleDates: draft.possibleDates.filter((d) => d.date !== date.date) })}
              >
                remove
              </button>
            </li>
          ))}
        </ul>
        <label htmlFor="edit-new-date">add a date</label>{' '}
        <input id="edit-new-date" type="date" value={newDate} onChange={(e) => setNewDate(e.target.value)} />{' '}
        <button
          type="button"
          className="btn btn-small"
          disabled={!newDate || draft.possibleDates.some((d) => d.date === newDate)}
          onClick={() => {
            set({
              possibleDates: [...draft.possibleDates, { date: newDate, time: '19:00-22:00' as const }].sort((a, b) =>
                a.date.localeCompare(b.date),
              ),
            });
            setNewDate('');
          }}
        >
          add
        </button>
      </fieldset>
      <p className="host-nav">
        <button type="button" className="btn" onClick={() => navigate(`/host/format/${encodeURIComponent(id)}/details`)}>
          back
        </button>
        <button type="submit" className="btn btn-primary">
          save
        </button>
      </p>
    </form>
  );
}
