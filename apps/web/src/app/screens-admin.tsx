// The screens under /admin (most rendered behind the admin guard, so a member never loads
// them). Add a screen here and its path in route-manifest.ts; router.tsx checks the layout.
import { Navigate } from 'react-router';
import { renderLazy, withTexts, type Screen } from './screen-loaders';

export const ADMIN_SCREENS = {
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
  '/admin/campaigns': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-campaigns/routes/campaigns'), 'campaigns'),
      (m) => m.CampaignsRoute,
    ),
  },
  '/admin/campaign-reviews': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-reviews/routes/reviews'), 'campaigns'),
      (m) => m.ReviewsRoute,
    ),
  },
  '/admin/panel-health': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-panel-health/routes/panel-health'), 'stats'),
      (m) => m.PanelHealthRoute,
    ),
  },
  '/admin/create-campaign': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-campaigns/routes/campaign-editor'), 'campaigns'),
      (m) => m.CreateCampaignRoute,
    ),
  },
  '/admin/campaigns/:campaignId': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-campaigns/routes/campaign-detail'), 'campaigns'),
      (m) => m.CampaignDetailRoute,
    ),
  },
  '/admin/campaigns/update/:campaignId': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-campaigns/routes/campaign-editor'), 'campaigns'),
      (m) => m.UpdateCampaignRoute,
    ),
  },
  '/admin/offers': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-offers/routes/offers'), 'offers'),
      (m) => m.OffersRoute,
    ),
  },
  '/admin/create-offer': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-offers/routes/offer-editor'), 'offers'),
      (m) => m.CreateOfferRoute,
    ),
  },
  '/admin/offers/:offerId': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-offers/routes/offer-detail'), 'offers'),
      (m) => m.OfferDetailRoute,
    ),
  },
  '/admin/offers/update/:offerId': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-offers/routes/offer-editor'), 'offers'),
      (m) => m.UpdateOfferRoute,
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
      () => withTexts(import('@/features/admin-overview/routes/overview'), 'stats'),
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
  '/admin/community/groups': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-groups/routes/groups'), 'groups-admin'),
      (m) => m.GroupsRoute,
    ),
  },
  '/admin/community/groups/new': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-groups/routes/group-manage'), 'groups-admin'),
      (m) => m.NewGroupRoute,
    ),
  },
  '/admin/community/groups/:groupId': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-groups/routes/group-manage'), 'groups-admin'),
      (m) => m.AdminGroupManageRoute,
    ),
  },
  '/admin/community/segments': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-segments/routes/segments'), 'groups-admin'),
      (m) => m.SegmentsRoute,
    ),
  },
  '/admin/fans': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-fans/routes/fans'), 'stats'),
      (m) => m.FansRoute,
    ),
  },
  '/admin/organization': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-organizations/routes/organizations'), 'stats'),
      (m) => m.OrganizationsRoute,
    ),
  },
  '/admin/settings': {
    layout: 'admin',
    ...renderLazy(
      () => withTexts(import('@/features/admin-settings/routes/settings'), 'stats'),
      (m) => m.SettingsRoute,
    ),
  },
  '/admin/outbox': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-outbox/routes/outbox'),
      (m) => m.OutboxRoute,
    ),
  },
  '/admin/suppressions': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-suppressions/routes/suppressions'),
      (m) => m.SuppressionsRoute,
    ),
  },
  '/admin/audit-log': {
    layout: 'admin',
    ...renderLazy(
      () => import('@/features/admin-audit/routes/audit-log'),
      (m) => m.AuditLogRoute,
    ),
  },
} satisfies Record<string, Screen>;
