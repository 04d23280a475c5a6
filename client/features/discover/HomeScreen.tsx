import { filterCards, NO_FILTERS } from '../../../shared/discover-filters';
import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import { useWaitingChanges } from '../../data/use-waiting-changes';
import ProfilePendingNotice from '../onboarding/components/ProfilePendingNotice';
import GroupLinkCard from '../groups/components/GroupLinkCard';
import NoticeList from '../groups/components/NoticeList';
import { useCurrentGroup } from '../groups/use-current-group';
import { useUnreadNotices } from '../groups/use-notices';
import { saveFilters } from './actions';
import BatchStatus from './components/BatchStatus';
import CountdownCard from './components/CountdownCard';
import DiscoveryInfo from './components/DiscoveryInfo';
import FilterChips from './components/FilterChips';
import HowYouShowUp from './components/HowYouShowUp';
import PhotoNeededCard from './components/PhotoNeededCard';
import PrelaunchNote from './components/PrelaunchNote';
import ProfileList from './components/ProfileList';
import { BATCH } from './refresh';
import { useBatch } from './use-batch';
import { useBatchRetry } from './use-batch-retry';
import { useFilters } from './use-filters';
import { useHomeRefresh } from './use-home-refresh';
import { useOwnProfile } from './use-own-profile';
import { usePicks } from './use-picks';
import './HomeScreen.css';

const SENDING_KINDS = ['set-pick', 'block-member', 'report-member', 'read-notice', 'dispute-charge'] as const;

/** /home, Browse (spec 001 §2): this week's batch, the countdown to the next, filters, and how you show up. */
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
      <NoticeList notices={notices} />
      <GroupLinkCard outcome={group?.outcome ?? null} />
      {profile && <PhotoNeededCard hasPhoto={profile.photoUrl !== null} />}
      {week && <PrelaunchNote week={week} />}
      {week && <CountdownCard week={week} onReached={refresh} />}
      <DiscoveryInfo />
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
      <HowYouShowUp profile={profile ?? null} profilePending={profilePending} />
    </div>
  );
}
