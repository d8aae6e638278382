// The spec lists `/test` ("Not shown") and `/auth-iframe` ("Not shown beyond existence"). They
// are answered by the not-found screen on purpose (docs/DECISIONS.md "Web"): no route of the
// manifest claims them, so the router's catch-all does.
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-manifest';

const routes = ROUTES.map((route) => ({ path: route.path }));

describe('spec routes answered with the not-found screen', () => {
  for (const path of ['/test', '/auth-iframe', '/auth-iframe?origin=https://example.com'])
    it(`${path} reaches the catch-all`, () => {
      const url = new URL(path, 'https://fanclub.example');
      const matched = matchRoutes(routes, url.pathname);
      expect(matched?.map((m) => m.route.path)).toEqual(['*']);
    });

  it('a declared screen still matches itself', () => {
    const matched = matchRoutes(routes, '/signin');
    expect(matched?.[0]?.route.path).toBe('/signin');
  });
});
