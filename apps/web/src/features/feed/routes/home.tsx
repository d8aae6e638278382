// /home: the member's welcome card and the first-survey invitation on top, the feed below them;
// beside it (below it on a phone) the club introduction. An admin gets shortcuts into every
// admin section instead of the first-survey invitation, which is a member's task: beside the
// feed on a wide screen, above it on a phone (where the side column comes after the feed).
// On a phone the survey and offer cards above (member-home.tsx) fill the first screen: they
// render alone, and this part follows once they have painted (lib/after-paint.ts), the feed's
// code and first page downloading then; a screen's height is held meanwhile, so the footer
// does not jump.
import '@/lib/i18n-member';
import { lazy, Suspense, useEffect } from 'react';
import { Box, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth';
import { usePainted } from '@/lib/after-paint';
import { usePageTitle } from '@/lib/page-title';
import { queryClient } from '@/lib/query-client';
import { isAdminUser } from '@/lib/session';
import { feedParams, feedQueryOptions } from '../api/get-feed';
import { AdminShortcuts } from '../components/admin-shortcuts';
import { ProfileSurveyCard } from '../components/profile-survey-card';
import { WelcomeCard } from '../components/welcome-card';

const importFeed = () => import('../components/home-feed');
const HomeFeed = lazy(() => importFeed().then((m) => ({ default: m.HomeFeed })));

export function HomeRoute() {
  const { t } = useTranslation('member');
  const { data: user } = useUser();
  const painted = usePainted();
  usePageTitle(t('home.title'));
  // The feed's code and its page download side by side, not one after the other.
  useEffect(() => {
    if (!painted) return;
    void importFeed();
    const search = new URLSearchParams(window.location.search);
    void queryClient.prefetchQuery(feedQueryOptions(feedParams(search)));
  }, [painted]);
  if (!user) return null;
  const holder = <Box mih="100vh" />;
  if (!painted) return holder;
  const isAdmin = isAdminUser(user);
  return (
    <Stack gap="lg">
      <WelcomeCard user={user} />
      {isAdmin ? (
        <Box hiddenFrom="md">
          <AdminShortcuts />
        </Box>
      ) : (
        <ProfileSurveyCard />
      )}
      <Suspense fallback={holder}>
        <HomeFeed isAdmin={isAdmin} />
      </Suspense>
    </Stack>
  );
}
