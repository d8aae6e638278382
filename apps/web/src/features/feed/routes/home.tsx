// /home: the member's welcome card and the first-survey invitation on top, the feed below them;
// beside it (below it on a phone) the club introduction. An admin gets shortcuts into every
// admin section instead of the first-survey invitation, which is a member's task: beside the
// feed on a wide screen, above it on a phone (where the side column comes after the feed).
import '@/lib/i18n-member';
import '@mantine/core/styles/Grid.layer.css';
import { Box, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PostFeed } from '../components/post-feed';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
import { isAdminUser } from '@/lib/session';
import { AdminShortcuts } from '../components/admin-shortcuts';
import { ClubIntro } from '../components/club-intro';
import { ProfileSurveyCard } from '../components/profile-survey-card';
import { WelcomeCard } from '../components/welcome-card';

export function HomeRoute() {
  const { t } = useTranslation('member');
  const { data: user } = useUser();
  usePageTitle(t('home.title'));
  if (!user) return null;
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
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <PostFeed />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {isAdmin && (
              <Box visibleFrom="md">
                <AdminShortcuts />
              </Box>
            )}
            <ClubIntro />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
