// Admin point adjustments. Member-facing history and rewards come with
// the rewards screens; every movement goes through ledger.movePoints.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import { adjustPointsBody, pointMovement } from '@fanclub/contract/points';
import { currentUser } from '../../plugins/auth';
import { auditActor } from '../audit/actor';
import { adjustPoints } from './adjust';
import { presentMovement } from './presenter';

const errors = errorResponses(401, 403, 404, 419, 422);

export default async function pointRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/points/adjust',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Grant (positive) or deduct (negative) points, with a reason',
        body: adjustPointsBody,
        response: { 200: dataOf(pointMovement), ...errors },
      },
    },
    async (request) => {
      const { userId, points, reason } = request.body;
      const actor = { ...auditActor(request), actorId: currentUser(request).id };
      const result = await adjustPoints(app.db, actor, { userId, points, reason });
      return {
        data: presentMovement(request.locale, {
          transactionId: result.transactionId!,
          userId,
          type: 'ADJUST',
          points,
          balance: result.balance,
          description: reason,
          createdAt: new Date(),
        }),
      };
    },
  );
}
