import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import BottomNav from './BottomNav';
import MemberHeader from './MemberHeader';
import ScreenFallback from './ScreenFallback';
import { sendKeptPoetryNight } from '../data/poetry-night-kept';
import './member-layout.css';

/** Member layout (spec 2.3): header, content, and the bottom navigation with three tabs. */
export default function MemberLayout() {
  // A poetry night registration made on this device while signed out goes out now that someone is signed in.
  useEffect(() => {
    sendKeptPoetryNight().catch((error: unknown) => console.warn('could not send the kept poetry night registration', error));
  }, []);
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
