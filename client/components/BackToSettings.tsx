import { Link } from 'react-router-dom';

/** The link at the top of every settings sub-screen. */
export default function BackToSettings() {
  return (
    <p>
      <Link to="/emberite/settings">back to settings</Link>
    </p>
  );
}
