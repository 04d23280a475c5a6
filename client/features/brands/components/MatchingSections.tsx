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
import ProseSection from './ProseSection';

/**
 * The first and second brand landing below the hero (docs/product-rules.md#public-pages, in order): a chunk of its own, loaded
 * after the first screen. On a pre-rendered landing its markup is already on the page and React hydrates it when
 * the chunk has arrived (a Suspense boundary hydrates on its own), so the example-card flips, the comparison table
 * and the FAQ cost nothing before the first screen is interactive.
 */
export default function MatchingSections({ brand, copy }: { brand: BrandBasics; copy: MatchingLandingCopy }) {
  // Here too: the sections the #hash names (#how-it-works, #faq) arrive with this chunk.
  useHashScroll();
  return (
    <>
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
