// /home as the app composes it: the surveys the member may answer (features/surveys) above the
// feed's home screen, so neither feature imports the other.
import { Stack } from '@mantine/core';
import { HomeRoute } from '@/features/feed/routes/home';
import { SurveyCards } from '@/features/surveys/components/survey-cards';

export function MemberHomeRoute() {
  return (
    <Stack gap="lg">
      <SurveyCards />
      <HomeRoute />
    </Stack>
  );
}
