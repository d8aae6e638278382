// The audience editor's calls for an offer: the live count of matching members (the shared
// count route) and a page of those who would get the mail (filter-audience: matching members
// who accept the newsletter).
import { audienceApi } from '@/admin-kit/audience/audience-api';

export const offerAudienceApi = audienceApi({
  scope: 'offers',
  countPath: '/api/posts/count-audiences',
  membersPath: '/api/admin/offer/filter-audience',
});
