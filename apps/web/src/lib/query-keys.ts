// Every query key of the web, one factory per feature: a screen reads with `list(...)` or
// `detail(...)`, a mutation invalidates the feature's `all` (or a narrower prefix), so a key
// is written once and a prefix always matches what it means to refresh. Another feature that
// must refresh these (a redemption moving points into the history) uses the same factory.
//   import { queryKeys } from '@/lib/query-keys';
//   queryClient.invalidateQueries({ queryKey: queryKeys.adminPosts.all });
import type { UiLocale } from '@fanclub/contract/codes';
import { AUTH_USER_KEY } from './query-key-user';

type Paging = { page: number; limit: number };

export const queryKeys = {
  auth: { user: AUTH_USER_KEY },
  reference: {
    codes: ['reference', 'codes'] as const,
    addresses: (zip: string) => ['reference', 'addresses', zip] as const,
  },
  profile: {
    all: ['profile'] as const,
    status: ['profile', 'status'] as const,
    questions: (locale: UiLocale) => ['profile', 'questions', locale] as const,
  },
  settings: {
    account: ['settings', 'account'] as const,
    privacy: ['settings', 'privacy'] as const,
    surveyLimit: ['settings', 'survey-limit'] as const,
    organization: ['settings', 'organization'] as const,
    avatar: ['me', 'avatar'] as const,
    twoFactor: ['me', 'two-factor'] as const,
  },
  feed: {
    all: ['feed'] as const,
    list: (locale: UiLocale, params: object) => ['feed', locale, params] as const,
    post: (locale: UiLocale, postId: number) => ['feed', 'post', locale, postId] as const,
    publicPost: (locale: UiLocale, postId: number) => ['public-post', locale, postId] as const,
  },
  comments: {
    threads: ['comments', 'thread'] as const,
    thread: (postId: number) => ['comments', 'thread', postId] as const,
    reactions: (target: string, id: number) => ['comments', 'reactions', target, id] as const,
    reactorsOf: (target: string, id: number) => ['comments', 'reactors', target, id] as const,
    reactors: (target: string, id: number, type: string) =>
      ['comments', 'reactors', target, id, type] as const,
  },
  /** The member's own posts (editing). */
  memberPosts: {
    all: ['posts'] as const,
    detail: (id: number) => ['posts', 'detail', id] as const,
  },
  categories: {
    all: ['categories'] as const,
    admin: (search: object) => ['categories', 'admin', search] as const,
    options: ['categories', 'options'] as const,
  },
  rewards: {
    all: ['rewards'] as const,
    overview: (locale: UiLocale) => ['rewards', 'overview', locale] as const,
  },
  transactions: {
    all: ['transactions'] as const,
    points: (locale: UiLocale, paging: Paging) =>
      ['transactions', 'points', locale, paging] as const,
    exchanges: (locale: UiLocale, paging: Paging) =>
      ['transactions', 'exchanges', locale, paging] as const,
  },
  referrals: {
    detail: ['referrals', 'detail'] as const,
    list: (page: number, limit: number) => ['referrals', 'list', page, limit] as const,
  },
  notifications: { list: ['notifications', 'list'] as const },
  adminOverview: { all: ['admin', 'overview'] as const },
  adminMembers: {
    all: ['admin', 'members'] as const,
    list: (search: object) => ['admin', 'members', search] as const,
  },
  adminPosts: {
    all: ['admin', 'posts'] as const,
    list: (search: object) => ['admin', 'posts', search] as const,
    detail: (id: number | undefined) => ['admin', 'posts', 'detail', id] as const,
  },
  adminSendouts: {
    all: ['admin', 'sendouts'] as const,
    list: (search: object) => ['admin', 'sendouts', search] as const,
    ofPost: (postId: number, paging: Paging) =>
      ['admin', 'sendouts', 'post', postId, paging] as const,
    batchCheck: ['admin', 'batch-check'] as const,
  },
  adminExchange: {
    all: ['admin', 'exchange'] as const,
    list: (search: object) => ['admin', 'exchange', search] as const,
  },
  /** The admin's campaign screens, all under ['admin', 'campaigns']. */
  campaigns: {
    all: ['admin', 'campaigns'] as const,
    lists: ['admin', 'campaigns', 'list'] as const,
    list: (search: object) => ['admin', 'campaigns', 'list', search] as const,
    detail: (id: number, locale: string) => ['admin', 'campaigns', 'detail', id, locale] as const,
    audience: (id: number) => ['admin', 'campaigns', 'audience', id] as const,
    sample: (id: number, stratifyBy?: string) =>
      ['admin', 'campaigns', 'sample', id, stratifyBy ?? 'saved'] as const,
    sendouts: (id: number) => ['admin', 'campaigns', 'sendouts', id] as const,
    sendoutPage: (id: number, kind: 'wizard' | 'history', paging: Paging) =>
      ['admin', 'campaigns', 'sendouts', id, kind, paging] as const,
    exports: ['admin', 'campaigns', 'exports'] as const,
  },
  /** The review queue of held survey answers, per review status and page. */
  campaignReviews: {
    all: ['admin', 'campaign-reviews'] as const,
    list: (search: object) => ['admin', 'campaign-reviews', search] as const,
  },
  /** Offers: the admin's screens under ['admin', 'offers'], the member's under ['offers']. */
  offers: {
    all: ['admin', 'offers'] as const,
    lists: ['admin', 'offers', 'list'] as const,
    list: (search: object) => ['admin', 'offers', 'list', search] as const,
    detail: (id: number, locale: string) => ['admin', 'offers', 'detail', id, locale] as const,
    clicks: (id: number) => ['admin', 'offers', 'clicks', id] as const,
    sendouts: (id: number) => ['admin', 'offers', 'sendouts', id] as const,
    sendoutPage: (id: number, kind: 'wizard' | 'history', paging: Paging) =>
      ['admin', 'offers', 'sendouts', id, kind, paging] as const,
    member: ['offers'] as const,
    open: (locale: string) => ['offers', 'open', locale] as const,
    memberOffer: (id: number, locale: string) => ['offers', 'offer', id, locale] as const,
  },
  /** A group's mail screen (templates, switches, open topics) and its sending history. */
  groupMail: {
    all: ['admin', 'group-mail'] as const,
    settings: (groupId: number) => ['admin', 'group-mail', groupId, 'settings'] as const,
    history: (groupId: number, paging: Paging) =>
      ['admin', 'group-mail', groupId, 'history', paging] as const,
  },
  /** The member's groups: lists by filter, a group's page, a member's page. */
  groups: {
    all: ['groups'] as const,
    list: (params: object) => ['groups', 'list', params] as const,
    detail: (id: number) => ['groups', 'detail', id] as const,
    member: (id: number, memberId: number, page: number) =>
      ['groups', 'member', id, memberId, page] as const,
  },
  adminOutbox: {
    list: (search: object) => ['admin', 'outbox', search] as const,
    message: (id: number | undefined) => ['admin', 'outbox', 'message', id] as const,
  },
};
