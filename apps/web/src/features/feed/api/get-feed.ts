// GET /api/posts: one page of the member's feed, optionally one category's.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedList } from '@fanclub/contract/feed';
import { api } from '@/lib/api-client';
import { getLocale } from '@/lib/locale';
import { queryKeys } from '@/lib/query-keys';

export type FeedParams = { page: number; limit: number; filter?: number | undefined };

export const feedQueryOptions = (params: FeedParams) =>
  queryOptions({
    queryKey: queryKeys.feed.list(getLocale(), params),
    queryFn: () =>
      api.get<FeedList>('/api/posts', {
        query: { page: params.page, limit: params.limit, filter: params.filter },
      }),
    placeholderData: keepPreviousData,
  });

export function useFeed(params: FeedParams) {
  return useQuery(feedQueryOptions(params));
}
