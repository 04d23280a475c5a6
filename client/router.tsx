import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import BareLayout from './components/BareLayout';
import HostLayout from './components/HostLayout';
import LandingLayout from './components/LandingLayout';
import MemberLayout from './components/MemberLayout';
import RootLayout from './components/RootLayout';
import Guard from './features/auth/components/Guard';
import type { GuardKind } from './features/auth/guard-rules';

// Every screen is its own chunk, so the landing page downloads only what it shows.
const Landing = lazy(() => import('./features/brands/LandingScreen'));
const Press = lazy(() => import('./features/press/PressScreen'));
const Hosts = lazy(() => import('./features/hosts/HostsScreen'));
const Programs = lazy(() => import('./features/programs/ProgramsScreen'));
const Program = lazy(() => import('./features/programs/ProgramScreen'));
const Faq = lazy(() => import('./features/faq/FaqScreen'));
const About = lazy(() => import('./features/about/AboutScreen'));
const Terms = lazy(() => import('./features/legal/TermsScreen'));
const Privacy = lazy(() => import('./features/legal/PrivacyScreen'));
const ShopifyBuilders = lazy(() => import('./features/builders/ShopifyBuildersScreen'));
const Poetry = lazy(() => import('./features/experiences/PoetryScreen'));
const Yvr = lazy(() => import('./features/experiences/YvrScreen'));
const Experience = lazy(() => import('./features/experiences/ExperienceScreen'));
const PoetryNightJoin = lazy(() => import('./features/experiences/PoetryNightJoinScreen'));
const Category = lazy(() => import('./features/categories/CategoryScreen'));
const MyProfile = lazy(() => import('./features/profile/MyProfileScreen'));
const NotFound = lazy(() => import('./components/NotFound'));
const Planned = lazy(() => import('./components/PlannedScreen'));

function guarded(kind: GuardKind, Screen: LazyExoticComponent<ComponentType>) {
  return <Guard kind={kind}><Screen /></Guard>;
}

/** A route whose screen a later release fills in; its guard and layout are already the real ones. */
function planned(kind: GuardKind | null, title: string, about: string) {
  const screen = <Planned title={title} about={about} />;
  return kind ? <Guard kind={kind}>{screen}</Guard> : screen;
}

const publicRoutes: RouteObject[] = [
  { index: true, element: guarded('landing', Landing) },
  { path: 'press', element: <Press /> },
  { path: 'become-a-host', element: <Hosts /> },
  { path: 'hosts', element: <Hosts /> },
  { path: 'programs', element: <Programs /> },
  { path: 'program/:id', element: <Program /> },
  { path: 'faq', element: <Faq /> },
  { path: 'about', element: <About /> },
  { path: 'terms-of-use', element: <Terms /> },
  { path: 'privacy-policy', element: <Privacy /> },
  { path: 'shopify-builders', element: <ShopifyBuilders /> },
  { path: 'poetry', element: <Poetry /> },
  { path: 'yvr', element: <Yvr /> },
  { path: 'yvr/:experienceId', element: <Experience /> },
  { path: 'experience/:experienceId', element: <Experience /> },
  { path: 'emberite/experiences/poetry-night/join', element: <PoetryNightJoin /> },
  { path: 'category/*', element: <Category /> },
  { path: 'login', element: planned(null, 'sign in', 'Sign in with a 6-digit code we e-mail you, or with Google or Microsoft.') },
  { path: 'create-account', element: planned(null, 'create your account', 'Create your account with a 6-digit code we e-mail you.') },
  { path: 'register', element: planned(null, 'register', 'Register with your e-mail address.') },
  { path: 'login/callback/:provider', element: planned(null, 'signing you in', 'Finishing sign-in with your provider.') },
  { path: 'login/magic-link', element: planned(null, 'signing you in', 'Checking your sign-in link.') },
  { path: 'create-event', element: planned(null, 'create an event format', 'Design a gathering: concept, timeline, group, logistics.') },
  { path: '*', element: <NotFound /> },
];

// Guarded as a whole by the member rule (login and a profile).
// Spec 000 lists /profile/{id} as public, 001 as login: another member's profile is private, so login wins.
const memberRoutes: RouteObject[] = [
  { path: 'home', element: planned(null, "who's into what you're into", 'new faces every thursday, max 55 people') },
  { path: 'vibe-check', element: planned(null, 'vibe check', 'Private preferences and short practice videos.') },
  { path: 'me', element: <MyProfile /> },
  { path: 'settings', element: planned(null, 'edit profile', 'update your information and preferences') },
  { path: 'profile/:profileId', element: planned(null, 'profile', "Another member's profile.") },
  { path: 'emberite', element: <Navigate to="/emberite/journey" replace /> },
  { path: 'emberite/journey', element: planned(null, 'Advenchy Journey', 'Your roadmaps and next steps.') },
  { path: 'emberite/journey/:roadmapId/:stepId', element: planned(null, 'roadmap step', 'One step of a roadmap.') },
  { path: 'emberite/experiences', element: planned(null, 'experiences', 'Experiences you can join.') },
  { path: 'emberite/experience/:experienceId', element: planned(null, 'experience', 'One experience.') },
  { path: 'emberite/experiences/join', element: planned(null, 'registration', 'Register for an experience.') },
  { path: 'emberite/experiences/:experienceId/join', element: planned(null, 'registration', 'Register for this experience.') },
  { path: 'emberite/people', element: planned(null, 'people', 'People you might meet.') },
  { path: 'emberite/peopleFilterSettings', element: planned(null, 'Search Settings', 'Who you would like to see.') },
  { path: 'emberite/availability', element: planned(null, 'availability', 'When you are free.') },
  { path: 'emberite/settings', element: planned(null, 'settings', 'Your account and preferences.') },
  ...['preview', 'basic', 'videos', 'bucketlist', 'invites', 'visibility', 'auth'].map((sub) => ({
    path: `emberite/settings/${sub}`,
    element: planned(null, `settings: ${sub}`, 'One group of settings.'),
  })),
  { path: 'emberite/profile/:profileId', element: planned(null, 'profile', "Another member's profile.") },
  { path: 'emberite/chat/:chatId', element: planned(null, 'chat', 'A conversation.') },
];

// Reached before a profile exists (after account creation or sign-in), so they need login but not a profile.
const accountRoutes: RouteObject[] = [
  { path: 'session-expired', element: planned('login', 'session expired', 'Signing you in again.') },
  { path: 'complete-profile', element: planned('login', 'complete your profile', 'A few details so we can match you.') },
  { path: 'interests', element: planned('login', 'your interests', 'What are you curious about?') },
  { path: 'payment', element: planned('login', 'deposit', 'Hold your spot with a deposit.') },
];

const hostRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/host/dashboard" replace /> },
  ...[
    ['dashboard', 'dashboard'],
    ['formats', 'formats'],
    ['analytics', 'analytics'],
    ['settings', 'settings'],
    ['profile', 'profile'],
    ['billing', 'billing'],
    ['help', 'help'],
    ['payments', 'payments'],
    ['format/:id/edit', 'edit format'],
    ['format/:id/details', 'format details'],
  ].map(([path, title]) => ({ path, element: planned(null, title!, 'Your hosting tools.') })),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: 'welcome', element: <Guard kind="welcome">{null}</Guard> },
      {
        element: <BareLayout />,
        children: [{ path: 'start', element: planned(null, 'get your invite', 'Tell us about yourself in about 2 minutes.') }],
      },
      { element: <Guard kind="member"><MemberLayout /></Guard>, children: memberRoutes },
      { path: 'host', element: <Guard kind="host"><HostLayout /></Guard>, children: hostRoutes },
      { element: <LandingLayout />, children: [...accountRoutes, ...publicRoutes] },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
