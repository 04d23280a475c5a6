import type { ProgramsLandingCopy } from '../landing-copy';
import { useHashScroll } from '../use-hash-scroll';
import ClosingCta from './ClosingCta';
import ProgramTraits from './ProgramTraits';
import ProseSection from './ProseSection';

/** Backgrounds of the narrative sections, in order, so neighbouring bands differ. */
const STORY_BANDS = [
  { tone: 'light', surface: 'primary' },
  { tone: 'light', surface: 'secondary' },
  { tone: 'dark', surface: 'primary' },
] as const;

/**
 * The third brand landing below the hero (docs/product-rules.md#public-pages): the narrative sections, the four program traits, then the way
 * in. A chunk of its own, loaded after the first screen; on a pre-rendered landing React hydrates its markup when
 * the chunk has arrived (as MatchingSections.tsx).
 */
export default function KindlingSections({ copy }: { copy: ProgramsLandingCopy }) {
  // Here too: the sections the #hash names arrive with this chunk.
  useHashScroll();
  return (
    <>
      {copy.story.map((section, index) => (
        <ProseSection key={section.id} id={section.id} copy={section} {...STORY_BANDS[index % STORY_BANDS.length]} />
      ))}
      <ProgramTraits copy={copy.traits} />
      <ClosingCta title={copy.closing.title} body={copy.closing.body} ctaLabel={copy.closing.ctaLabel} to="/create-account" />
    </>
  );
}
