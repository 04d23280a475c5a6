import { Link } from 'react-router-dom';

/** A real not-found page for unknown addresses and unknown ids. */
export default function NotFound() {
  return (
    <div className="container page not-found">
      <h1>we couldn't find that page</h1>
      <p>The link may be old, or the page may have moved. Everything else is still here.</p>
      <p>
        <Link className="btn btn-primary" to="/">
          back to the home page
        </Link>
      </p>
    </div>
  );
}
