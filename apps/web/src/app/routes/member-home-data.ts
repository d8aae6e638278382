// What /home shows above and beside its welcome card, fetched while its code downloads (the
// router calls this with the screen's import; see screens-member.tsx).
import { openOffersQueryOptions } from '@/features/offers/api/offers';
import { mySurveysQueryOptions, openSurveysQueryOptions } from '@/features/surveys/api/surveys';
import { userQueryOptions } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { profileSurveyQueryOptions } from '@/lib/profile-survey-status';
import { queryClient } from '@/lib/query-client';
import { isAdminUser } from '@/lib/session';

/**
 * The first offers' pictures (a phone's largest paint on /home) start downloading with the
 * list, not once the screen has rendered; the cards' <img> then find them in the cache.
 */
function warmOfferImages(offers: { data: { imageUrl: string }[] }) {
  offers.data.slice(0, 3).forEach((offer, index) => {
    if (!offer.imageUrl) return;
    const image = new Image();
    // The first is the largest paint: ahead of the feed's pictures (the server's HTML already
    // preloads it on a first load of /home: offers/home-preload.ts).
    if (index === 0) image.fetchPriority = 'high';
    image.src = offer.imageUrl;
  });
}

/**
 * The survey and offer cards above the welcome card and the profile-survey reminder below it
 * show only once their data is in: fetched before the screen renders, the page paints once
 * instead of pushing the welcome card down as each arrives (Lighthouse measured a layout
 * shift of 0.79 on a phone). A failed fetch still renders; the card retries as before.
 */
export function prefetchMemberHome(): Promise<unknown> {
  // Only for a signed-in member: a guest is sent to sign in by the guard, without 401s here.
  return queryClient
    .ensureQueryData(userQueryOptions())
    .then((user) => {
      if (!user) return undefined;
      return Promise.all([
        queryClient.prefetchQuery(openSurveysQueryOptions()),
        queryClient.prefetchQuery(mySurveysQueryOptions()),
        queryClient
          .fetchQuery(openOffersQueryOptions(i18n.language))
          .then(warmOfferImages, () => undefined),
        isAdminUser(user) ? undefined : queryClient.prefetchQuery(profileSurveyQueryOptions()),
      ]);
    })
    .catch(() => undefined);
}
