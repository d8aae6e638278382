// Writing in a thread: POST /api/posts/{id}/comments, POST /api/comments/{id}/reply and
// PUT /api/comments/{id}; each refreshes the thread (and the post's comment count).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { CommentItem } from '@fanclub/contract/comments';
import { api } from '@/lib/api-client';
import { commentsQueryOptions } from './get-comments';
import { queryKeys } from '@/lib/query-keys';

export type SaveCommentInput =
  | { kind: 'comment'; postId: number; comment: string }
  | { kind: 'reply'; commentId: number; comment: string }
  | { kind: 'edit'; commentId: number; comment: string };

export async function saveComment(input: SaveCommentInput): Promise<CommentItem> {
  const body = { comment: input.comment };
  const { data } =
    input.kind === 'comment'
      ? await api.post<DataResponse<CommentItem>>(`/api/posts/${input.postId}/comments`, body)
      : input.kind === 'reply'
        ? await api.post<DataResponse<CommentItem>>(`/api/comments/${input.commentId}/reply`, body)
        : await api.put<DataResponse<CommentItem>>(`/api/comments/${input.commentId}`, body);
  return data;
}

/** After any change in a post's thread: the thread, and the post's counts elsewhere. */
export function useRefreshThread(postId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: commentsQueryOptions(postId).queryKey }),
      // The post detail and feed show the comment count (their keys start with "feed").
      queryClient.invalidateQueries({ queryKey: queryKeys.feed.all }),
    ]);
}

export function useSaveComment(postId: number) {
  const refresh = useRefreshThread(postId);
  // Not awaited: the caller's own callbacks (e.g. "you are blocked") must run before the
  // refreshed thread can unmount the form that made the call.
  return useMutation({ mutationFn: saveComment, onSettled: () => void refresh() });
}
