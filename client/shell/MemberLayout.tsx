import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import BottomNav from '../components/BottomNav';
import MemberHeader from './MemberHeader';
import ScreenFallback from '../components/ScreenFallback';
import './member-layout.css';

/** Member layout (docs/product-rules.md#routes-and-guards): header, content, and the bottom navigation with three tabs. */
export default function MemberLayout() {
  return (
    <div className="member-layout">
      <MemberHeader />
      <main id="main" tabIndex={-1} className="member-layout__main">
        <Suspense fallback={<ScreenFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
