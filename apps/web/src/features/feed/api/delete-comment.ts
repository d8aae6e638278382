// DELETE /api/comments/{id} (the author, or an admin) and, for admins,
// POST /api/comments/{id}/block (the author may no longer comment).
import { useMutation } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { BlockResult } from '@fanclub/contract/comments';
import { api } from '@/lib/api-client';
import { useRefreshThread } from './save-comment';

export async function deleteComment(commentId: number): Promise<void> {
  await api.delete(`/api/comments/${commentId}`);
}

export async function blockCommenter(commentId: number): Promise<BlockResult> {
  const { data } = await api.post<DataResponse<BlockResult>>(`/api/comments/${commentId}/block`);
  return data;
}

export function useDeleteComment(postId: number) {
  const refresh = useRefreshThread(postId);
  return useMutation({ mutationFn: deleteComment, onSuccess: refresh });
}

export function useBlockCommenter(postId: number) {
  const refresh = useRefreshThread(postId);
  return useMutation({ mutationFn: blockCommenter, onSuccess: refresh });
}
