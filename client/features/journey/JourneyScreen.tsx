import { useState } from 'react';
import { CRAFT_PROFILE, GETTING_STARTED, findRoadmap, isRoadmapComplete, roadmapsFor } from '../../../shared/journey';
import { VIDEOS_NEEDED } from '../../../shared/journey-video-onboarding';
import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import { useRefresh } from '../../data/use-refresh';
import { useWaitingChanges } from '../../data/use-waiting-changes';
import AllSetCard from './components/AllSetCard';
import RoadmapSection from './components/RoadmapSection';
import UploadVideosCard from './components/UploadVideosCard';
import VideoOnboarding from './components/VideoOnboarding';
import { ROADMAPS_CACHE, refreshRoadmaps } from './refresh';
import { useCompletions } from './use-completions';
import { useMemberLocation } from './use-member-location';
import { useVideoCount } from '../videos/use-own-videos';
import { chooseJourneyFirst, chooseVideoOnboarding, useJourneyFirst } from './video-onboarding-choice';
import './JourneyScreen.css';

const KINDS = ['complete-roadmap-step'] as const;

/**
 * /emberite/journey (docs/product-rules.md#journey-and-chats): without videos, the "Final Step" video onboarding; otherwise (or once the
 * member chose to see the journey first) the roadmaps, from what this device saved, refreshed when online.
 */
export default function JourneyScreen() {
  useRefresh(refreshRoadmaps);
  const completions = useCompletions();
  const journeyFirst = useJourneyFirst();
  const videoCount = useVideoCount();
  const location = useMemberLocation();
  const cache = useCacheState(ROADMAPS_CACHE);
  const waiting = useWaitingChanges(KINDS);
  const [showCompleted, setShowCompleted] = useState(true);

  if (completions === undefined || journeyFirst === undefined || videoCount === undefined) {
    return (
      <div className="container page">
        <p role="status">Loading...</p>
      </div>
    );
  }
  if (videoCount === 0 && !journeyFirst) return <VideoOnboarding onSeeJourney={() => void chooseJourneyFirst()} />;

  const done = (roadmapId: string) => completions[roadmapId] ?? [];
  const gettingStarted = findRoadmap(GETTING_STARTED)!;
  const craftProfileDone = done(GETTING_STARTED).includes(CRAFT_PROFILE);

  return (
    <div className="container page journey">
      <h1>Advenchy Journey</h1>
      <CacheNotice stale={cache.status === 'offline'} sending={waiting.length > 0} />
      {craftProfileDone && videoCount < VIDEOS_NEEDED && <UploadVideosCard />}
      {isRoadmapComplete(gettingStarted, done(GETTING_STARTED)) && <AllSetCard />}
      <label className="journey__toggle">
        <input type="checkbox" checked={showCompleted} onChange={(event) => setShowCompleted(event.target.checked)} />
        show completed steps
      </label>
      {roadmapsFor(location).map((roadmap) => (
        <RoadmapSection key={roadmap.id} roadmap={roadmap} completed={done(roadmap.id)} showCompleted={showCompleted} />
      ))}
      {videoCount === 0 && (
        <p>
          <button type="button" className="journey__link-button" onClick={() => void chooseVideoOnboarding()}>
            back to the Final Step: record your first video
          </button>
        </p>
      )}
    </div>
  );
}
