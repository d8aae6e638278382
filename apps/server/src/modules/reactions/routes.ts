// Reactions of posts and comments: set or remove one's
// reaction, the counts with one's own, and who reacted.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams, listOf } from '@fanclub/contract/api';
import {
  reactionBody,
  reactionDetailItem,
  reactionDetailQuery,
  reactionSummary,
} from '@fanclub/contract/comments';
import { errorResponses } from '../../lib/route-errors';
import { pageMeta } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { presentReactor } from './presenter';
import { listReactors, type ReactionTarget } from './queries';
import { assertTargetVisible, loadSummary, react } from './service';

const errors = errorResponses(401, 403, 404, 419, 422);

const TARGETS: Array<{ target: ReactionTarget; prefix: string }> = [
  { target: 'post', prefix: '/api/posts/:id' },
  { target: 'comment', prefix: '/api/comments/:id' },
];

export default async function reactionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['comments'];

  for (const { target, prefix } of TARGETS) {
    app.get(
      `${prefix}/reactions`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `The ${target}'s reaction counts by type and the requester's own`,
          params: idParams,
          response: { 200: dataOf(reactionSummary), ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await assertTargetVisible(app.db, user, target, request.params.id, false);
        return { data: await loadSummary(app.db, target, request.params.id, user.id) };
      },
    );

    app.post(
      `${prefix}/reactions`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `Set or change one's reaction to the ${target} ({type: null} removes it)`,
          params: idParams,
          body: reactionBody,
          response: { 200: dataOf(reactionSummary), ...errors },
        },
      },
      async (request) => ({
        data: await react(
          app.db,
          currentUser(request),
          target,
          request.params.id,
          request.body.type,
        ),
      }),
    );

    app.get(
      `${prefix}/reactions/detail`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `Who reacted to the ${target}, newest first (optionally one type)`,
          params: idParams,
          querystring: reactionDetailQuery,
          response: { 200: listOf(reactionDetailItem), ...errors },
        },
      },
      async (request) => {
        const { page, limit, type } = request.query;
        await assertTargetVisible(app.db, currentUser(request), target, request.params.id, false);
        const { rows, total } = await listReactors(
          app.db,
          target,
          request.params.id,
          type,
          page,
          limit,
        );
        return {
          data: rows.map((row) => presentReactor(app.storage, row)),
          meta: pageMeta(page, limit, total),
        };
      },
    );
  }
}
