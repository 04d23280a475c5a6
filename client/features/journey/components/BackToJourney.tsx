import { Link } from 'react-router-dom';
import { JOURNEY_PATH } from '../step-path';

/** The back link of the step pages and the chats (docs/product-rules.md#journey-and-chats: "back link to /emberite/journey"). */
export default function BackToJourney() {
  return (
    <p>
      <Link to={JOURNEY_PATH}>← back to your journey</Link>
    </p>
  );
}
