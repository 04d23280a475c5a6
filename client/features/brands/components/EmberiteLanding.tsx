import { emberite } from '../content/emberite';
import { emberiteLanding } from '../content/emberite-landing';
import MatchingLanding from './MatchingLanding';

/** The first brand's landing; its own chunk, so other brands' pages never download its copy. */
export default function EmberiteLanding() {
  return <MatchingLanding brand={emberite} copy={emberiteLanding} />;
}
