// Routes (spec section 2), built from the route manifest: each path gets a screen and a
// layout here, its guard from its access level there. Public pages and the member area load
// with react-router's `lazy`; the admin area loads with React.lazy behind the admin guard, so
// a member never fetches it.
import { lazy, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { clearSignedInUser } from '@/lib/auth';
import { loadNamespace } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { RequireAdmin, RequireAuth } from './guards';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { PUBLIC_PATHS, ROUTES, type RouteAccess, type RoutePath } from './route-manifest';
import { NotFoundRoute } from './routes/not-found';
import { PassportRoute } from './routes/passport';
import { RootErrorBoundary } from './routes/root-error';

// Each area's texts load with its layout (or, for member screens in the auth layout, with
// the screen), in the current language only: a member page never fetches the sign-in texts.
const authLayout = () =>
  Promise.all([import('./layouts/auth-layout'), loadNamespace('auth')]).then(([m]) => ({
    Component: m.AuthLayout,
  }));
const memberLayout = () =>
  Promise.all([import('./layouts/member-layout'), loadNamespace('member')]).then(([m]) => ({
    Component: m.MemberLayout,
  }));
// The admin post editor reuses the member post fields, hence 'member' too.
const AdminLayout = lazy(() =>
  Promise.all([
    import('./layouts/admin-layout'),
    loadNamespace('admin'),
    loadNamespace('member'),
  ]).then(([m]) => ({ default: m.AdminLayout })),
);
/** The texts a screen of each access level needs besides its layout's. */
const SCREEN_NAMESPACES = { public: [], member: ['member'], admin: [] } as const satisfies Record<
  RouteAccess,
  readonly Parameters<typeof loadNamespace>[0][]
>;

/** The layouts a route of each access level may use: those the tree below puts under its guard. */
type LayoutsFor = { public: 'none' | 'auth' | 'plain'; member: 'auth' | 'member'; admin: 'admin' };
type Layout = LayoutsFor[RouteAccess];
type AccessOf<P extends RoutePath> = Extract<(typeof ROUTES)[number], { path: P }>['access'];
type Screen<L extends Layout = Layout> = { layout: L } & (
  { load: () => Promise<ComponentType> } | { element: ReactNode }
);

/** Loaded by the router as soon as the path matches (public and member screens). */
const routeLazy = <T,>(importer: () => Promise<T>, pick: (module: T) => ComponentType) => ({
  load: () => importer().then(pick),
});

/** Loaded only when rendered, i.e. after the admin guard has let the user through. */
const renderLazy = <T,>(importer: () => Promise<T>, pick: (module: T) => ComponentType) => {
  const Screen = lazy(() => importer().then((m) => ({ default: pick(m) })));
  return { element: <Screen /> };
};

const SCREENS = {
  '/': { layout: 'none', element: <PassportRoute /> },
  '/signin': {
    layout: 'auth',
    ...routeLazy(
      () => import('@/features/auth/routes/sign-in'),
      (m) => m.SignInRoute,
    ),
  },
  '/signup': {
    layout: 'auth',
    ...routeLazy(
      () => import('@/features/auth/routes/sign-up'),
      (m) => m.SignUpRoute,
    ),
  },
  '/verify-email': {
    layout: 'auth',
    ...routeLazy(
      () => import('@/features/auth/routes/verify-email'),
      (m) => m.VerifyEmailRoute,
    ),
  },
  '/forgot-password': {
    layout: 'auth',
    ...routeLazy(
      () => import('@/features/auth/routes/forgot-password'),
      (m) => m.ForgotPasswordRoute,
    ),
  },
  '/reset-password': {
    layout: 'auth',
    ...routeLazy(
      () => import('@/features/auth/routes/reset-password'),
      (m) => m.ResetPasswordRoute,
    ),
  },
  '/logout': {
    layout: 'auth',
    ...routeLazy(
      () => import('@/features/auth/routes/logout'),
      (m) => m.LogoutRoute,
    ),
  },
  '/onboarding': {
    layout: 'auth',
    ...routeLazy(
      () => import('@/features/settings/routes/onboarding'),
      (m) => m.OnboardingRoute,
    ),
  },
  '/home': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/feed/routes/home'),
      (m) => m.HomeRoute,
    ),
  },
  '/profile': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/profile/routes/profile'),
      (m) => m.ProfileRoute,
    ),
  },
  '/invite-friends': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/referrals/routes/invite-friends'),
      (m) => m.InviteFriendsRoute,
    ),
  },
  '/account/unsubscribe': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/account/routes/unsubscribe'),
      (m) => m.UnsubscribeRoute,
    ),
  },
  '/account/password': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/account/routes/change-password'),
      (m) => m.ChangePasswordRoute,
    ),
  },
  '/account-setting': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/settings/routes/account-setting'),
      (m) => m.AccountSettingRoute,
    ),
  },
  '/privacy': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/settings/routes/privacy'),
      (m) => m.PrivacyRoute,
    ),
  },
  '/rewards': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/rewards/routes/rewards'),
      (m) => m.RewardsRoute,
    ),
  },
  '/transactions': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/transactions/routes/transactions'),
      (m) => m.TransactionsRoute,
    ),
  },
  '/posts/:postId': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/feed/routes/post-detail'),
      (m) => m.PostDetailRoute,
    ),
  },
  '/public/posts/:postId': {
    layout: 'plain',
    ...routeLazy(
      () => import('@/features/feed/routes/public-post'),
      (m) => m.PublicPostRoute,
    ),
  },
  '/mail/unsubscribe': {
    layout: 'auth',
    ...routeLazy(
      () => import('@/features/mail-unsubscribe/routes/mail-unsubscribe'),
      (m) => m.MailUnsubscribeRoute,
    ),
  },
  '/create-post': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/member-posts/routes/create-post'),
      (m) => m.CreatePostRoute,
    ),
  },
  '/posts/:postId/edit': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/member-posts/routes/edit-post'),
      (m) => m.EditPostRoute,
    ),
  },
  '/admin/posts': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-posts/routes/posts'),
      (m) => m.PostsRoute,
    ),
  },
  '/admin/create-post': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-posts/routes/post-editor'),
      (m) => m.CreatePostRoute,
    ),
  },
  '/admin/posts/:postId/edit': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-posts/routes/post-editor'),
      (m) => m.EditPostRoute,
    ),
  },
  '/admin/posts/:postId/draft': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-posts/routes/post-editor'),
      (m) => m.DraftPostRoute,
    ),
  },
  '/admin/posts-info/:postId': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-posts/routes/post-info'),
      (m) => m.PostInfoRoute,
    ),
  },
  '/admin/categories': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-categories/routes/categories'),
      (m) => m.CategoriesRoute,
    ),
  },
  '/admin/sendouts': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-sendouts/routes/sendouts'),
      (m) => m.SendoutsRoute,
    ),
  },
  '/admin/exchange': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-exchange/routes/exchange'),
      (m) => m.ExchangeRoute,
    ),
  },
  '/admin': { layout: 'admin', element: <Navigate to="/admin/overview" replace /> },
  '/admin/overview': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-overview/routes/overview'),
      (m) => m.OverviewRoute,
    ),
  },
  '/admin/community': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-members/routes/community'),
      (m) => m.CommunityRoute,
    ),
  },
  '/admin/outbox': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-outbox/routes/outbox'),
      (m) => m.OutboxRoute,
    ),
  },
  '*': { layout: 'plain', element: <NotFoundRoute /> },
} satisfies { [P in RoutePath]: Screen<LayoutsFor[AccessOf<P>]> };

function screenRoutes<A extends RouteAccess>(access: A, layout: LayoutsFor[A]): RouteObject[] {
  return ROUTES.filter(
    (route) => route.access === access && SCREENS[route.path].layout === layout,
  ).map(({ path }): RouteObject => {
    const screen: Screen = SCREENS[path];
    const where = path === '/' ? { index: true as const } : { path };
    if ('element' in screen) return { ...where, element: screen.element };
    const { load } = screen;
    const texts = () => SCREEN_NAMESPACES[access].map((ns) => loadNamespace(ns));
    return {
      ...where,
      lazy: () => Promise.all([load(), ...texts()]).then(([Component]) => ({ Component })),
    };
  });
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...screenRoutes('public', 'none'),
      { lazy: authLayout, children: screenRoutes('public', 'auth') },
      {
        element: <RequireAuth />,
        children: [
          { lazy: authLayout, children: screenRoutes('member', 'auth') },
          { lazy: memberLayout, children: screenRoutes('member', 'member') },
          {
            element: <RequireAdmin />,
            children: [{ element: <AdminLayout />, children: screenRoutes('admin', 'admin') }],
          },
        ],
      },
      { element: <PlainLayout />, children: screenRoutes('public', 'plain') },
    ],
  },
]);

setSessionExpiredHandler(() => {
  clearSignedInUser(queryClient);
  const { pathname, search } = router.state.location;
  if (PUBLIC_PATHS.has(pathname)) return;
  void router.navigate(`/?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
});
