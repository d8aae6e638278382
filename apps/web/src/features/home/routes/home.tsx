// /home: the member's welcome card, admin shortcuts for admins, and the club introduction.
import '@/lib/i18n-member';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
      {isAdminUser(user) && <AdminShortcuts />}
      <ClubIntro />
    </Stack>
  );
}
