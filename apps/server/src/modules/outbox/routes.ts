// The local outbox: every mail the product wrote, readable by admins.
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxMessage, outboxQuery, type OutboxMessage } from '@fanclub/contract/admin';
import { dataOf, idParams, listOf } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import { mailMessages, type MailRow } from '../../db/schema/index';
import { notFound } from '../../errors';
import { escapeLike, pageMeta } from '../../lib/paging';

const errors = errorResponses(401, 403, 404, 422);

function present(row: MailRow): OutboxMessage {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    language: row.language,
    // 'sending' is an internal claim; to a reader it is still on its way.
    status: row.status === 'sending' ? 'pending' : (row.status as OutboxMessage['status']),
    text: row.textBody,
    html: row.htmlBody,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

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
      const where = to
        ? sql`lower(${mailMessages.toAddress}) like ${`%${escapeLike(to.toLowerCase())}%`}`
        : undefined;
      const [rows, [count]] = await Promise.all([
        app.db
          .select()
          .from(mailMessages)
          .where(where)
          .orderBy(desc(mailMessages.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db
          .select({ total: sql<number>`count(*)::int` })
          .from(mailMessages)
          .where(where),
      ]);
      return { data: rows.map(present), meta: pageMeta(page, limit, count?.total ?? 0) };
    },
  );

  app.get(
    '/api/admin/outbox/:id',
    { schema: { tags, params: idParams, response: { 200: dataOf(outboxMessage), ...errors } } },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.id, request.params.id))
        .limit(1);
      if (!row) throw notFound();
      return { data: present(row) };
    },
  );
}
