// Admin member list (community tab) and the block / unblock / posting actions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMember, memberListQuery, memberOverview, postingBody } from '@fanclub/contract/admin';
import { dataOf, idParams, listOf } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import { notFound } from '../../errors';
import { memberOverview as loadOverview } from './queries';
import { setMemberFlags } from './flags';
import { auditActor } from '../audit/actor';
import { memberPage } from './page';
import { pageMeta } from '../../lib/paging';
import { sendRendered } from '../../lib/rendered';
import { presentAdminMember } from './presenter';

const errors = errorResponses(401, 403, 404, 419, 422);

export default async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/members',
    {
      schema: {
        tags,
        querystring: memberListQuery,
        response: { 200: listOf(adminMember), ...errors },
      },
    },
    // The page comes as JSON text written by PostgreSQL (page.ts), past the response serializer.
    async (request, reply) => {
      const { page, limit } = request.query;
      const { data, total } = await memberPage(app.db, request.query);
      const meta = JSON.stringify(pageMeta(page, limit, total));
      return sendRendered(reply, `{"data":${data},"meta":${meta}}`);
    },
  );

  app.get(
    '/api/admin/overview/members',
    { schema: { tags, response: { 200: dataOf(memberOverview), ...errors } } },
    async () => ({ data: await loadOverview(app.db) }),
  );

  const setFlags = async (
    request: FastifyRequest,
    id: number,
    flags: Parameters<typeof setMemberFlags>[3],
  ) => {
    const row = await setMemberFlags(app.db, auditActor(request), id, flags);
    if (!row) throw notFound();
    return { data: presentAdminMember(row) };
  };

  app.post(
    '/api/admin/members/:id/block',
    { schema: { tags, params: idParams, response: { 200: dataOf(adminMember), ...errors } } },
    async (request) => setFlags(request, request.params.id, { isBlocked: true }),
  );
  app.post(
    '/api/admin/members/:id/unblock',
    { schema: { tags, params: idParams, response: { 200: dataOf(adminMember), ...errors } } },
    async (request) => setFlags(request, request.params.id, { isBlocked: false }),
  );
  app.post(
    '/api/admin/members/:id/posting',
    {
      schema: {
        tags,
        params: idParams,
        body: postingBody,
        response: { 200: dataOf(adminMember), ...errors },
      },
    },
    async (request) => setFlags(request, request.params.id, { canPost: request.body.allowed }),
  );
}
