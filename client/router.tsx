import { lazy, Suspense, useEffect, useMemo } from 'react';
import { type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { setAppNavigate } from './app-navigation';
import LandingLayout from './shell/LandingLayout';
import RootLayout from './shell/RootLayout';
import ScreenFallback from './components/ScreenFallback';
import RouteErrorBoundary from './components/RouteErrorBoundary';
import { useDocumentTitle, useFocusOnNavigation } from './components/use-route-announcements';
import ScrollRestoration from './components/ScrollRestoration';
import { useBrand } from './features/brands/use-brand';
import { guarded, title } from './route-elements';
import { matchesCatchAll, routeTitle } from './route-title';

// Every screen is its own chunk, so the landing page downloads only what it shows. The rest of the route table too
// (more-routes.tsx), with the member and host layouts, which bring the outbox and the local database.
const Landing = lazy(() => import('./features/brands/LandingScreen'));
const Hosts = lazy(() => import('./features/become-a-host/HostsScreen'));
const Programs = lazy(() => import('./features/programs/ProgramsScreen'));
const Faq = lazy(() => import('./features/faq/FaqScreen'));
const About = lazy(() => import('./features/about/AboutScreen'));
const Terms = lazy(() => import('./features/legal/TermsScreen'));
const Privacy = lazy(() => import('./features/legal/PrivacyScreen'));
/** Every other route: loaded when a page outside the pre-rendered ones is opened (see more-routes.tsx). */
const MoreRoutes = lazy(() => import('./more-routes'));

/** The public pages that are pre-rendered (shared/prerendered-pages.ts), under the landing layout. */
const prerenderedRoutes: RouteObject[] = [
  { index: true, element: guarded('landing', Landing) },
  { path: 'become-a-host', element: <Hosts />, handle: title('become a host') },
  { path: 'hosts', element: <Hosts />, handle: title('become a host') },
  { path: 'programs', element: <Programs />, handle: title('programs') },
  { path: 'faq', element: <Faq />, handle: title('faq') },
  { path: 'about', element: <About />, handle: title('about') },
  { path: 'terms-of-use', element: <Terms />, handle: title('terms of use') },
  { path: 'privacy-policy', element: <Privacy />, handle: title('privacy policy') },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <LandingLayout />, children: prerenderedRoutes },
      // No Suspense boundary of its own: while its chunk loads, a navigation (a transition) keeps the page it leaves
      // on screen, header and all; a first render shows AppRoutes' fallback.
      { path: '*', element: <MoreRoutes /> },
    ],
  },
];

/**
 * The app's routes in declarative mode (`useRoutes` under a `<BrowserRouter>`, or `<StaticRouter>` at build time):
 * the app uses no data APIs (no loaders or actions), and without the data router react-router's part of the first
 * download is under half. What the data router gave is done here instead: the page title and focus after
 * a navigation, the scroll rule (top on navigation, kept on back), and the error page for a screen that fails.
 */
export function AppRoutes() {
  const { pathname, key } = useLocation();
  const [title, elsewhere] = useMemo(() => [routeTitle(routes, pathname), matchesCatchAll(routes, pathname)] as const, [pathname]);
  // A page of more-routes.tsx sets its title from its own table.
  useDocumentTitle(title, useBrand().name, !elsewhere);
  useFocusOnNavigation();
  const navigate = useNavigate();
  useEffect(() => {
    setAppNavigate((to, options) => void navigate(to, options));
    return () => setAppNavigate(undefined);
  }, [navigate]);
  return (
    <>
      <ScrollRestoration />
      <RouteErrorBoundary resetKey={key}>
        <Suspense fallback={<ScreenFallback />}>{useRoutes(routes)}</Suspense>
      </RouteErrorBoundary>
    </>
  );
}
