// The post wizard's audience calls: POST /api/posts/count-audiences {audience} (the live count)
// and POST /api/admin/posts/filter-audience {audience, page, limit} (the preview table).
import { audienceApi } from '@/admin-kit/audience/audience-api';

export const postAudienceApi = audienceApi({
  scope: 'posts',
  countPath: '/api/posts/count-audiences',
  membersPath: '/api/admin/posts/filter-audience',
});
