// GET /api/{posts|comments}/{id}/reactions (counts by type and one's own) and
// GET …/reactions/detail (who reacted, newest first, page by page).
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { ReactionDetailItem, ReactionSummary } from '@fanclub/contract/comments';
import type { ReactionType } from '@fanclub/contract/posts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ReactionTarget = 'post' | 'comment';

export const DETAIL_PAGE_SIZE = 20;

const basePath = (target: ReactionTarget, id: number) => `/api/${target}s/${id}/reactions`;

export const reactionsQueryOptions = (target: ReactionTarget, id: number) =>
  queryOptions({
    queryKey: queryKeys.comments.reactions(target, id),
    queryFn: () => api.get<DataResponse<ReactionSummary>>(basePath(target, id)),
    select: (response) => response.data,
  });

/** Fetched only when no summary came with the target (a post; comments carry theirs). */
export function useReactions(target: ReactionTarget, id: number, enabled: boolean) {
  return useQuery({ ...reactionsQueryOptions(target, id), enabled });
}

export const reactorsQueryOptions = (
  target: ReactionTarget,
  id: number,
  type: ReactionType | undefined,
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.comments.reactors(target, id, type ?? 'all'),
    queryFn: ({ pageParam }) =>
      api.get<ListResponse<ReactionDetailItem>>(`${basePath(target, id)}/detail`, {
        query: { page: pageParam, limit: DETAIL_PAGE_SIZE, type },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.lastPage ? last.meta.page + 1 : null),
  });

export function useReactors(
  target: ReactionTarget,
  id: number,
  type: ReactionType | undefined,
  enabled: boolean,
) {
  return useInfiniteQuery({ ...reactorsQueryOptions(target, id, type), enabled });
}
