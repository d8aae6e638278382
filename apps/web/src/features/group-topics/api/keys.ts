// This feature's query keys: a topic, its post pages, one post, a post's comments. Everything
// of a group's topics sits under ['group-topics', groupId], so a realtime event refreshes it all.
export const topicKeys = {
  group: (groupId: number) => ['group-topics', groupId] as const,
  topic: (groupId: number, topicId: number) => ['group-topics', groupId, 'topic', topicId] as const,
  posts: (groupId: number, topicId: number, page: number) =>
    ['group-topics', groupId, 'posts', topicId, page] as const,
  postsOf: (groupId: number, topicId: number) =>
    ['group-topics', groupId, 'posts', topicId] as const,
  post: (groupId: number, postId: number) => ['group-topics', groupId, 'post', postId] as const,
  comments: (groupId: number, postId: number) =>
    ['group-topics', groupId, 'comments', postId] as const,
};
