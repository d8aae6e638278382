// Routes (spec section 2). Public pages and the member area load with react-router's `lazy`;
// the admin area loads with React.lazy behind the admin guard, so a member never fetches it.
import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { clearSignedInUser } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { RequireAdmin, RequireAuth } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundRoute } from './routes/not-found';
import { PassportRoute } from './routes/passport';
import { RootErrorBoundary } from './routes/root-error';

const AdminLayout = lazy(() =>
  import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })),
);
const AdminOverviewRoute = lazy(() =>
  import('@/features/admin-overview/routes/overview').then((m) => ({ default: m.OverviewRoute })),
);
const AdminCommunityRoute = lazy(() =>
  import('@/features/admin-members/routes/community').then((m) => ({ default: m.CommunityRoute })),
);
const AdminOutboxRoute = lazy(() =>
  import('@/features/admin-outbox/routes/outbox').then((m) => ({ default: m.OutboxRoute })),
);

/** Paths that need no session: an expired session there is nothing to redirect from. */
const PUBLIC_PATHS = new Set([
  '/',
  '/signin',
  '/signup',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/logout',
]);

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <PassportRoute /> },
      {
        element: <AuthLayout />,
        children: [
          {
            path: 'signin',
            lazy: () =>
              import('@/features/auth/routes/sign-in').then((m) => ({ Component: m.SignInRoute })),
          },
          {
            path: 'signup',
            lazy: () =>
              import('@/features/auth/routes/sign-up').then((m) => ({ Component: m.SignUpRoute })),
          },
          {
            path: 'verify-email',
            lazy: () =>
              import('@/features/auth/routes/verify-email').then((m) => ({
                Component: m.VerifyEmailRoute,
              })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('@/features/auth/routes/forgot-password').then((m) => ({
                Component: m.ForgotPasswordRoute,
              })),
          },
          {
            path: 'reset-password',
            lazy: () =>
              import('@/features/auth/routes/reset-password').then((m) => ({
                Component: m.ResetPasswordRoute,
              })),
          },
          {
            path: 'logout',
            lazy: () =>
              import('@/features/auth/routes/logout').then((m) => ({ Component: m.LogoutRoute })),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              {
                path: 'onboarding',
                lazy: () =>
                  import('@/features/onboarding/routes/onboarding').then((m) => ({
                    Component: m.OnboardingRoute,
                  })),
              },
            ],
          },
          {
            lazy: () =>
              import('./layouts/member-layout').then((m) => ({ Component: m.MemberLayout })),
            children: [
              {
                path: 'home',
                lazy: () =>
                  import('@/features/home/routes/home').then((m) => ({ Component: m.HomeRoute })),
              },
              {
                path: 'account/password',
                lazy: () =>
                  import('@/features/account/routes/change-password').then((m) => ({
                    Component: m.ChangePasswordRoute,
                  })),
              },
            ],
          },
          {
            path: 'admin',
            element: <RequireAdmin />,
            children: [
              {
                element: <AdminLayout />,
                children: [
                  { index: true, element: <Navigate to="/admin/overview" replace /> },
                  { path: 'overview', element: <AdminOverviewRoute /> },
                  { path: 'community', element: <AdminCommunityRoute /> },
                  { path: 'outbox', element: <AdminOutboxRoute /> },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <PlainLayout />,
        children: [{ path: '*', element: <NotFoundRoute /> }],
      },
    ],
  },
]);

setSessionExpiredHandler(() => {
  clearSignedInUser(queryClient);
  const { pathname, search } = router.state.location;
  if (PUBLIC_PATHS.has(pathname)) return;
  void router.navigate(`/?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
});
