import type { CycleWeek } from '../../../../shared/discover';
import type { BatchCardRow } from '../../../data/db';
import { emptyBatchReason } from '../batch-rules';
import { momentLabel } from '../../../../shared/date-labels';
import ProfileCard from './ProfileCard';
import './ProfileList.css';

interface Props {
  week: CycleWeek;
  batchSize: number;
  cards: BatchCardRow[];
  levels: Map<string, number>;
  onClearFilters: () => void;
}

/** The cards that pass the filters, or why there are none. */
export default function ProfileList({ week, batchSize, cards, levels, onClearFilters }: Props) {
  const empty = emptyBatchReason(week, batchSize, cards.length);
  const firstRelease = week.discoverOpensAt ?? (week.released ? week.nextReleaseAt : week.releaseAt);
  const nextRelease = momentLabel(week.released ? week.nextReleaseAt : week.releaseAt, week.timeZone);
  return (
    <section aria-labelledby="batch-title" className="profile-list">
      <h2 id="batch-title">this week's faces</h2>
      {empty === 'before-release' && (
        <p className="profile-list__empty">your first faces arrive {momentLabel(firstRelease, week.timeZone)}</p>
      )}
      {empty === 'exhausted' && (
        <p className="profile-list__empty">you've seen everyone in this week's batch. new faces arrive {nextRelease}.</p>
      )}
      {empty === 'no-matches' && (
        <div className="profile-list__empty">
          <p>nobody in this week's batch matches your filters.</p>
          <button type="button" className="btn btn-secondary" onClick={onClearFilters}>
            clear filters
          </button>
        </div>
      )}
      {cards.length > 0 && (
        <ul className="profile-list__cards">
          {cards.map((card) => (
            <li key={card.id}>
              <ProfileCard card={card} ownLevel={levels.get(card.id) ?? null} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
