// POST /api/count-view/{id}: records the member's view once; the shown count follows the answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { ViewResult } from '@fanclub/contract/feed';
import type { PostDetail } from '@fanclub/contract/posts';
import { api } from '@/lib/api-client';
import { postQueryOptions } from './get-post';

export const countView = (postId: number) =>
  api.post<DataResponse<ViewResult>>(`/api/count-view/${postId}`);

export function useCountView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: countView,
    onSuccess: ({ data }, postId) => {
      queryClient.setQueryData(
        postQueryOptions(postId).queryKey,
        (old: DataResponse<PostDetail> | undefined) =>
          old && { data: { ...old.data, viewCount: data.viewCount } },
      );
    },
  });
}
