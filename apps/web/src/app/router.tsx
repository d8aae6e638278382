// Routes (spec section 2), built from the route manifest: each path gets a screen and a
// layout here, its guard from its access level there. Public pages and the member area load
// with react-router's `lazy`; the admin area's routes are added when a path under /admin is
// first opened (patchRoutesOnNavigation) and its screens load with React.lazy behind the admin
// guard, so a guest or member never fetches them.
import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { clearSignedInUser, userQueryOptions } from '@/lib/auth';
import { loadNamespace } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { RequireAdmin, RequireAuth } from './guards';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { PUBLIC_PATHS, type RoutePath } from './route-manifest';
import { RootErrorBoundary } from './routes/root-error';
import { type AccessOf, type LayoutsFor, type Screen } from './screen-loaders';
import type { ADMIN_SCREENS } from './screens-admin';
import { screenRoutes as routesOf } from './screen-routes';
import { PUBLIC_AND_MEMBER_SCREENS } from './screens-member';

// Each area's texts load with its layout (or, for member screens in the auth layout, with
// the screen), in the current language only: a member page never fetches the sign-in texts.
const authLayout = () =>
  Promise.all([import('./layouts/auth-layout'), loadNamespace('auth')]).then(([m]) => ({
    Component: m.AuthLayout,
  }));
// The guard above needs the user: asked for now, beside the chunks, rather than once they
// are in and the guard renders (the router loads every `lazy` of the path before rendering).
const memberLayout = () => {
  void queryClient.prefetchQuery(userQueryOptions());
  return Promise.all([
    import('./layouts/member-layout'),
    loadNamespace('member'),
    loadNamespace('surveys'),
    loadNamespace('offers'),
  ]).then(([m]) => ({
    Component: m.MemberLayout,
  }));
};
// The admin post editor reuses the member post fields, hence 'member' too.
const AdminLayout = lazy(() =>
  Promise.all([
    import('./layouts/admin-layout'),
    loadNamespace('admin'),
    loadNamespace('member'),
  ]).then(([m]) => ({ default: m.AdminLayout })),
);
/** Every path's screen (screens-member.tsx, screens-admin.tsx): none missing, each in a layout
 *  its access level allows (a check of types only: the admin table loads on navigation). */
type ScreenTables = typeof PUBLIC_AND_MEMBER_SCREENS & typeof ADMIN_SCREENS;
export type ScreensCheck = ScreenTables extends {
  [P in RoutePath]: Screen<LayoutsFor[AccessOf<P>]>;
}
  ? true
  : never;
const screensCheck: ScreensCheck = true;
void screensCheck;

const screenRoutes = <A extends 'public' | 'member'>(access: A, layout: LayoutsFor[A]) =>
  routesOf(PUBLIC_AND_MEMBER_SCREENS, access, layout);

/** The id of the admin layout's route, whose children admin-routes.tsx supplies. */
const ADMIN_AREA = 'admin-area';
let adminRoutesAdded: Promise<void> | undefined;

export const router = createBrowserRouter(
  [
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
              children: [{ id: ADMIN_AREA, element: <AdminLayout />, children: [] }],
            },
          ],
        },
        { element: <PlainLayout />, children: screenRoutes('public', 'plain') },
      ],
    },
  ],
  {
    // Called when a path matches no route or only the not-found one: a path under /admin gets the
    // admin routes (once), then matches again.
    patchRoutesOnNavigation({ path, patch }) {
      if (path !== '/admin' && !path.startsWith('/admin/')) return;
      adminRoutesAdded ??= import('./admin-routes').then(
        ({ adminRoutes }) => patch(ADMIN_AREA, adminRoutes()),
        (error: unknown) => {
          adminRoutesAdded = undefined; // a failed download is tried again on the next navigation
          throw error;
        },
      );
      return adminRoutesAdded;
    },
  },
);

setSessionExpiredHandler(() => {
  clearSignedInUser(queryClient);
  const { pathname, search } = router.state.location;
  if (PUBLIC_PATHS.has(pathname)) return;
  void router.navigate(`/?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
});
