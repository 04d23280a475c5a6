import { Link, useParams } from 'react-router-dom';
import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import { useWaitingChanges } from '../../data/use-waiting-changes';
import type { SetPickPayload } from './outbox';
import { useRefresh } from '../../data/use-refresh';
import { nextProfileId } from './batch-rules';
import InterestLevelSlider from './components/InterestLevelSlider';
import MemberBucketList from './components/MemberBucketList';
import MemberFacts from './components/MemberFacts';
import MemberInterests from './components/MemberInterests';
import SafetyActions from './components/SafetyActions';
import MemberVideos from './components/MemberVideos';
import { BATCH, refreshBatch, refreshPicks } from './refresh';
import { useBatch } from './use-batch';
import { useMemberCard } from './use-member-card';
import { usePick } from './use-picks';
import './MemberProfileScreen.css';

const PICK_KINDS = ['set-pick'] as const;

function refreshForProfile() {
  void refreshBatch();
  void refreshPicks();
}

/** /profile/:profileId and /emberite/profile/:profileId: another member, and the member's private level for them. */
export default function MemberProfileScreen() {
  const profileId = useParams().profileId ?? '';
  useRefresh(refreshForProfile);
  const state = useMemberCard(profileId);
  const batch = useBatch();
  const saved = usePick(profileId);
  const offline = useCacheState(BATCH).status === 'offline';
  const sending = useWaitingChanges(PICK_KINDS).some(
    (entry) => entry.status === 'pending' && (entry.payload as SetPickPayload).profileId === profileId,
  );

  if (state.status === 'loading')
    return (
      <div className="container page">
        <p role="status">loading profile...</p>
      </div>
    );
  if (state.status !== 'found') {
    const text =
      state.status === 'not-found'
        ? "this profile isn't available. it may no longer be in your batch."
        : state.status === 'offline'
          ? "you're offline and this profile isn't saved on this device."
          : `we couldn't load this profile: ${state.message}`;
    return (
      <div className="container page">
        <h1>profile not available</h1>
        <p>{text}</p>
        <p>
          <Link to="/home">back to discover</Link>
        </p>
      </div>
    );
  }

  const { card, inBatch } = state;
  const next = nextProfileId(batch?.cards.map((one) => one.id) ?? [], profileId);
  const week = batch?.week ?? null;
  return (
    <div className="container page member-profile">
      <nav className="member-profile__nav" aria-label="profiles">
        <Link to="/home">← discover</Link>
        {/* A visually hidden word inside the link swallowed the space before the arrow ("Next→"); the name says it instead. */}
        {next && (
          <Link to={`/profile/${encodeURIComponent(next)}`} aria-label="Next profile">
            Next →
          </Link>
        )}
      </nav>
      <MemberFacts card={card} />
      <CacheNotice stale={offline && inBatch} sending={sending} />
      {inBatch && saved !== undefined && (
        <InterestLevelSlider
          key={profileId}
          profileId={profileId}
          firstName={card.firstName}
          saved={saved}
          picksOpen={week?.picksOpen ?? false}
        />
      )}
      <MemberInterests card={card} />
      <MemberBucketList card={card} />
      <MemberVideos card={card} />
      <SafetyActions profileId={profileId} firstName={card.firstName} />
    </div>
  );
}
