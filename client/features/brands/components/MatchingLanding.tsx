import type { BrandBasics } from '../brand-content';
import type { MatchingLandingCopy } from '../landing-copy';
import { PEOPLE_JOINED_THIS_WEEK } from '../landing-stats';
import { useHashScroll } from '../use-hash-scroll';
import ClosingCta from './ClosingCta';
import ComparisonTable from './ComparisonTable';
import ExampleCards from './ExampleCards';
import HowItWorksSteps from './HowItWorksSteps';
import InterestCategories from './InterestCategories';
import LandingFaq from './LandingFaq';
import LandingHero from './LandingHero';
import ProseSection from './ProseSection';

/** The first and second brand landing: the sections of spec 2.5, in the spec's order, with the brand's copy. */
export default function MatchingLanding({ brand, copy }: { brand: BrandBasics; copy: MatchingLandingCopy }) {
  useHashScroll();
  return (
    <>
      <LandingHero hero={copy.hero} />
      <ExampleCards copy={copy.examples} />
      <HowItWorksSteps copy={copy.steps} />
      <ComparisonTable copy={copy.comparison} brandName={brand.name} />
      <ProseSection copy={copy.romance} tone="dark" />
      <ProseSection copy={copy.goToThings} surface="primary" />
      <InterestCategories copy={copy.categories} />
      <LandingFaq copy={copy.faq} />
      <ClosingCta
        title={copy.closing.title}
        body={copy.closing.body}
        ctaLabel={copy.closing.ctaLabel}
        to="/start"
        joined={{ count: PEOPLE_JOINED_THIS_WEEK, label: copy.closing.joinedLabel }}
      />
    </>
  );
}
