import { lazy, Suspense, useEffect } from 'react';
import { kindlingLanding } from '../content/kindling-landing';
import { useHashScroll } from '../use-hash-scroll';
import KindlingHero from './KindlingHero';

/** Everything below the hero: not part of the first screen (see KindlingSections.tsx). */
let sectionsLoad: Promise<typeof import('./KindlingSections')> | undefined;
const loadSections = () => (sectionsLoad ??= import('./KindlingSections'));
const KindlingSections = lazy(loadSections);

/** The third brand landing (docs/product-rules.md#public-pages): hero, narrative sections, the four program traits, then the way in. */
export default function KindlingLanding() {
  useHashScroll();
  // React hydrates the sections' markup only after the rest of the page, and would load their chunk only then; a
  // visitor who leaves before that and comes back must find it loaded, or the page is short for a moment and the
  // way back cannot return to the scrolled place.
  useEffect(() => {
    void loadSections();
  }, []);
  const copy = kindlingLanding;
  return (
    <>
      <KindlingHero hero={copy.hero} />
      <Suspense fallback={null}>
        <KindlingSections copy={copy} />
      </Suspense>
    </>
  );
}
