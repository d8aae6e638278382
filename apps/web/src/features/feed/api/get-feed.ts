// GET /api/posts: one page of the member's feed, optionally one category's.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedList } from '@fanclub/contract/feed';
import { api } from '@/lib/api-client';
import { getLocale } from '@/lib/locale';
import { queryKeys } from '@/lib/query-keys';

export type FeedParams = { page: number; limit: number; filter?: number | undefined };

/** Posts per page of the member's feed. */
const FEED_PAGE_SIZE = 10;

/** The page of the feed that /home's URL asks for (?page=, ?category=). */
export function feedParams(search: URLSearchParams): FeedParams {
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    limit: FEED_PAGE_SIZE,
    filter: Number(search.get('category')) || undefined,
  };
}

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
