import { useId } from 'react';
import { Link } from 'react-router-dom';
import { cityOfLocation } from '../../../shared/weekly-cycle';
import { useFeatureFlags } from '../feature-flags/use-feature-flags';
import { useOwnProfile } from '../profiles/use-own-profile';
import { useOwnVideos } from '../videos/use-own-videos';
import { isDiscoverableByVideo, videoStanding } from '../videos/video-copy';
import BackToSettings from '../../components/BackToSettings';
import { prelaunchLine, VIDEOS_NEEDED } from './visibility-copy';
import './VisibilityScreen.css';

/**
 * /emberite/settings/visibility (docs/product-rules.md#settings): the "Show my videos to others" switch, disabled for now, with why: the
 * pre-launch date (configuration) and the two videos discoverability needs, with where the member stands.
 */
export default function VisibilityScreen() {
  const flags = useFeatureFlags();
  const profile = useOwnProfile();
  const videos = useOwnVideos();
  const switchId = useId();
  const aboutId = useId();
  const timeZone = cityOfLocation(profile?.location)?.timeZone;
  return (
    <div className="container page visibility">
      <BackToSettings />
      <h1>visibility</h1>
      <div className="visibility__switch">
        <label htmlFor={switchId}>Show my videos to others</label>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={false}
          aria-checked={false}
          disabled
          aria-describedby={aboutId}
          readOnly
        />
      </div>
      <div id={aboutId} className="visibility__about">
        <p>You can't change this yet.</p>
        {flags ? <p>{prelaunchLine(flags.discoverOpensAt, timeZone)}</p> : <p role="status">checking the launch date...</p>}
        <p>{VIDEOS_NEEDED}</p>
        {videos !== undefined && <p>{videoStanding(videos)}</p>}
        {videos !== undefined && !isDiscoverableByVideo(videos) && (
          <p>
            <Link to="/emberite/settings/videos">Go to Videos</Link>
          </p>
        )}
      </div>
    </div>
  );
}
