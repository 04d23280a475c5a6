import { Link } from 'react-router-dom';

/** docs/product-rules.md#discover-and-picks: no videos yet, so the message that at least two are needed and the way to record them. */
export default function VideosNotice() {
  return (
    <section aria-labelledby="videos-title" className="card">
      <h2 id="videos-title">videos</h2>
      <p>at least two videos are needed to see videos here. record yours (one fun, one useful) to unlock them.</p>
      <Link to="/emberite/settings/videos" className="btn btn-secondary">
        Go to Videos
      </Link>
    </section>
  );
}
