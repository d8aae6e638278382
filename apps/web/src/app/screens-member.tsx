// The screens of the public pages and the member area: path → layout and lazily loaded
// module. Add a screen here and its path in route-manifest.ts; router.tsx checks the layout.
import { NotFoundRoute } from './routes/not-found';
import { PassportRoute } from './routes/passport';
import { routeLazy, withTexts, type Screen } from './screen-loaders';

export const PUBLIC_AND_MEMBER_SCREENS = {
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
      () =>
        Promise.all([
          import('./routes/member-home'),
          // Its own chunk (with the survey, offer and realtime code): not in the entry.
          import('./routes/member-home-data').then((data) => data.prefetchMemberHome()),
        ]).then(([m]) => m),
      (m) => m.MemberHomeRoute,
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
  '/account/data': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/account/routes/my-data'),
      (m) => m.MyDataRoute,
    ),
  },
  '/account/two-factor': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/account/routes/two-factor'),
      (m) => m.TwoFactorRoute,
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
  '/terms': {
    layout: 'plain',
    ...routeLazy(
      () => withTexts(import('@/features/policies/routes/policy-page'), 'policies'),
      (m) => m.TermsRoute,
    ),
  },
  '/privacy-policy': {
    layout: 'plain',
    ...routeLazy(
      () => withTexts(import('@/features/policies/routes/policy-page'), 'policies'),
      (m) => m.PrivacyPolicyRoute,
    ),
  },
  '/admin/report': {
    layout: 'plain',
    ...routeLazy(
      () => withTexts(import('@/features/report/routes/report'), 'stats'),
      (m) => m.ReportRoute,
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
  '/surveys/done': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/surveys/routes/survey-done'),
      (m) => m.SurveyDoneRoute,
    ),
  },
  '/surveys/:campaignId/closed': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/surveys/routes/survey-closed'),
      (m) => m.SurveyClosedRoute,
    ),
  },
  '/offer/:offerId': {
    layout: 'member',
    ...routeLazy(
      () => import('@/features/offers/routes/offer'),
      (m) => m.OfferRoute,
    ),
  },
  '/groups': {
    layout: 'member',
    ...routeLazy(
      () => withTexts(import('@/features/groups/routes/group-list'), 'groups'),
      (m) => m.GroupListRoute,
    ),
  },
  '/groups/:groupId': {
    layout: 'member',
    ...routeLazy(
      () => withTexts(import('@/features/groups/routes/group-page'), 'groups'),
      (m) => m.GroupPageRoute,
    ),
  },
  '/groups/:groupId/members/:memberId': {
    layout: 'member',
    ...routeLazy(
      () => withTexts(import('@/features/groups/routes/group-member'), 'groups'),
      (m) => m.GroupMemberRoute,
    ),
  },
  '/groups/:groupId/topics/:topicId': {
    layout: 'member',
    ...routeLazy(
      () => withTexts(import('@/features/group-topics/routes/topic'), 'group-topics'),
      (m) => m.TopicRoute,
    ),
  },
  '/groups/:groupId/topics/:topicId/posts/:postId': {
    layout: 'member',
    ...routeLazy(
      () => withTexts(import('@/features/group-topics/routes/post'), 'group-topics'),
      (m) => m.GroupPostRoute,
    ),
  },
  '/groups/:groupId/manage': {
    layout: 'member',
    ...routeLazy(
      () =>
        Promise.all([
          withTexts(import('@/features/admin-groups/routes/group-manage'), 'groups-admin'),
          import('@/lib/i18n').then((m) => m.loadNamespace('admin')),
        ]).then(([m]) => m),
      (m) => m.ModeratorGroupManageRoute,
    ),
  },
  '*': { layout: 'plain', element: <NotFoundRoute /> },
} satisfies Record<string, Screen>;
