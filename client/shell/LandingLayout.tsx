import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import BrandFooter from '../features/brands/components/BrandFooter';
import BrandHeader from '../features/brands/components/BrandHeader';
import ScreenFallback from '../components/ScreenFallback';

/** Landing layout (docs/product-rules.md#routes-and-guards): header, content, footer. Used by every public page. */
export default function LandingLayout() {
  return (
    <div className="landing-layout">
      <BrandHeader />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<ScreenFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <BrandFooter />
    </div>
  );
}
