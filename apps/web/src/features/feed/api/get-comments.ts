// GET /api/posts/{id}/comments: top-level comments newest first with their replies, page by
// page ("more"); the first page's meta says whether the member may write.
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { CommentItem, CommentList, ReactionSummary } from '@fanclub/contract/comments';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const COMMENTS_PAGE_SIZE = 10;

export function getComments(postId: number, page: number): Promise<CommentList> {
  return api.get<CommentList>(`/api/posts/${postId}/comments`, {
    query: { page, limit: COMMENTS_PAGE_SIZE },
  });
}

export const commentsQueryOptions = (postId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.comments.thread(postId),
    queryFn: ({ pageParam }) => getComments(postId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.lastPage ? last.meta.page + 1 : null),
  });

export function useComments(postId: number) {
  return useInfiniteQuery(commentsQueryOptions(postId));
}

type ThreadData = { pages: CommentList[]; pageParams: unknown[] };

/** Puts a comment's new reactions into every loaded thread (no refetch of the whole list). */
export function patchCommentReactions(
  queryClient: QueryClient,
  commentId: number,
  reactions: ReactionSummary,
) {
  const patch = (item: CommentItem): CommentItem => ({
    ...item,
    reactions: item.id === commentId ? reactions : item.reactions,
    replies: item.replies.map((reply) =>
      reply.id === commentId ? { ...reply, reactions } : reply,
    ),
  });
  queryClient.setQueriesData<ThreadData>({ queryKey: queryKeys.comments.threads }, (old) =>
    old
      ? { ...old, pages: old.pages.map((page) => ({ ...page, data: page.data.map(patch) })) }
      : old,
  );
}
