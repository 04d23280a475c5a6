import { lazy, Suspense } from 'react';
import { kindlingLanding } from '../content/kindling-landing';
import { useHashScroll } from '../use-hash-scroll';
import KindlingHero from './KindlingHero';

/** Everything below the hero: not part of the first screen (see KindlingSections.tsx). */
const KindlingSections = lazy(() => import('./KindlingSections'));

/** The third brand landing (spec 2.6): hero, narrative sections, the four program traits, then the way in. */
export default function KindlingLanding() {
  useHashScroll();
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
