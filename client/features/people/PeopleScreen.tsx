import { Link } from 'react-router-dom';
import { matchesPeopleFilters, NO_PEOPLE_FILTERS } from '../../../shared/people-filters';
import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import { useRefresh } from '../../data/use-refresh';
import BatchStatus from '../discover/components/BatchStatus';
import ProfileList from '../discover/components/ProfileList';
import { BATCH, refreshBatch, refreshPicks } from '../discover/refresh';
import { useBatch } from '../discover/use-batch';
import { useBatchRetry } from '../discover/use-batch-retry';
import { usePicks } from '../discover/use-picks';
import { savePeopleFilters } from './actions';
import BehindFlag from '../feature-flags/BehindFlag';
import { filtersSummary } from './people-labels';
import { usePeopleFilters } from './use-people-filters';

function refreshPeople() {
  void refreshBatch();
  void refreshPicks();
}

/** This week's batch, filtered by the Search Settings saved on this device. */
function PeopleList() {
  useRefresh(refreshPeople);
  const batch = useBatch();
  useBatchRetry(batch);
  const filters = usePeopleFilters() ?? NO_PEOPLE_FILTERS;
  const levels = usePicks();
  const batchState = useCacheState(BATCH);
  const week = batch?.week ?? null;
  return (
    <div className="container page people">
      <h1>people</h1>
      <p>
        showing {filtersSummary(filters)} from this week's batch. <Link to="/emberite/peopleFilterSettings">Search Settings</Link>
      </p>
      <CacheNotice stale={batchState.status === 'offline' && week !== null} sending={false} />
      {week && batch?.ready ? (
        <ProfileList
          week={week}
          batchSize={batch.cards.length}
          cards={batch.cards.filter((card) => matchesPeopleFilters(card, filters))}
          levels={levels}
          onClearFilters={() => void savePeopleFilters(NO_PEOPLE_FILTERS)}
        />
      ) : (
        <BatchStatus loading={batch === undefined} state={batchState} profilePending={false} />
      )}
    </div>
  );
}

/** /emberite/people (docs/product-rules.md#discover-and-picks): behind the people-browsing switch (PEOPLE_BROWSING, off by default). */
export default function PeopleScreen() {
  return (
    <BehindFlag flag="peopleBrowsing" title="people">
      <PeopleList />
    </BehindFlag>
  );
}
