// The local outbox: every mail the product wrote, readable by admins.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxMessage, outboxQuery } from '@fanclub/contract/admin';
import { dataOf, idParams, listOf } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import { notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { presentMail } from './presenter';
import { findMail, listMails } from './queries';

const errors = errorResponses(401, 403, 404, 422);

export default async function outboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags,
        querystring: outboxQuery,
        response: { 200: listOf(outboxMessage), ...errors },
      },
    },
    async (request) => {
      const { page, limit, to } = request.query;
      const { rows, total } = await listMails(app.db, { to }, page, limit);
      return { data: rows.map(presentMail), meta: pageMeta(page, limit, total) };
    },
  );

  app.get(
    '/api/admin/outbox/:id',
    { schema: { tags, params: idParams, response: { 200: dataOf(outboxMessage), ...errors } } },
    async (request) => {
      const row = await findMail(app.db, request.params.id);
      if (!row) throw notFound();
      return { data: presentMail(row) };
    },
  );
}
