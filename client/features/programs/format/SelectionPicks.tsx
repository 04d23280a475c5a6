import { useState } from 'react';
import { formatCall, problemText } from '../../../api/event-format-api';
import { keys } from '../../../data/server-keys';
import { useServerData } from '../../../data/use-server-data';

const LEVELS = ['never with them', 'not really', 'maybe', 'yes', 'really', 'very much'] as const;

/**
 * The selection window (docs/product-rules.md#program-journey): the others who are interested, and how much the person would like to
 * meet each (0-5). Nobody else ever sees these picks, the host included.
 */
export default function SelectionPicks({ formatId }: { formatId: string }) {
  const [levels, setLevels] = useState<Record<string, number>>({});
  const [note, setNote] = useState<{ id: string; text: string } | null>(null);
  const { data: cards, error } = useServerData(keys.formatCards(formatId), (signal) =>
    formatCall('GET /event-format/:id/cards', { params: { id: formatId } }, { signal }).then((answer) => {
      // Each read puts the server's picks back in place of what was shown.
      setLevels(Object.fromEntries(answer.picks.map((pick) => [pick.id, pick.level])));
      return answer;
    }),
  );

  async function pick(id: string, level: number) {
    const before = levels[id];
    setLevels((now) => ({ ...now, [id]: level }));
    try {
      await formatCall('PUT /event-format/:id/picks/:interestId', { params: { id: formatId, interestId: id }, body: { level } });
      setNote({ id, text: 'saved' });
    } catch (error) {
      setLevels((now) => ({ ...now, [id]: before ?? -1 }));
      setNote({ id, text: problemText(error) });
    }
  }

  if (!cards) return <p role="status">{error === undefined ? 'loading the others...' : problemText(error)}</p>;
  return (
    <section aria-labelledby="picks-heading" className="format-join__picks">
      <h2 id="picks-heading">who would you like to meet?</h2>
      <p className="muted">your picks are private: nobody sees them, the host included. Groups are made from picks that are mutual.</p>
      {cards.cards.length === 0 && <p>nobody else is interested yet.</p>}
      <ul className="format-join__cards">
        {cards.cards.map((card) => (
          <li key={card.id} className="card">
            <fieldset>
              <legend>
                <strong>{card.name}</strong>
                {card.about && <span className="muted"> · {card.about}</span>}
              </legend>
              <div className="format-join__levels">
                {LEVELS.map((label, level) => (
                  <label key={label}>
                    <input
                      type="radio"
                      name={`pick-${card.id}`}
                      checked={levels[card.id] === level}
                      onChange={() => void pick(card.id, level)}
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            <p role="status" className="muted">
              {note?.id === card.id ? note.text : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
