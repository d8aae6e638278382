// Comments of posts: the thread, writing, replying,
// editing, deleting, and the admin's block of a commenter.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams, okResponse } from '@fanclub/contract/api';
import {
  blockResult,
  commentBody,
  commentItem,
  commentList,
  commentListQuery,
} from '@fanclub/contract/comments';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import {
  addComment,
  blockAuthor,
  deleteComment,
  editComment,
  loadThread,
  replyTo,
} from './service';

const errors = errorResponses(401, 403, 404, 419, 422);

export default async function commentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['comments'];

  app.get(
    '/api/posts/:id/comments',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Top-level comments, newest first, each with its replies (oldest first)',
        params: idParams,
        querystring: commentListQuery,
        response: { 200: commentList, ...errors },
      },
    },
    async (request) =>
      loadThread(
        app,
        currentUser(request),
        request.params.id,
        request.query.page,
        request.query.limit,
      ),
  );

  // A comment on a post and a reply to a comment take the same body and answer the same way.
  for (const [url, summary, write] of [
    ['/api/posts/:id/comments', 'Comment on a post (plain text, kept as typed)', addComment],
    [
      '/api/comments/:id/reply',
      'Reply to a comment; a reply to a reply joins the same top-level comment',
      replyTo,
    ],
  ] as const) {
    app.post(
      url,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary,
          params: idParams,
          body: commentBody,
          response: { 201: dataOf(commentItem), ...errors },
        },
      },
      async (request, reply) => {
        const data = await write(
          app,
          currentUser(request),
          request.params.id,
          request.body.comment,
        );
        reply.status(201);
        return { data };
      },
    );
  }

  app.put(
    '/api/comments/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Change one's own comment",
        params: idParams,
        body: commentBody,
        response: { 200: dataOf(commentItem), ...errors },
      },
    },
    async (request) => ({
      data: await editComment(app, currentUser(request), request.params.id, request.body.comment),
    }),
  );

  app.delete(
    '/api/comments/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Delete one's own comment (admins: any); with replies it stays as a marker",
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await deleteComment(app, currentUser(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/comments/:id/block',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin', ...tags],
        summary: "Block the comment's author from commenting (idempotent)",
        params: idParams,
        response: { 200: dataOf(blockResult), ...errors },
      },
    },
    async (request) => ({
      data: await blockAuthor(app, currentUser(request), request.params.id),
    }),
  );
}
