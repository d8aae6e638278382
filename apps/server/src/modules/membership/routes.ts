// DELETE api/me/unsubscribe (member) and the admin's "cancel registration".
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import { closedAccount, unsubscribeBody } from '@fanclub/contract/membership';
import { currentUser } from '../../plugins/auth';
import { closeAccount, unsubscribe } from './service';

const errors = errorResponses(401, 403, 404, 419, 422);

export default async function membershipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.delete(
    '/api/me/unsubscribe',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Leave the club: voids the points, ends every session, blocks sign-in',
        body: unsubscribeBody,
        response: { 200: dataOf(closedAccount), ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await unsubscribe(app.db, user, request.body.password);
      await app.sessions.destroy(request, reply);
      return {
        data: {
          userId: user.id,
          status: 'unsubscribed' as const,
          pointsVoided: result.pointsVoided,
          closedAt: result.closedAt.toISOString(),
        },
      };
    },
  );

  app.post(
    '/api/admin/members/:id/cancel',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Cancel a member's registration (the account can no longer sign in)",
        params: idParams,
        response: { 200: dataOf(closedAccount), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await closeAccount(
        app.db,
        id,
        'cancelled',
        currentUser(request).id,
        request.ip,
      );
      return {
        data: {
          userId: id,
          status: 'cancelled' as const,
          pointsVoided: result.pointsVoided,
          closedAt: result.closedAt.toISOString(),
        },
      };
    },
  );
}
