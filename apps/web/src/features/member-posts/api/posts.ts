// The member's own post, for editing (GET api/posts/{id}, the feed module's call).
import { useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { PostDetail } from '@fanclub/contract/posts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A published post as a member reads it. */
export function useMemberPost(id: number) {
  return useQuery({
    queryKey: queryKeys.memberPosts.detail(id),
    queryFn: () => api.get<DataResponse<PostDetail>>(`/api/posts/${id}`).then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
  });
}
