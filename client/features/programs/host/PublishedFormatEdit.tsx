import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EventFormatPayload, EventFormatView } from '../../../../shared/event-formats-contract';
import { formatCall, problemText } from '../../../api/event-format-api';

/**
 * A published format's details (PUT /event-format/:id/details): its description and logistics, which may change at
 * any time; the server tells those taking part what changed. The price, dates and sessions stay as published once
 * groups are made (the server says so if asked), and the rest of the design never changes: people said they were
 * interested in it as it is.
 */
export default function PublishedFormatEdit({ view }: { view: EventFormatView }) {
  const [format, setFormat] = useState<EventFormatPayload>(view.format);
  const [problem, setProblem] = useState<string | null>(null);
  const [told, setTold] = useState<string | null>(null);
  const set = (change: Partial<EventFormatPayload>) => {
    setTold(null);
    setFormat({ ...format, ...change });
  };
  const pricing = format.pricing;

  async function save(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const answer = await formatCall(
        'PUT /event-format/:id/details',
        { params: { id: view.id }, body: format },
        { headers: { 'Idempotency-Key': crypto.randomUUID() } },
      );
      setFormat(answer.format.format);
      setTold(
        answer.changed.length === 0
          ? 'nothing changed.'
          : `saved: the ${answer.changed.join(', ')}. Everyone taking part was told what changed.`,
      );
    } catch (error) {
      setProblem(problemText(error));
    }
  }

  return (
    <form className="host-form" onSubmit={save} noValidate aria-labelledby="edit-heading">
      <h1 id="edit-heading">edit {view.title}</h1>
      <p className="muted">
        people are taking part in this program: you can change how it runs (the description and what they need to know). Everyone taking
        part is told what changed.
      </p>
      <div role="alert">{problem}</div>
      <p role="status">{told}</p>
      <div className="field">
        <label htmlFor="edit-description">description</label>
        <textarea id="edit-description" rows={5} value={format.description} onChange={(e) => set({ description: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="edit-address">address and venue details</label>
        <textarea
          id="edit-address"
          rows={3}
          maxLength={500}
          aria-describedby="edit-address-hint"
          value={format.venue.venueDetails}
          onChange={(e) => set({ venue: { ...format.venue, venueDetails: e.target.value } })}
        />
        <p id="edit-address-hint" className="muted field__hint">
          only people whose place is paid see it; the public page shows the neighbourhood.
        </p>
      </div>
      <div className="field">
        <label htmlFor="edit-bring">what to bring</label>
        <input
          id="edit-bring"
          maxLength={200}
          value={format.requirements[0] ?? ''}
          onChange={(e) => set({ requirements: e.target.value.trim() ? [e.target.value] : [] })}
        />
      </div>
      {pricing && (
        <div className="field">
          <label htmlFor="edit-included">what's included (one per line)</label>
          <textarea
            id="edit-included"
            rows={3}
            maxLength={1000}
            value={pricing.notes}
            onChange={(e) => set({ pricing: { ...pricing, notes: e.target.value } })}
          />
        </div>
      )}
      <div className="field">
        <label htmlFor="edit-dietary">dietary options (separated by commas)</label>
        <input
          id="edit-dietary"
          value={format.tags.join(', ')}
          onChange={(e) =>
            set({
              tags: e.target.value
                .split(',')
                .map((tag) => tag.trim())
                .filter(Boolean)
                .slice(0, 20),
            })
          }
        />
      </div>
      <p className="format-actions__row">
        <button type="submit" className="btn btn-primary">
          save and tell everyone
        </button>
        <Link className="btn" to={`/host/format/${encodeURIComponent(view.id)}/details`}>
          back to the format
        </Link>
      </p>
    </form>
  );
}
