import { filterCards, NO_FILTERS } from '../../../shared/discover-filters';
import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import { useWaitingChanges } from '../../data/use-waiting-changes';
import ProfilePendingNotice from '../onboarding/components/ProfilePendingNotice';
import { useCurrentGroup } from '../groups/use-current-group';
import { useUnreadNotices } from '../groups/use-notices';
import { saveFilters } from './actions';
import BatchStatus from './components/BatchStatus';
import CountdownCard from './components/CountdownCard';
import DiscoveryInfo from './components/DiscoveryInfo';
import FilterChips from './components/FilterChips';
import HowYouShowUp from './components/HowYouShowUp';
import PrelaunchNote from './components/PrelaunchNote';
import ProfileList from './components/ProfileList';
import YourWeekCard from './components/YourWeekCard';
import { BATCH } from './refresh';
import { useBatch } from './use-batch';
import { useBatchRetry } from './use-batch-retry';
import { useFilters } from './use-filters';
import { useHomeRefresh } from './use-home-refresh';
import { useOwnProfile } from '../profiles/use-own-profile';
import { usePicks } from './use-picks';
import './HomeScreen.css';

const SENDING_KINDS = ['set-pick', 'block-member', 'report-member', 'read-notice', 'dispute-charge'] as const;

/**
 * /home, Browse (docs/product-rules.md#discover-and-picks): one card for the week (the one thing to do now, and news still true), then the faces
 * with their filters, the countdown to the next batch, and how you show up. A stack of cards above the faces (a notice
 * and a link card saying the same thing, a reminder kept after its meetup) had pushed the faces off a phone's screen.
 */
export default function HomeScreen() {
  const { refresh, profilePending } = useHomeRefresh();
  const batch = useBatch();
  useBatchRetry(batch);
  const filters = useFilters();
  const levels = usePicks();
  const profile = useOwnProfile();
  const group = useCurrentGroup();
  const notices = useUnreadNotices();
  const batchState = useCacheState(BATCH);
  const sending = useWaitingChanges(SENDING_KINDS).some((entry) => entry.status === 'pending');
  const week = batch?.week ?? null;

  return (
    <div className="container page home-screen">
      <ProfilePendingNotice />
      <h1>who's into what you're into</h1>
      <p className="home-screen__note">new faces every thursday, max 55 people</p>
      <CacheNotice stale={batchState.status === 'offline' && week !== null} sending={sending} />
      <YourWeekCard outcome={group?.outcome ?? null} hasPhoto={profile ? profile.photoUrl !== null : null} notices={notices} />
      {week && <PrelaunchNote week={week} />}
      <FilterChips filters={filters} ownInterests={(profile?.interests ?? []).map((interest) => interest.name)} />
      {week && batch?.ready ? (
        <ProfileList
          week={week}
          batchSize={batch.cards.length}
          cards={filterCards(batch.cards, filters)}
          levels={levels}
          onClearFilters={() => void saveFilters(NO_FILTERS)}
        />
      ) : (
        <BatchStatus loading={batch === undefined} state={batchState} profilePending={profilePending} />
      )}
      {week && <CountdownCard week={week} onReached={refresh} />}
      <DiscoveryInfo />
      <HowYouShowUp profile={profile ?? null} profilePending={profilePending} />
    </div>
  );
}
