import { advenchy } from '../content/advenchy';
import { advenchyLanding } from '../content/advenchy-landing';
import MatchingLanding from './MatchingLanding';

/** The second brand's landing: the first brand's sections with advenchy's own copy, in its own chunk. */
export default function AdvenchyLanding() {
  return <MatchingLanding brand={advenchy} copy={advenchyLanding} />;
}
