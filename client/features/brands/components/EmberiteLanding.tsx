import { emberite } from '../content/emberite';
import MatchingLanding from './MatchingLanding';

/** The first brand's landing; its own chunk, so other brands never download it. */
export default function EmberiteLanding() {
  return <MatchingLanding brand={emberite} />;
}
