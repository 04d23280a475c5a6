import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CANCELLATION_POLICIES, type CancellationPolicy } from '../../../../shared/format-options';
import { NEIGHBOURHOODS } from '../../../../shared/format-places';
import {
  FORMAT_COPY,
  FORMAT_CURRENCY,
  FORMAT_TITLE,
  MAX_PARTICIPANTS,
  MIN_PARTICIPANTS,
  sessionsLabel,
  sessionsOf,
  TICKET_PRICE,
  TIME_OPTIONS,
} from '../../../../shared/event-formats';
import type { EventFormatPayload } from '../../../../shared/event-formats-contract';
import { dateWords, ticketWords, timeWords } from '../../../../shared/format-words';
import { formatCall, problemText } from '../../../api/event-format-api';
import { loadedFormat, useFormat } from './use-format';
import PublishedFormatEdit from './PublishedFormatEdit';
import SessionsField from '../../../components/SessionsField';
import RangeField from '../../../components/RangeField';
import '../../../components/fields.css';
import './DashboardScreen.css';

/**
 * /host/format/:id/edit: a draft's main fields (docs/product-rules.md#host-dashboard), saved whole with PUT /event-format/:id;
 * the server checks them again, and publishing checks the rules of docs/product-rules.md#host-dashboard. A published format is not edited here.
 */
export default function FormatEditScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const loaded = loadedFormat(useFormat(id));
  // The host's changes, over the format as read (kept with its id, so another format starts from what was read).
  const [edits, setEdits] = useState<{ id: string; draft: EventFormatPayload } | null>(null);
  const draft = edits?.id === id ? edits.draft : loaded.status === 'ready' ? loaded.view.format : null;
  const setDraft = (next: EventFormatPayload) => setEdits({ id, draft: next });
  const [newDate, setNewDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  if (loaded.status === 'loading') return <p role="status">loading the format...</p>;
  if (loaded.status === 'missing') return <h1>{FORMAT_COPY.notFound}</h1>;
  if (loaded.status === 'offline' || !draft) return <p>you're offline: the format will show once you're back online.</p>;
  if (loaded.view.status === 'active') return <PublishedFormatEdit view={loaded.view} />;
  if (loaded.view.status !== 'draft')
    return (
      <>
        <h1>edit {loaded.view.title}</h1>
        <p>this program is over (completed, cancelled or archived): duplicate it to make a new draft.</p>
        <Link to={`/host/format/${encodeURIComponent(id)}/details`}>back to the format</Link>
      </>
    );

  const set = (change: Partial<EventFormatPayload>) => {
    setSaved(false);
    setDraft({ ...draft, ...change });
  };
  const price = draft.pricing?.basePrice ?? 0;
  const sessions = sessionsOf(draft);
  const setSessions = (change: Partial<typeof sessions>) => {
    const next = { ...sessions, ...change };
    set({ sessions: next, isRecurring: next.count > 1, recurringPattern: next.count > 1 ? sessionsLabel(next) : null });
  };
  const pricing = draft.pricing ?? {
    currency: FORMAT_CURRENCY[draft.venue.city],
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
    <form className="host-form" onSubmit={save} noValidate aria-labelledby="edit-heading">
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
      <SessionsField
        idPrefix="edit-sessions"
        sessions={sessions}
        example={draft.possibleDates[0]?.date}
        onChange={(next) => setSessions(next)}
      />
      <div className="field">
        <label htmlFor="edit-price">price per person, per session ({FORMAT_CURRENCY[draft.venue.city]})</label>
        <input
          id="edit-price"
          type="number"
          min={TICKET_PRICE.min}
          max={TICKET_PRICE.max}
          step={TICKET_PRICE.step}
          value={price || ''}
          aria-describedby="edit-price-ticket"
          onChange={(e) => set({ pricing: { ...pricing, basePrice: Number(e.target.value) || 0 } })}
        />
        <p id="edit-price-ticket" className="muted field__hint">
          {price > 0 ? `the ticket: ${ticketWords(price, sessions.count, FORMAT_CURRENCY[draft.venue.city])}.` : ''}
        </p>
      </div>
      <fieldset className="field-set">
        <legend>cancellation policy</legend>
        {(Object.keys(CANCELLATION_POLICIES) as CancellationPolicy[]).map((policy) => (
          <label key={policy} className="field-check">
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
      <RangeField
        id="edit-min"
        label="smallest group"
        value={draft.capacity.minParticipants}
        min={MIN_PARTICIPANTS.min}
        max={MIN_PARTICIPANTS.max}
        unit="people"
        onChange={(value) => set({ capacity: { ...draft.capacity, minParticipants: value } })}
      />
      <RangeField
        id="edit-max"
        label="largest group"
        value={draft.capacity.maxParticipants}
        min={MAX_PARTICIPANTS.min}
        max={MAX_PARTICIPANTS.max}
        unit="people"
        onChange={(value) => set({ capacity: { ...draft.capacity, maxParticipants: value } })}
      />
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
      <fieldset className="field-set">
        <legend>{sessions.count > 1 ? 'possible first sessions' : 'possible dates'}</legend>
        <ul className="format-edit__dates">
          {draft.possibleDates.map((date) => (
            <li key={date.date} className="field">
              <label htmlFor={`edit-time-${date.date}`}>{dateWords(date.date)}</label>
              <select
                id={`edit-time-${date.date}`}
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
                  <option key={time} value={time}>
                    {timeWords(time)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="btn btn-small btn-secondary format-edit__remove"
                aria-label={`remove ${dateWords(date.date)}`}
                onClick={() => set({ possibleDates: draft.possibleDates.filter((d) => d.date !== date.date) })}
              >
                remove
              </button>
            </li>
          ))}
        </ul>
        <div className="field">
          <label htmlFor="edit-new-date">add a date</label>
          <input id="edit-new-date" type="date" value={newDate} onChange={(e) => setNewDate(e.target.value)} />
        </div>
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
