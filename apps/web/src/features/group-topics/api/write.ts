// Writing in a topic: a post (multipart with its photos), edits, deletion, likes, a ballot and
// comments. Each success refreshes the group's topic queries (counts, MROC's answer-first).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type {
  GroupCommentItem,
  GroupPostItem,
  LikeState,
  PollInput,
} from '@fanclub/contract/group-topics';
import { GROUP_POST_IMAGE_FIELD } from '@fanclub/contract/group-topics';
import { api, apiRequest } from '@/lib/api-client';
import { topicKeys } from './keys';

function useRefresh(groupId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: topicKeys.group(groupId) });
}

export type NewPost = {
  body: string;
  videoUrls: string[];
  photos: File[];
  poll: PollInput | null;
};

export function useCreatePost(groupId: number, topicId: number) {
  const refresh = useRefresh(groupId);
  return useMutation({
    mutationFn: (post: NewPost) => {
      const form = new FormData();
      form.append('body', post.body);
      for (const url of post.videoUrls) form.append('videoUrls', url);
      if (post.poll) form.append('poll', JSON.stringify(post.poll));
      for (const photo of post.photos) form.append(GROUP_POST_IMAGE_FIELD, photo, photo.name);
      return api
        .post<DataResponse<GroupPostItem>>(`/api/groups/${groupId}/topics/${topicId}/posts`, form)
        .then((r) => r.data);
    },
    onSuccess: refresh,
  });
}

export function useEditPost(groupId: number) {
  const refresh = useRefresh(groupId);
  return useMutation({
    mutationFn: ({ postId, body }: { postId: number; body: string }) =>
      apiRequest<DataResponse<GroupPostItem>>(`/api/groups/${groupId}/posts/${postId}`, {
        method: 'PATCH',
        body: { body },
      }),
    onSuccess: refresh,
  });
}

export function useDeletePost(groupId: number) {
  const refresh = useRefresh(groupId);
  return useMutation({
    mutationFn: (postId: number) => api.delete(`/api/groups/${groupId}/posts/${postId}`),
    onSuccess: refresh,
  });
}

export function useLike(groupId: number) {
  const refresh = useRefresh(groupId);
  return useMutation({
    mutationFn: ({
      target,
      id,
      liked,
    }: {
      target: 'posts' | 'comments';
      id: number;
      liked: boolean;
    }) =>
      apiRequest<DataResponse<LikeState>>(`/api/groups/${groupId}/${target}/${id}/like`, {
        method: liked ? 'PUT' : 'DELETE',
      }),
    onSuccess: refresh,
  });
}

export function useVote(groupId: number) {
  const refresh = useRefresh(groupId);
  return useMutation({
    mutationFn: ({ postId, choices }: { postId: number; choices: number[] }) =>
      api.post<DataResponse<GroupPostItem>>(`/api/groups/${groupId}/posts/${postId}/vote`, {
        choices,
      }),
    onSettled: refresh,
  });
}

export type CommentWrite =
  | { kind: 'new'; postId: number; body: string; parentId: number | null }
  | { kind: 'edit'; commentId: number; body: string };

export function useSaveComment(groupId: number) {
  const refresh = useRefresh(groupId);
  return useMutation({
    mutationFn: (input: CommentWrite) =>
      input.kind === 'new'
        ? api.post<DataResponse<GroupCommentItem>>(
            `/api/groups/${groupId}/posts/${input.postId}/comments`,
            { body: input.body, parentId: input.parentId },
          )
        : apiRequest<DataResponse<GroupCommentItem>>(
            `/api/groups/${groupId}/comments/${input.commentId}`,
            { method: 'PATCH', body: { body: input.body } },
          ),
    onSuccess: refresh,
  });
}

export function useDeleteComment(groupId: number) {
  const refresh = useRefresh(groupId);
  return useMutation({
    mutationFn: (commentId: number) => api.delete(`/api/groups/${groupId}/comments/${commentId}`),
    onSuccess: refresh,
  });
}
