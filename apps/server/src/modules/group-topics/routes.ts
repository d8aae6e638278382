// Member calls of a group topic: the topic page, its posts (multipart with photos, video links
// and a poll), likes, poll ballots and comments. Every call needs a session; what the reader may
// not see answers 404, what they may not do 403 with the reason (docs/DECISIONS.md "Groups").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, okResponse } from '@fanclub/contract/api';
import {
  groupCommentBody,
  groupCommentEdit,
  groupCommentItem,
  groupCommentList,
  groupCommentListQuery,
  groupCommentParams,
  groupPostEdit,
  groupPostItem,
  groupPostList,
  groupPostListQuery,
  groupPostParams,
  groupTopicDetail,
  groupTopicParams,
  likeState,
  voteBody,
} from '@fanclub/contract/group-topics';
import { withRequestLog } from '../../lib/context';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import {
  addComment,
  deleteComment,
  editComment,
  likeComment,
  listComments,
} from './comment-service';
import { readPostForm } from './images';
import {
  checkMayPost,
  createPost,
  deletePost,
  editPost,
  getPost,
  getTopic,
  likePost,
  listTopicPosts,
  vote,
} from './service';

const errors = errorResponses(401, 403, 404, 409, 419, 422);
const ok = { data: { ok: true as const } };
const multipart =
  'multipart/form-data: `body` (plain text), `videoUrls` (repeated, YouTube or Vimeo links), ' +
  '`poll` (JSON {question, options: 2–20, multiple}) and up to 10 photos in the repeated part ' +
  '`images` (type read from the bytes, each at most 3 MB = 3,145,728 bytes, else 422 ' +
  'FILE_TOO_LARGE), stored as WebP without metadata. A JSON body without photos works too.';

export default async function groupTopicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['groups'];
  const guard = { onRequest: app.requireUser };
  const reader = (request: Parameters<typeof currentUser>[0]) => currentUser(request);

  app.get(
    '/api/groups/:id/topics/:topicId',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'A topic: window, phase, sub-topics, and whether the reader may write and sees the others (MROC)',
        params: groupTopicParams,
        response: { 200: dataOf(groupTopicDetail), ...errors },
      },
    },
    async (request) => ({
      data: await getTopic(app, reader(request), request.params.id, request.params.topicId),
    }),
  );

  app.get(
    '/api/groups/:id/topics/:topicId/posts',
    {
      ...guard,
      schema: {
        tags,
        summary:
          "A topic's posts, newest first (an MROC participant sees only their own until they post)",
        params: groupTopicParams,
        querystring: groupPostListQuery,
        response: { 200: groupPostList, ...errors },
      },
    },
    async (request) =>
      listTopicPosts(
        app,
        reader(request),
        request.params.id,
        request.params.topicId,
        request.query.page,
        request.query.limit,
      ),
  );

  app.post(
    '/api/groups/:id/topics/:topicId/posts',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Post in a topic',
        description: multipart,
        params: groupTopicParams,
        response: { 201: dataOf(groupPostItem), ...errors },
      },
    },
    async (request, reply) => {
      const user = reader(request);
      const { id, topicId } = request.params;
      // The topic is checked before the photos are read and re-encoded.
      await checkMayPost(app, user, id, topicId);
      const form = await readPostForm(request);
      const data = await createPost(app, user, id, topicId, form, request.socketId);
      reply.status(201);
      return { data };
    },
  );

  app.get(
    '/api/groups/:id/posts/:postId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'One post of a group',
        params: groupPostParams,
        response: { 200: dataOf(groupPostItem), ...errors },
      },
    },
    async (request) => ({
      data: await getPost(app, reader(request), request.params.id, request.params.postId),
    }),
  );

  app.patch(
    '/api/groups/:id/posts/:postId',
    {
      ...guard,
      schema: {
        tags,
        summary: "Change one's own post's text or video links while one may write in the topic",
        params: groupPostParams,
        body: groupPostEdit,
        response: { 200: dataOf(groupPostItem), ...errors },
      },
    },
    async (request) => ({
      data: await editPost(
        app,
        reader(request),
        request.params.id,
        request.params.postId,
        request.body,
        request.socketId,
      ),
    }),
  );

  app.delete(
    '/api/groups/:id/posts/:postId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Delete a post (its author, or a moderator)',
        params: groupPostParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await deletePost(
        app,
        reader(request),
        request.params.id,
        request.params.postId,
        request.socketId,
      );
      return ok;
    },
  );

  for (const [method, liked] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/api/groups/:id/posts/:postId/like',
      {
        ...guard,
        schema: {
          tags,
          summary: liked ? 'Like a post (once)' : 'Take back a like of a post',
          params: groupPostParams,
          response: { 200: dataOf(likeState), ...errors },
        },
      },
      async (request) => ({
        data: await likePost(
          app,
          reader(request),
          request.params.id,
          request.params.postId,
          liked,
          request.socketId,
        ),
      }),
    );
    app[method](
      '/api/groups/:id/comments/:commentId/like',
      {
        ...guard,
        schema: {
          tags,
          summary: liked ? 'Like a comment (once)' : 'Take back a like of a comment',
          params: groupCommentParams,
          response: { 200: dataOf(likeState), ...errors },
        },
      },
      async (request) => ({
        data: await likeComment(
          app,
          reader(request),
          request.params.id,
          request.params.commentId,
          liked,
          request.socketId,
        ),
      }),
    );
  }

  app.post(
    '/api/groups/:id/posts/:postId/vote',
    {
      ...guard,
      schema: {
        tags,
        summary:
          "Vote in a post's poll: one final ballot per member while the topic is open (409 when already voted)",
        params: groupPostParams,
        body: voteBody,
        response: { 200: dataOf(groupPostItem), ...errors },
      },
    },
    async (request) => ({
      data: await vote(
        app,
        reader(request),
        request.params.id,
        request.params.postId,
        request.body,
        request.socketId,
      ),
    }),
  );

  app.get(
    '/api/groups/:id/posts/:postId/comments',
    {
      ...guard,
      schema: {
        tags,
        summary: "A post's comments, oldest first, each with its replies",
        params: groupPostParams,
        querystring: groupCommentListQuery,
        response: { 200: groupCommentList, ...errors },
      },
    },
    async (request) =>
      listComments(
        app,
        reader(request),
        request.params.id,
        request.params.postId,
        request.query.page,
        request.query.limit,
      ),
  );

  app.post(
    '/api/groups/:id/posts/:postId/comments',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Comment on a post, or reply to a comment (plain text, one level)',
        params: groupPostParams,
        body: groupCommentBody,
        response: { 201: dataOf(groupCommentItem), ...errors },
      },
    },
    async (request, reply) => {
      const data = await addComment(
        withRequestLog(app, request),
        reader(request),
        request.params.id,
        request.params.postId,
        request.body,
        request.socketId,
      );
      reply.status(201);
      return { data };
    },
  );

  app.patch(
    '/api/groups/:id/comments/:commentId',
    {
      ...guard,
      schema: {
        tags,
        summary: "Change one's own comment while one may write in the topic",
        params: groupCommentParams,
        body: groupCommentEdit,
        response: { 200: dataOf(groupCommentItem), ...errors },
      },
    },
    async (request) => ({
      data: await editComment(
        app,
        reader(request),
        request.params.id,
        request.params.commentId,
        request.body.body,
        request.socketId,
      ),
    }),
  );

  app.delete(
    '/api/groups/:id/comments/:commentId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Delete a comment (its author, or a moderator: shown as deleted by a moderator)',
        params: groupCommentParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await deleteComment(
        app,
        reader(request),
        request.params.id,
        request.params.commentId,
        request.socketId,
      );
      return ok;
    },
  );
}
