import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import UpdatePrompt from './UpdatePrompt';

const ThemePicker = lazy(() => import('../features/themes/ThemePicker'));

/** Wraps every page: scroll rule (top on navigation, kept on back), the theme picker and the update prompt. */
export default function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">skip to content</a>
      <ScrollRestoration />
      <Outlet />
      <Suspense fallback={null}>
        <ThemePicker />
      </Suspense>
      <UpdatePrompt />
    </>
  );
}
