import { Link } from 'react-router-dom';
import { JOURNEY_PATH } from '../step-path';

/** The back link of the step pages and the chats (spec 001 §2: "back link to /emberite/journey"). */
export default function BackToJourney() {
  return (
    <p>
      <Link to={JOURNEY_PATH}>← back to your journey</Link>
    </p>
  );
}
