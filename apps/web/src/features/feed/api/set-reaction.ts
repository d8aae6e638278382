// POST /api/{posts|comments}/{id}/reactions {type}: set or change one's reaction; null
// removes it. The counts change at once on screen and are corrected by the answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { ReactionSummary } from '@fanclub/contract/comments';
import type { ReactionType } from '@fanclub/contract/posts';
import { api } from '@/lib/api-client';
import { patchCommentReactions } from './get-comments';
import { reactionsQueryOptions, type ReactionTarget } from './get-reactions';
import { queryKeys } from '@/lib/query-keys';

export async function setReaction(
  target: ReactionTarget,
  id: number,
  type: ReactionType | null,
): Promise<ReactionSummary> {
  const { data } = await api.post<DataResponse<ReactionSummary>>(
    `/api/${target}s/${id}/reactions`,
    { type },
  );
  return data;
}

/** The summary after the member's choice, before the server answers. */
export function withReaction(summary: ReactionSummary, type: ReactionType | null): ReactionSummary {
  const counts = { ...summary.counts };
  let total = summary.total;
  if (summary.mine) {
    counts[summary.mine] = Math.max(0, counts[summary.mine] - 1);
    total -= 1;
  }
  if (type) {
    counts[type] += 1;
    total += 1;
  }
  return { counts, total, mine: type };
}

export function useSetReaction(target: ReactionTarget, id: number) {
  const queryClient = useQueryClient();
  const apply = (summary: ReactionSummary) => {
    if (target === 'comment') patchCommentReactions(queryClient, id, summary);
    else queryClient.setQueryData(reactionsQueryOptions(target, id).queryKey, { data: summary });
  };
  return useMutation({
    mutationFn: ({ type }: { type: ReactionType | null; current: ReactionSummary }) =>
      setReaction(target, id, type),
    onMutate: ({ type, current }) => apply(withReaction(current, type)),
    onSuccess: (summary) => {
      apply(summary);
      void queryClient.invalidateQueries({ queryKey: queryKeys.comments.reactorsOf(target, id) });
      // The post detail and the feed show the post's reaction counts too.
      if (target === 'post') void queryClient.invalidateQueries({ queryKey: queryKeys.feed.all });
    },
    onError: (_error, { current }) => apply(current),
  });
}
