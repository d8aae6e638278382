// Reading a topic: the topic itself (GET api/groups/{id}/topics/{topicId}), a page of its posts
// (newest first), one post, and a post's comments. A 404 is final (not retried).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type {
  GroupCommentList,
  GroupPostItem,
  GroupPostList,
  GroupTopicDetail,
} from '@fanclub/contract/group-topics';
import { api, isApiError } from '@/lib/api-client';
import { topicKeys } from './keys';

const retry = (count: number, error: unknown) =>
  count < 2 && !(isApiError(error) && (error.status === 404 || error.status === 403));

export const POSTS_PER_PAGE = 10;

export const topicQueryOptions = (groupId: number, topicId: number) =>
  queryOptions({
    queryKey: topicKeys.topic(groupId, topicId),
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<GroupTopicDetail>>(`/api/groups/${groupId}/topics/${topicId}`, { signal })
        .then((r) => r.data),
    retry,
  });

export const useTopic = (groupId: number, topicId: number) =>
  useQuery(topicQueryOptions(groupId, topicId));

export const useTopicPosts = (groupId: number, topicId: number, page: number) =>
  useQuery({
    queryKey: topicKeys.posts(groupId, topicId, page),
    queryFn: ({ signal }) =>
      api.get<GroupPostList>(`/api/groups/${groupId}/topics/${topicId}/posts`, {
        query: { page, limit: POSTS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry,
  });

export const useGroupPost = (groupId: number, postId: number) =>
  useQuery({
    queryKey: topicKeys.post(groupId, postId),
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<GroupPostItem>>(`/api/groups/${groupId}/posts/${postId}`, { signal })
        .then((r) => r.data),
    retry,
  });

export const usePostComments = (groupId: number, postId: number, enabled = true) =>
  useQuery({
    queryKey: topicKeys.comments(groupId, postId),
    queryFn: ({ signal }) =>
      api.get<GroupCommentList>(`/api/groups/${groupId}/posts/${postId}/comments`, {
        query: { page: 1, limit: 100 },
        signal,
      }),
    enabled,
    retry,
  });
