import { lazy, Suspense } from 'react';
import type { BrandBasics } from '../brand-content';
import type { MatchingLandingCopy } from '../landing-copy';
import { useHashScroll } from '../use-hash-scroll';
import LandingHero from './LandingHero';

/** Everything below the hero: not part of the first screen (see MatchingSections.tsx). */
const MatchingSections = lazy(() => import('./MatchingSections'));

/** The first and second brand landing: the sections of spec 2.5, in the spec's order, with the brand's copy. */
export default function MatchingLanding({ brand, copy }: { brand: BrandBasics; copy: MatchingLandingCopy }) {
  useHashScroll();
  return (
    <>
      <LandingHero hero={copy.hero} />
      <Suspense fallback={null}>
        <MatchingSections brand={brand} copy={copy} />
      </Suspense>
    </>
  );
}
