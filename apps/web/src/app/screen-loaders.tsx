// The pieces the screen tables are made of: which layouts each access level may use, and the
// two ways a screen's module loads (by the router on match, or by React when rendered).
import { lazy, type ComponentType, type ReactNode } from 'react';
import { loadNamespace } from '@/lib/i18n';
import { withLoadTimeout } from '@/lib/load-timeout';
import type { RouteAccess, RoutePath, ROUTES } from './route-manifest';

/** The layouts a route of each access level may use: those the tree below puts under its guard. */
export type LayoutsFor = {
  public: 'none' | 'auth' | 'plain';
  member: 'auth' | 'member';
  admin: 'admin';
};
export type Layout = LayoutsFor[RouteAccess];
export type AccessOf<P extends RoutePath> = Extract<(typeof ROUTES)[number], { path: P }>['access'];
export type Screen<L extends Layout = Layout> = { layout: L } & (
  { load: () => Promise<ComponentType> } | { element: ReactNode }
);

/** Loaded by the router as soon as the path matches (public and member screens). */
export const routeLazy = <T,>(importer: () => Promise<T>, pick: (module: T) => ComponentType) => ({
  load: () => importer().then(pick),
});

/** A screen's module together with the texts of its own namespace. */
export const withTexts = <T,>(module: Promise<T>, ns: Parameters<typeof loadNamespace>[0]) =>
  Promise.all([module, loadNamespace(ns)]).then(([m]) => m);

/** Loaded only when rendered, i.e. after the admin guard has let the user through. */
export const renderLazy = <T,>(importer: () => Promise<T>, pick: (module: T) => ComponentType) => {
  const Screen = lazy(() => withLoadTimeout(importer()).then((m) => ({ default: pick(m) })));
  return { element: <Screen /> };
};
