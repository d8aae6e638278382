// Turns a screen table (screens-member.tsx, screens-admin.tsx) into react-router routes for one
// access level and layout, in the manifest's order.
import type { RouteObject } from 'react-router';
import { loadNamespace } from '@/lib/i18n';
import { withLoadTimeout } from '@/lib/load-timeout';
import { ROUTES, type RouteAccess, type RoutePath } from './route-manifest';
import type { LayoutsFor, Screen } from './screen-loaders';

/** The texts a screen of each access level needs besides its layout's. */
const SCREEN_NAMESPACES = { public: [], member: ['member'], admin: [] } as const satisfies Record<
  RouteAccess,
  readonly Parameters<typeof loadNamespace>[0][]
>;

export function screenRoutes<A extends RouteAccess>(
  screens: Partial<Record<RoutePath, Screen>>,
  access: A,
  layout: LayoutsFor[A],
): RouteObject[] {
  return ROUTES.flatMap(({ path, access: level }): RouteObject[] => {
    const screen = screens[path];
    if (level !== access || !screen || screen.layout !== layout) return [];
    const where = path === '/' ? { index: true as const } : { path };
    if ('element' in screen) return [{ ...where, element: screen.element }];
    const { load } = screen;
    const texts = () => SCREEN_NAMESPACES[access].map((ns) => loadNamespace(ns));
    return [
      {
        ...where,
        lazy: () =>
          withLoadTimeout(Promise.all([load(), ...texts()])).then(([Component]) => ({
            Component,
          })),
      },
    ];
  });
}
