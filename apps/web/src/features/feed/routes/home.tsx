// /home: the member's welcome card and the first-survey invitation on top, the feed below them;
// beside it (below it on a phone) the admin shortcuts for admins and the club introduction.
import '@/lib/i18n-member';
import '@mantine/core/styles/Grid.layer.css';
import { Grid, Stack } from '@mantine/core';
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
  return (
    <Stack gap="lg">
      <WelcomeCard user={user} />
      <ProfileSurveyCard />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <PostFeed />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {isAdminUser(user) && <AdminShortcuts />}
            <ClubIntro />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
