// Member calls of a group topic: the topic page, its posts (multipart with photos, video links
// and a poll), likes and poll ballots; the comments are in comment-routes.ts. Every call needs
// a session; what the reader may
// not see answers 404, what they may not do 403 with the reason (docs/DECISIONS.md "Groups").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, okResponse } from '@fanclub/contract/api';
import {
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
import { multipartBody } from '../../lib/multipart-body';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { groupRoute } from '../groups/group-route';
import groupCommentRoutes from './comment-routes';
import { GROUP_POST_BODY, readPostForm } from './images';
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
  const route = groupRoute(app, ['groups'], errors);

  app.get(
    '/api/groups/:id/topics/:topicId',
    route({
      summary:
        'A topic: window, phase, sub-topics, and whether the reader may write and sees the others (MROC)',
      params: groupTopicParams,
      response: { 200: dataOf(groupTopicDetail) },
    }),
    async (request) => ({
      data: await getTopic(app, currentUser(request), request.params.id, request.params.topicId),
    }),
  );

  app.get(
    '/api/groups/:id/topics/:topicId/posts',
    route({
      summary:
        "A topic's posts, newest first (an MROC participant sees only their own until they post)",
      params: groupTopicParams,
      querystring: groupPostListQuery,
      response: { 200: groupPostList },
    }),
    async (request) =>
      listTopicPosts(
        app,
        currentUser(request),
        request.params.id,
        request.params.topicId,
        request.query.page,
        request.query.limit,
      ),
  );

  app.post(
    '/api/groups/:id/topics/:topicId/posts',
    route({
      summary: 'Post in a topic',
      description: multipart,
      ...multipartBody(GROUP_POST_BODY),
      params: groupTopicParams,
      response: { 201: dataOf(groupPostItem) },
    }),
    async (request, reply) => {
      const user = currentUser(request);
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
    route({
      summary: 'One post of a group',
      params: groupPostParams,
      response: { 200: dataOf(groupPostItem) },
    }),
    async (request) => ({
      data: await getPost(app, currentUser(request), request.params.id, request.params.postId),
    }),
  );

  app.patch(
    '/api/groups/:id/posts/:postId',
    route({
      summary: "Change one's own post's text or video links while one may write in the topic",
      params: groupPostParams,
      body: groupPostEdit,
      response: { 200: dataOf(groupPostItem) },
    }),
    async (request) => ({
      data: await editPost(
        app,
        currentUser(request),
        request.params.id,
        request.params.postId,
        request.body,
        request.socketId,
      ),
    }),
  );

  app.delete(
    '/api/groups/:id/posts/:postId',
    route({
      summary: 'Delete a post (its author, or a moderator)',
      params: groupPostParams,
      response: { 200: okResponse },
    }),
    async (request) => {
      await deletePost(
        app,
        currentUser(request),
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
      route({
        summary: liked ? 'Like a post (once)' : 'Take back a like of a post',
        params: groupPostParams,
        response: { 200: dataOf(likeState) },
      }),
      async (request) => ({
        data: await likePost(
          app,
          currentUser(request),
          request.params.id,
          request.params.postId,
          liked,
          request.socketId,
        ),
      }),
    );
  }

  app.post(
    '/api/groups/:id/posts/:postId/vote',
    route({
      summary:
        "Vote in a post's poll: one final ballot per member while the topic is open (409 when already voted)",
      params: groupPostParams,
      body: voteBody,
      response: { 200: dataOf(groupPostItem) },
    }),
    async (request) => ({
      data: await vote(
        app,
        currentUser(request),
        request.params.id,
        request.params.postId,
        request.body,
        request.socketId,
      ),
    }),
  );

  await fastify.register(groupCommentRoutes);
}
