import { advenchy } from '../content/advenchy';
import MatchingLanding from './MatchingLanding';

/** The second brand's landing: the first brand's sections with advenchy's own copy. */
export default function AdvenchyLanding() {
  return <MatchingLanding brand={advenchy} />;
}
