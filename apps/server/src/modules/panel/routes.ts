// The admin review queue of held survey answers, and the two decisions on one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams, listOf } from '@fanclub/contract/api';
import {
  heldAnswer,
  rejectAnswerBody,
  reviewDecision,
  reviewQueueQuery,
} from '@fanclub/contract/panel';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { auditActor } from '../audit/actor';
import { presentHeldAnswer } from './presenter';
import { reviewQueue } from './queries';
import { approveAnswer, rejectAnswer } from './review';

const errors = errorResponses(401, 403, 404, 409, 419, 422);

export default async function panelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'campaigns'];
  app.addHook('onRequest', app.requireAdmin);
  const admin = (request: Parameters<typeof auditActor>[0]) => ({
    ...auditActor(request),
    actorId: currentUser(request).id,
  });

  app.get(
    '/api/admin/campaign-reviews',
    {
      schema: {
        tags,
        summary: 'Held survey answers (speeder, duplicate account, daily cap), by review status',
        querystring: reviewQueueQuery,
        response: { 200: listOf(heldAnswer), ...errors },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      const { rows, total } = await reviewQueue(app.db, status, page, limit);
      return {
        data: rows.map((r) => presentHeldAnswer(request.locale, r)),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  app.post(
    '/api/admin/campaign-reviews/:id/approve',
    {
      schema: {
        tags,
        summary: 'Pay a held answer its points (PC03, once); a repeat pays nothing',
        params: idParams,
        response: { 200: dataOf(reviewDecision), ...errors },
      },
    },
    async (request) => ({ data: await approveAnswer(app, admin(request), request.params.id) }),
  );

  app.post(
    '/api/admin/campaign-reviews/:id/reject',
    {
      schema: {
        tags,
        summary: 'Do not pay a held answer; the member is mailed the reason in their language',
        params: idParams,
        body: rejectAnswerBody,
        response: { 200: dataOf(reviewDecision), ...errors },
      },
    },
    async (request) => ({
      data: await rejectAnswer(app, admin(request), request.params.id, request.body.reason),
    }),
  );
}
