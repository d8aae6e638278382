// Routes (spec section 2), built from the route manifest: each path gets a screen and a
// layout here, its guard from its access level there. Public pages and the member area load
// with react-router's `lazy`; the admin area loads with React.lazy behind the admin guard, so
// a member never fetches it.
import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { clearSignedInUser, userQueryOptions } from '@/lib/auth';
import { loadNamespace } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { RequireAdmin, RequireAuth } from './guards';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { PUBLIC_PATHS, ROUTES, type RouteAccess, type RoutePath } from './route-manifest';
import { RootErrorBoundary } from './routes/root-error';
import { withLoadTimeout } from '@/lib/load-timeout';
import { type AccessOf, type LayoutsFor, type Screen } from './screen-loaders';
import { ADMIN_SCREENS } from './screens-admin';
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
/** The texts a screen of each access level needs besides its layout's. */
const SCREEN_NAMESPACES = { public: [], member: ['member'], admin: [] } as const satisfies Record<
  RouteAccess,
  readonly Parameters<typeof loadNamespace>[0][]
>;

/** Every path's screen (screens-member.tsx, screens-admin.tsx): none missing, each in a layout
 *  its access level allows. */
const SCREENS = {
  ...PUBLIC_AND_MEMBER_SCREENS,
  ...ADMIN_SCREENS,
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
      lazy: () =>
        withLoadTimeout(Promise.all([load(), ...texts()])).then(([Component]) => ({ Component })),
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
