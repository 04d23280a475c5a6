import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BrandId } from './brand-content';
import { currentBrandId } from './brands';
import './LandingScreen.css';

/** One chunk per brand, so a visitor downloads only the landing of the brand they are on. */
const LANDINGS: Record<BrandId, LazyExoticComponent<ComponentType>> = {
  emberite: lazy(() => import('./components/EmberiteLanding')),
  advenchy: lazy(() => import('./components/AdvenchyLanding')),
  kindling: lazy(() => import('./components/KindlingLanding')),
};

/** '/': the landing page of the brand this host name serves (docs/product-rules.md#routes-and-guards). Renders only what goes inside <main>. */
export default function LandingScreen() {
  const Landing = LANDINGS[currentBrandId()];
  return (
    <Suspense
      fallback={
        <div className="landing-screen__loading" role="status">
          <span className="visually-hidden">loading</span>
        </div>
      }
    >
      <Landing />
    </Suspense>
  );
}
