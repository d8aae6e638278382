// Member calls on a group post's comments: the list (oldest first, with replies), writing,
// replying, editing, deleting (authors, or moderators: shown as deleted by a moderator) and
// likes. The rules are those of the post's topic (topic-context.ts); registered by routes.ts.
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
  groupPostParams,
  likeState,
} from '@fanclub/contract/group-topics';
import { withRequestLog } from '../../lib/context';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { groupRoute } from '../groups/group-route';
import {
  addComment,
  deleteComment,
  editComment,
  likeComment,
  listComments,
} from './comment-service';

const ok = { data: { ok: true as const } };

export default async function groupCommentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = groupRoute(app, ['groups'], errorResponses(401, 403, 404, 409, 419, 422));

  app.get(
    '/api/groups/:id/posts/:postId/comments',
    route({
      summary: "A post's comments, oldest first, each with its replies",
      params: groupPostParams,
      querystring: groupCommentListQuery,
      response: { 200: groupCommentList },
    }),
    async (request) =>
      listComments(
        app,
        currentUser(request),
        request.params.id,
        request.params.postId,
        request.query.page,
        request.query.limit,
      ),
  );

  app.post(
    '/api/groups/:id/posts/:postId/comments',
    route({
      summary: 'Comment on a post, or reply to a comment (plain text, one level)',
      params: groupPostParams,
      body: groupCommentBody,
      response: { 201: dataOf(groupCommentItem) },
    }),
    async (request, reply) => {
      const data = await addComment(
        withRequestLog(app, request),
        currentUser(request),
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
    route({
      summary: "Change one's own comment while one may write in the topic",
      params: groupCommentParams,
      body: groupCommentEdit,
      response: { 200: dataOf(groupCommentItem) },
    }),
    async (request) => ({
      data: await editComment(
        app,
        currentUser(request),
        request.params.id,
        request.params.commentId,
        request.body.body,
        request.socketId,
      ),
    }),
  );

  app.delete(
    '/api/groups/:id/comments/:commentId',
    route({
      summary: 'Delete a comment (its author, or a moderator: shown as deleted by a moderator)',
      params: groupCommentParams,
      response: { 200: okResponse },
    }),
    async (request) => {
      await deleteComment(
        app,
        currentUser(request),
        request.params.id,
        request.params.commentId,
        request.socketId,
      );
      return ok;
    },
  );

  for (const [method, liked] of [
    ['put', true],
    ['delete', false],
  ] as const)
    app[method](
      '/api/groups/:id/comments/:commentId/like',
      route({
        summary: liked ? 'Like a comment (once)' : 'Take back a like of a comment',
        params: groupCommentParams,
        response: { 200: dataOf(likeState) },
      }),
      async (request) => ({
        data: await likeComment(
          app,
          currentUser(request),
          request.params.id,
          request.params.commentId,
          liked,
          request.socketId,
        ),
      }),
    );
}
