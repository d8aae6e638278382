// GET api/admin/audit-log (search, keyset pages) and its CSV: read-only, admins only. There is
// no call that edits or deletes a row, and the database refuses both.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPage, auditQuery } from '@fanclub/contract/audit';
import { japanDay } from '@fanclub/contract/japan-time';
import { errorResponses } from '../../lib/route-errors';
import { auditActor } from './actor';
import { exportAudit, searchAudit } from './service';

const errors = errorResponses(401, 403, 422);

export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin audit'];
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags,
        summary: 'Search the audit log by actor, member, action and Japan days, newest first',
        querystring: auditQuery,
        response: { 200: auditPage, ...errors },
      },
    },
    async (request) => searchAudit(app.db, request.query),
  );

  app.get(
    '/api/admin/audit-log/export',
    {
      schema: {
        tags,
        summary: 'CSV (UTF-8 with BOM) of every audit row matching the search',
        querystring: auditQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await exportAudit(app.db, auditActor(request), request.query, request.locale);
      // The CSV is streamed; the schema's string describes it for the document.
      const raw: FastifyReply = reply;
      return raw
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="audit-log-${japanDay(new Date())}.csv"`,
        )
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
}
