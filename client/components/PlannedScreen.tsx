import { Link } from 'react-router-dom';

/**
 * A guarded route whose screen arrives with a later release. It says so plainly instead of pretending:
 * the route, its guard and its layout are real.
 */
export default function PlannedScreen({ title, about }: { title: string; about: string }) {
  return (
    <div className="container page">
      <h1>{title}</h1>
      <p>{about}</p>
      <p className="muted">This screen is on its way in an upcoming release.</p>
      <p>
        <Link to="/">back to the home page</Link>
      </p>
    </div>
  );
}
