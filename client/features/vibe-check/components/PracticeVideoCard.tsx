import { useId } from 'react';
import { Link } from 'react-router-dom';
import PracticeRecorder from '../../videos/components/PracticeRecorder';

/**
 * The practice video area of the summary, for members who discover people through videos (docs/product-rules.md#vibe-check): practice
 * right here with the daily prompts (kept on this device, never uploaded); the videos others see are recorded at
 * /emberite/settings/videos.
 */
export default function PracticeVideoCard() {
  const headingId = useId();
  return (
    <section className="card vibe-practice" aria-labelledby={headingId}>
      <h3 id={headingId}>practice videos</h3>
      <p>
        you'd rather get to know people through videos, so start with your own: record a short 15-second practice video, watch it back and
        retake it until it feels like you. practice videos stay on this device; nobody else sees them.
      </p>
      <PracticeRecorder />
      <p>
        ready for the real thing? a fun and a useful video make you discoverable.{' '}
        <Link className="btn btn-secondary" to="/emberite/settings/videos">
          go to videos
        </Link>
      </p>
    </section>
  );
}
