import { Link } from 'react-router-dom';
import { SAMPLE_VIDEOS, VIDEO_RECORDER_PATH, VIDEO_SECONDS, VIDEO_TIPS } from '../../../../shared/journey-video-onboarding';
import PromptChooser from './PromptChooser';

/**
 * The journey's "Final Step" while the member has no videos (docs/product-rules.md#journey-and-chats): record a 15-second video, with a prompt
 * chooser, tips and two sample invite videos. "see my journey first" shows the roadmaps (remembered on this device).
 */
export default function VideoOnboarding({ onSeeJourney }: { onSeeJourney: () => void }) {
  return (
    <div className="container page journey journey-final-step">
      <h1>Final Step</h1>
      <p className="journey__lead">
        Record a {VIDEO_SECONDS}-second video. It is how your future group gets a feel for you before the first coffee, and members with
        videos are the ones who get to see others'.
      </p>
      <PromptChooser />
      <section aria-labelledby="final-step-tips">
        <h2 id="final-step-tips">Tips</h2>
        <ul>
          {VIDEO_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="final-step-samples">
        <h2 id="final-step-samples">Two sample invite videos</h2>
        <ul className="journey__samples">
          {SAMPLE_VIDEOS.map((sample) => (
            <li key={sample.name} className="card">
              <h3>
                {sample.name}: “{sample.prompt}”
              </h3>
              <p>{sample.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="journey__actions">
        <Link className="btn btn-primary" to={VIDEO_RECORDER_PATH}>
          record my video
        </Link>
        <button type="button" className="btn btn-secondary" onClick={onSeeJourney}>
          see my journey first
        </button>
      </div>
    </div>
  );
}
