import { Link } from 'react-router-dom';
import { VIDEO_RECORDER_PATH, VIDEOS_NEEDED } from '../../../../shared/journey-video-onboarding';

/** Shown once the profile step is done and fewer than two videos exist (docs/product-rules.md#journey-and-chats). */
export default function UploadVideosCard() {
  return (
    <section className="card journey__card" aria-labelledby="journey-upload-videos">
      <h2 id="journey-upload-videos">Upload your first two videos</h2>
      <p>{VIDEOS_NEEDED} short videos, one fun and one useful, make you discoverable once browsing opens. Each takes 15 seconds.</p>
      <Link className="btn btn-primary" to={VIDEO_RECORDER_PATH}>
        record a video
      </Link>
    </section>
  );
}
