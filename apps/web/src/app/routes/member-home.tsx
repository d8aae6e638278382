// /home as the app composes it: the surveys the member may answer (features/surveys) and the
// partner offers open for them (features/offers) above the feed's home screen, so no feature
// imports another.
import { Stack } from '@mantine/core';
import { HomeRoute } from '@/features/feed/routes/home';
import { OfferCards } from '@/features/offers/components/offer-cards';
import { SurveyCards } from '@/features/surveys/components/survey-cards';

export function MemberHomeRoute() {
  return (
    <Stack gap="lg">
      <SurveyCards />
      <OfferCards />
      <HomeRoute />
    </Stack>
  );
}
