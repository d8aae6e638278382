// Every screen's path and who may see it. The router is built from this list and the
// accessibility spec (e2e/) walks it, so a new screen is checked without anyone remembering.
// Plain data only: Playwright's TypeScript loader imports this file, so no React, no aliases.

export type RouteAccess = 'public' | 'member' | 'admin';

export type RouteEntry = {
  /** Absolute path as the router matches it ('*' is the not-found screen). */
  path: string;
  access: RouteAccess;
  /** A URL to visit for this route: params filled in, a query string where the screen needs one. */
  sample?: string;
  /** The screen only forwards: a visit ends on this path. */
  forwardsTo?: string;
};

export const ROUTES = [
  { path: '/', access: 'public', forwardsTo: '/signin' },
  { path: '/signin', access: 'public' },
  { path: '/signup', access: 'public' },
  { path: '/verify-email', access: 'public', sample: '/verify-email?token=expired-sample' },
  { path: '/forgot-password', access: 'public' },
  {
    path: '/reset-password',
    access: 'public',
    sample: '/reset-password?token=sample&email=member%40example.jp',
  },
  { path: '/logout', access: 'public', forwardsTo: '/signin' },
  { path: '/onboarding', access: 'member' },
  { path: '/home', access: 'member' },
  { path: '/profile', access: 'member' },
  { path: '/invite-friends', access: 'member' },
  { path: '/account/unsubscribe', access: 'member' },
  { path: '/account/password', access: 'member' },
  { path: '/account/data', access: 'member' },
  { path: '/account/two-factor', access: 'member' },
  { path: '/account-setting', access: 'member' },
  { path: '/privacy', access: 'member' },
  { path: '/rewards', access: 'member' },
  { path: '/transactions', access: 'member' },
  { path: '/surveys/done', access: 'member', sample: '/surveys/done?outcome=completed' },
  {
    path: '/surveys/:campaignId/closed',
    access: 'member',
    sample: '/surveys/1/closed?reason=full',
  },
  { path: '/offer/:offerId', access: 'member', sample: '/offer/1' },
  { path: '/groups', access: 'member' },
  { path: '/groups/:groupId', access: 'member', sample: '/groups/1' },
  {
    path: '/groups/:groupId/members/:memberId',
    access: 'member',
    sample: '/groups/1/members/2',
  },
  {
    path: '/groups/:groupId/topics/:topicId',
    access: 'member',
    sample: '/groups/1/topics/1',
  },
  {
    path: '/groups/:groupId/topics/:topicId/posts/:postId',
    access: 'member',
    sample: '/groups/1/topics/1/posts/1',
  },
  { path: '/groups/:groupId/manage', access: 'member', sample: '/groups/1/manage' },
  { path: '/create-post', access: 'member' },
  { path: '/posts/:postId/edit', access: 'member', sample: '/posts/1/edit' },
  { path: '/posts/:postId', access: 'member', sample: '/posts/1' },
  { path: '/public/posts/:postId', access: 'public', sample: '/public/posts/1' },
  { path: '/mail/unsubscribe', access: 'public', sample: '/mail/unsubscribe?token=sample' },
  { path: '/terms', access: 'public' },
  { path: '/privacy-policy', access: 'public' },
  { path: '/admin', access: 'admin', forwardsTo: '/admin/overview' },
  { path: '/admin/overview', access: 'admin' },
  { path: '/admin/community', access: 'admin' },
  { path: '/admin/community/groups', access: 'admin' },
  { path: '/admin/community/groups/new', access: 'admin' },
  {
    path: '/admin/community/groups/:groupId',
    access: 'admin',
    sample: '/admin/community/groups/1',
  },
  { path: '/admin/community/segments', access: 'admin' },
  { path: '/admin/outbox', access: 'admin' },
  { path: '/admin/suppressions', access: 'admin' },
  { path: '/admin/audit-log', access: 'admin' },
  { path: '/admin/exchange', access: 'admin' },
  { path: '/admin/posts', access: 'admin' },
  { path: '/admin/create-post', access: 'admin' },
  { path: '/admin/posts/:postId/edit', access: 'admin', sample: '/admin/posts/1/edit' },
  { path: '/admin/posts/:postId/draft', access: 'admin', sample: '/admin/posts/1/draft' },
  { path: '/admin/posts-info/:postId', access: 'admin', sample: '/admin/posts-info/1' },
  { path: '/admin/categories', access: 'admin' },
  { path: '/admin/sendouts', access: 'admin' },
  { path: '/admin/fans', access: 'admin' },
  { path: '/admin/organization', access: 'admin' },
  { path: '/admin/settings', access: 'admin' },
  // The report needs its secret, not a session.
  { path: '/admin/report', access: 'public' },
  { path: '/admin/campaigns', access: 'admin' },
  { path: '/admin/campaign-reviews', access: 'admin' },
  { path: '/admin/panel-health', access: 'admin' },
  { path: '/admin/create-campaign', access: 'admin' },
  {
    path: '/admin/campaigns/:campaignId',
    access: 'admin',
    sample: '/admin/campaigns/1',
  },
  {
    path: '/admin/campaigns/update/:campaignId',
    access: 'admin',
    sample: '/admin/campaigns/update/1',
  },
  { path: '/admin/offers', access: 'admin' },
  { path: '/admin/create-offer', access: 'admin' },
  { path: '/admin/offers/:offerId', access: 'admin', sample: '/admin/offers/1' },
  {
    path: '/admin/offers/update/:offerId',
    access: 'admin',
    sample: '/admin/offers/update/1',
  },
  { path: '*', access: 'public', sample: '/no/such/page' },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/** The URL a visitor (or a test) opens for a route. */
export function sampleUrl(route: RouteEntry): string {
  return route.sample ?? route.path;
}

/** Paths that need no session: an expired session there is nothing to redirect from. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(
  ROUTES.filter((route) => route.access === 'public' && route.path !== '*').map(
    (route) => route.path,
  ),
);
