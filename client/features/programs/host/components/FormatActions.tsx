import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { EventFormatView } from '../../../../../shared/event-formats-contract';
import { formatCall, problemText } from '../../../../api/event-format-api';

/** Edit (a draft; a published format's details), duplicate ("(copy)", a new draft), archive, and the public page of a published format. */
export default function FormatActions({ view }: { view: EventFormatView }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [archived, setArchived] = useState(view.status === 'archived');

  async function run(action: () => Promise<void>) {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(problemText(error));
    }
  }

  return (
    <div className="format-actions">
      <div role="alert">{problem}</div>
      <p className="format-actions__row">
        {(view.status === 'draft' || view.status === 'active') && (
          <Link className="btn" to={`/host/format/${encodeURIComponent(view.id)}/edit`}>
            {view.status === 'draft' ? 'edit' : 'edit the details'}
          </Link>
        )}
        {view.status !== 'draft' && (
          <Link className="btn" to={`/program/${encodeURIComponent(view.id)}`}>
            public page
          </Link>
        )}
        <button
          type="button"
          className="btn"
          onClick={() =>
            void run(async () => {
              const { format } = await formatCall(
                'POST /event-format/:id/duplicate',
                { params: { id: view.id } },
                { headers: { 'Idempotency-Key': crypto.randomUUID() } },
              );
              navigate(`/host/format/${encodeURIComponent(format.id)}/details`);
            })
          }
        >
          duplicate
        </button>
        {!archived && (
          <button
            type="button"
            className="btn"
            onClick={() =>
              void run(async () => {
                await formatCall('POST /event-format/:id/archive', { params: { id: view.id } });
                setArchived(true);
              })
            }
          >
            archive
          </button>
        )}
      </p>
      {archived && <p role="status">archived: it is off your active list and out of search.</p>}
    </div>
  );
}
