import { lazy, Suspense, useEffect } from 'react';
import type { BrandBasics } from '../brand-content';
import type { MatchingLandingCopy } from '../landing-copy';
import { useHashScroll } from '../use-hash-scroll';
import LandingHero from './LandingHero';

/** Everything below the hero: not part of the first screen (see MatchingSections.tsx). */
let sectionsLoad: Promise<typeof import('./MatchingSections')> | undefined;
const loadSections = () => (sectionsLoad ??= import('./MatchingSections'));
const MatchingSections = lazy(loadSections);

/** The first and second brand landing: the sections of docs/product-rules.md#public-pages, in order, with the brand's copy. */
export default function MatchingLanding({ brand, copy }: { brand: BrandBasics; copy: MatchingLandingCopy }) {
  useHashScroll();
  // React hydrates the sections' markup only after the rest of the page, and would load their chunk only then; a
  // visitor who leaves before that and comes back must find it loaded, or the page is short for a moment and the
  // way back cannot return to the scrolled place.
  useEffect(() => {
    void loadSections();
  }, []);
  return (
    <>
      <LandingHero hero={copy.hero} />
      <Suspense fallback={null}>
        <MatchingSections brand={brand} copy={copy} />
      </Suspense>
    </>
  );
}
