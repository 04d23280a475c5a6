import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import ScreenFallback from './ScreenFallback';

/** For full-screen flows (the /start wizard): no site header or footer, just the content landmark. */
export default function BareLayout() {
  return (
    <main id="main" tabIndex={-1}>
      <Suspense fallback={<ScreenFallback />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
