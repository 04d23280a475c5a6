import { kindlingLanding } from '../content/kindling-landing';
import { useHashScroll } from '../use-hash-scroll';
import ClosingCta from './ClosingCta';
import KindlingHero from './KindlingHero';
import ProgramTraits from './ProgramTraits';
import ProseSection from './ProseSection';

/** Backgrounds of the narrative sections, in order, so neighbouring bands differ. */
const STORY_BANDS = [
  { tone: 'light', surface: 'primary' },
  { tone: 'light', surface: 'secondary' },
  { tone: 'dark', surface: 'primary' },
] as const;

/** The third brand landing (spec 2.6): hero, narrative sections, the four program traits, then the way in. */
export default function KindlingLanding() {
  useHashScroll();
  const copy = kindlingLanding;
  return (
    <>
      <KindlingHero hero={copy.hero} />
      {copy.story.map((section, index) => (
        <ProseSection key={section.id} id={section.id} copy={section} {...STORY_BANDS[index % STORY_BANDS.length]} />
      ))}
      <ProgramTraits copy={copy.traits} />
      <ClosingCta title={copy.closing.title} body={copy.closing.body} ctaLabel={copy.closing.ctaLabel} to="/create-account" />
    </>
  );
}
