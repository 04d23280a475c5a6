import { lazy, Suspense, useMemo } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import BareLayout from './components/BareLayout';
import LandingLayout from './shell/LandingLayout';
import ScreenFallback from './components/ScreenFallback';
import { useDocumentTitle } from './components/use-route-announcements';
import Guard from './features/auth/components/Guard';
import { useBrand } from './features/brands/use-brand';
import { guarded, title } from './route-elements';
import { useSession } from './features/auth/use-session';
import { routeTitle } from './route-title';

/**
 * Every route but the pre-rendered public pages (those are in client/router.tsx, whose catch-all renders this):
 * the member, host and account areas and the other public pages. A chunk of its own, so the route table of the whole
 * app is not part of a visitor's first download. Every screen is its own chunk too.
 */
const MemberLayout = lazy(() => import('./shell/MemberLayout'));
const HostLayout = lazy(() => import('./shell/HostLayout'));
const Press = lazy(() => import('./features/press/PressScreen'));
const HostFormats = lazy(() => import('./features/programs/host/FormatsScreen'));
const HostFormatDetails = lazy(() => import('./features/programs/host/FormatDetailsScreen'));
const CreateEvent = lazy(() => import('./features/programs/create/CreateEventScreen'));
const HostDashboard = lazy(() => import('./features/programs/host/DashboardScreen'));
const HostAnalytics = lazy(() => import('./features/programs/host/AnalyticsScreen'));
const HostPayments = lazy(() => import('./features/programs/host/PaymentsScreen'));
const HostBilling = lazy(() => import('./features/programs/host/BillingScreen'));
const HostSettings = lazy(() => import('./features/programs/host/HostSettingsScreen'));
const HostProfile = lazy(() => import('./features/programs/host/HostProfileScreen'));
const HostHelp = lazy(() => import('./features/programs/host/HostHelpScreen'));
const HostFormatEdit = lazy(() => import('./features/programs/host/FormatEditScreen'));
const Program = lazy(() => import('./features/programs/ProgramScreen'));
const ShopifyBuilders = lazy(() => import('./features/builders/ShopifyBuildersScreen'));
const Poetry = lazy(() => import('./features/experiences/PoetryScreen'));
const Yvr = lazy(() => import('./features/experiences/YvrScreen'));
const Experience = lazy(() => import('./features/experiences/ExperienceScreen'));
const PoetryNightJoin = lazy(() => import('./features/experiences/PoetryNightJoinScreen'));
const MemberExperiences = lazy(() => import('./features/experiences/MemberExperiencesScreen'));
const ExperienceRegistration = lazy(() => import('./features/experiences/registration/ExperienceRegistrationScreen'));
const Category = lazy(() => import('./features/categories/CategoryScreen'));
const MyProfile = lazy(() => import('./features/profiles/MyProfileScreen'));
const NotFound = lazy(() => import('./components/NotFound'));
const Login = lazy(() => import('./features/auth/LoginScreen'));
const Register = lazy(() => import('./features/auth/RegisterScreen'));
const ProviderCallback = lazy(() => import('./features/auth/ProviderCallbackScreen'));
const MagicLink = lazy(() => import('./features/auth/MagicLinkScreen'));
const SessionExpired = lazy(() => import('./features/auth/SessionExpiredScreen'));
const AuthSettings = lazy(() => import('./features/settings/AuthSettingsScreen'));
const SettingsList = lazy(() => import('./features/settings/SettingsListScreen'));
const MyData = lazy(() => import('./features/my-data/MyDataScreen'));
const Notifications = lazy(() => import('./features/push/NotificationsScreen'));
const InstallApp = lazy(() => import('./features/pwa/InstallScreen'));
const DeleteAccount = lazy(() => import('./features/my-data/DeleteAccountScreen'));
const Agreements = lazy(() => import('./features/settings/AgreementsScreen'));
const AccountDeleted = lazy(() => import('./features/my-data/AccountDeletedScreen'));
const Invites = lazy(() => import('./features/invites/InvitesScreen'));
const Journey = lazy(() => import('./features/journey/JourneyScreen'));
const RoadmapStep = lazy(() => import('./features/journey/RoadmapStepScreen'));
const Chat = lazy(() => import('./features/chats/ChatScreen'));
const SettingsPreview = lazy(() => import('./features/settings/PreviewScreen'));
const BasicInfo = lazy(() => import('./features/settings/BasicInfoScreen'));
const BucketList = lazy(() => import('./features/settings/BucketListScreen'));
const Visibility = lazy(() => import('./features/settings/VisibilityScreen'));
const People = lazy(() => import('./features/people/PeopleScreen'));
const SearchSettings = lazy(() => import('./features/people/SearchSettingsScreen'));
const Availability = lazy(() => import('./features/people/AvailabilityScreen'));
const ContinueOnboarding = lazy(() => import('./features/onboarding/ContinueOnboardingScreen'));
const ProfileSettings = lazy(() => import('./features/profiles/ProfileSettingsScreen'));
const Start = lazy(() => import('./features/onboarding/StartScreen'));
const Home = lazy(() => import('./features/discover/HomeScreen'));
const MemberProfile = lazy(() => import('./features/discover/MemberProfileScreen'));
const Group = lazy(() => import('./features/groups/GroupScreen'));
const GroupChat = lazy(() => import('./features/group-chat/GroupChatScreen'));
const Payment = lazy(() => import('./features/payments/PaymentScreen'));
const VibeCheck = lazy(() => import('./features/vibe-check/VibeCheckScreen'));
const Review = lazy(() => import('./features/review/ReviewScreen'));
const Videos = lazy(() => import('./features/videos/VideosScreen'));

/** A screen reached after sign-in that leads someone without a profile into the /start wizard. */
function continueOnboarding(path: string, heading: string, lead: string): RouteObject {
  return {
    path,
    handle: title(heading),
    element: (
      <Guard kind="login">
        <ContinueOnboarding title={heading} lead={lead} />
      </Guard>
    ),
  };
}

const publicRoutes: RouteObject[] = [
  { path: 'press', element: <Press />, handle: title('press') },
  { path: 'program/:id', element: <Program />, handle: title('program') },
  { path: 'shopify-builders', element: <ShopifyBuilders />, handle: title('shopify builders') },
  { path: 'poetry', element: <Poetry />, handle: title('poetry night') },
  { path: 'yvr', element: <Yvr />, handle: title('night out') },
  { path: 'yvr/:experienceId', element: <Experience />, handle: title('experience') },
  { path: 'experience/:experienceId', element: <Experience />, handle: title('experience') },
  { path: 'emberite/experiences/poetry-night/join', element: <PoetryNightJoin />, handle: title('poetry night registration') },
  { path: 'category/*', element: <Category />, handle: title('interests') },
  { path: 'login', handle: title('sign in'), element: guarded('sign-in', Login) },
  { path: 'create-account', handle: title('create your account'), element: guarded('sign-in', Login) },
  { path: 'register', handle: title('register'), element: guarded('sign-in', Register) },
  { path: 'login/callback/:provider', handle: title('signing you in'), element: <ProviderCallback /> },
  { path: 'login/magic-link', handle: title('sign in'), element: <MagicLink /> },
  { path: 'account-deleted', handle: title('account deleted'), element: <AccountDeleted /> },
  // The wizard's 'sign in' opens /auth/sign-in (docs/product-rules.md#event-format-wizard): our sign-in page is /login.
  { path: 'auth/sign-in', element: <Navigate to="/login" replace /> },
  { path: '*', element: <NotFound />, handle: title('page not found') },
];

// Guarded as a whole by the member rule (login and a profile).
// /profile/{id} needs login (docs/product-rules.md#routes-and-guards): another member's profile is private.
const memberRoutes: RouteObject[] = [
  { path: 'home', handle: title("who's into what you're into"), element: <Home /> },
  { path: 'group', handle: title('your group'), element: <Group /> },
  { path: 'payment', handle: title('your deposit'), element: <Payment /> },
  { path: 'vibe-check', handle: title('vibe check'), element: <VibeCheck /> },
  { path: 'me', handle: title('my profile'), element: <MyProfile /> },
  { path: 'settings', handle: title('edit profile'), element: <ProfileSettings /> },
  { path: 'profile/:profileId', handle: title('profile'), element: <MemberProfile /> },
  { path: 'emberite', element: <Navigate to="/emberite/journey" replace /> },
  { path: 'emberite/journey', handle: title('Advenchy Journey'), element: <Journey /> },
  { path: 'emberite/journey/:roadmapId/:stepId', handle: title('roadmap step'), element: <RoadmapStep /> },
  { path: 'emberite/experiences', handle: title('experiences'), element: <MemberExperiences /> },
  { path: 'emberite/experience/:experienceId', handle: title('experience'), element: <Experience /> },
  // Registration needs an experience: without one, the list to choose from.
  { path: 'emberite/experiences/join', element: <Navigate to="/emberite/experiences" replace /> },
  { path: 'emberite/experiences/:experienceId/join', handle: title('registration'), element: <ExperienceRegistration /> },
  { path: 'emberite/people', handle: title('people'), element: <People /> },
  { path: 'emberite/peopleFilterSettings', handle: title('Search Settings'), element: <SearchSettings /> },
  { path: 'emberite/availability', handle: title('availability'), element: <Availability /> },
  { path: 'emberite/settings', handle: title('settings'), element: <SettingsList /> },
  { path: 'emberite/settings/my-data', handle: title('download my data'), element: <MyData /> },
  { path: 'emberite/settings/notifications', handle: title('notifications'), element: <Notifications /> },
  { path: 'emberite/settings/install', handle: title('install the app'), element: <InstallApp /> },
  { path: 'emberite/settings/delete-account', handle: title('delete account'), element: <DeleteAccount /> },
  { path: 'emberite/settings/agreements', handle: title('agreements'), element: <Agreements /> },
  { path: 'emberite/settings/invites', handle: title('Invites'), element: <Invites /> },
  { path: 'emberite/settings/preview', handle: title('preview'), element: <SettingsPreview /> },
  { path: 'emberite/settings/basic', handle: title('basic info and preferences'), element: <BasicInfo /> },
  { path: 'emberite/settings/videos', handle: title('videos'), element: <Videos /> },
  { path: 'emberite/settings/bucketlist', handle: title('bucket list'), element: <BucketList /> },
  { path: 'emberite/settings/visibility', handle: title('visibility'), element: <Visibility /> },
  { path: 'emberite/settings/auth', handle: title('settings'), element: <AuthSettings /> },
  { path: 'emberite/profile/:profileId', handle: title('profile'), element: <MemberProfile /> },
  { path: 'emberite/chat/:chatId', handle: title('chat'), element: <Chat /> },
];

// Reached before a profile exists (after account creation or sign-in), so they need login but not a profile;
// /session-expired is open to all: its visitor's session has just ended.
const accountRoutes: RouteObject[] = [
  { path: 'session-expired', handle: title('session expired'), element: <SessionExpired /> },
  continueOnboarding(
    'complete-profile',
    'complete your profile',
    "a few details so we can match you: where and when you can meet, and what you're into.",
  ),
  continueOnboarding(
    'interests',
    'your interests',
    'what are you curious about? your topics are part of making your profile: pick up where you left off.',
  ),
];

const hostRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/host/dashboard" replace /> },
  { path: 'dashboard', handle: title('dashboard'), element: <HostDashboard /> },
  { path: 'analytics', handle: title('analytics'), element: <HostAnalytics /> },
  { path: 'settings', handle: title('settings'), element: <HostSettings /> },
  { path: 'profile', handle: title('your host profile'), element: <HostProfile /> },
  { path: 'billing', handle: title('billing'), element: <HostBilling /> },
  { path: 'help', handle: title('help'), element: <HostHelp /> },
  { path: 'payments', handle: title('payments'), element: <HostPayments /> },
  { path: 'format/:id/edit', handle: title('edit format'), element: <HostFormatEdit /> },
  { path: 'formats', handle: title('your formats'), element: <HostFormats /> },
  { path: 'format/:id/details', handle: title('format details'), element: <HostFormatDetails /> },
];

/**
 * A group's conversation is a program's participants' and host's too, who may have no member profile: they get it
 * without the member area's navigation.
 */
function ConversationLayout() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : session.status === 'unknown' ? session.remembered : undefined;
  return user?.hasProfile ? (
    <Suspense fallback={<ScreenFallback />}>
      <MemberLayout />
    </Suspense>
  ) : (
    <BareLayout />
  );
}

const moreRoutes: RouteObject[] = [
  { path: 'welcome', element: <Guard kind="welcome">{null}</Guard> },
  {
    element: <BareLayout />,
    children: [{ path: 'start', handle: title('get your invite'), element: guarded('start', Start) }],
  },
  {
    element: (
      <Guard kind="member">
        <Suspense fallback={<ScreenFallback />}>
          <MemberLayout />
        </Suspense>
      </Guard>
    ),
    children: memberRoutes,
  },
  {
    element: (
      <Guard kind="login">
        <ConversationLayout />
      </Guard>
    ),
    children: [{ path: 'group/chat/:chatId', handle: title('your group’s conversation'), element: <GroupChat /> }],
  },
  {
    path: 'admin',
    element: <BareLayout />,
    children: [{ path: 'review', handle: title('review'), element: guarded('admin', Review) }],
  },
  {
    path: 'host',
    element: (
      <Guard kind="host">
        <Suspense fallback={<ScreenFallback />}>
          <HostLayout />
        </Suspense>
      </Guard>
    ),
    children: hostRoutes,
  },
  // The wizard is the host's tool, with or without an account: the host layout, never the member site's header and footer.
  {
    element: (
      <Suspense fallback={<ScreenFallback />}>
        <HostLayout />
      </Suspense>
    ),
    children: [{ path: 'create-event', handle: title('create an event format'), element: <CreateEvent /> }],
  },
  { element: <LandingLayout />, children: [...accountRoutes, ...publicRoutes] },
];

/** The routes of this chunk, with their page titles. */
export default function MoreRoutes() {
  const { pathname } = useLocation();
  const title = useMemo(() => routeTitle(moreRoutes, pathname), [pathname]);
  useDocumentTitle(title, useBrand().name);
  return useRoutes(moreRoutes);
}
