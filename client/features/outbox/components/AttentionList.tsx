import type { OutboxEntry } from '../../../data/outbox';
import AttentionItem from './AttentionItem';

/** The changes the server refused: kept here, never dropped, until the person retries or discards each one. */
export default function AttentionList({ entries }: { entries: OutboxEntry[] }) {
  return (
    <section className="attention-list" aria-labelledby="attention-list-title">
      <h2 id="attention-list-title" className="attention-list__title">
        needs your attention
      </h2>
      <p className="attention-list__intro">these changes were not accepted. fix what the message says and try again, or discard them.</p>
      <ul className="attention-list__items">
        {entries.map((entry) => (
          <AttentionItem key={entry.opId} entry={entry} />
        ))}
      </ul>
    </section>
  );
}
