// The panel health page (admin only): the figures as JSON, and the same as one CSV.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '@fanclub/contract/api';
import { panelHealth, panelHealthExportQuery } from '@fanclub/contract/panel-health';
import { errorResponses } from '../../lib/route-errors';
import { auditActor } from '../audit/actor';
import { recordExport } from '../audit/record';
import { panelHealthCsv, panelHealthFileName } from './health-csv';
import { panelHealth as panelHealthFigures } from './health-service';

const errors = errorResponses(401, 403, 422);

export default async function panelHealthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin statistics'];
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/panel-health',
    {
      schema: {
        tags,
        summary:
          'Panel health: active members, response rates, invitations, holds, dormant members',
        response: { 200: dataOf(panelHealth), ...errors },
      },
    },
    async (request) => ({ data: await panelHealthFigures(app.db, request.locale) }),
  );

  app.get(
    '/api/admin/panel-health.csv',
    {
      schema: {
        tags,
        summary: 'CSV (UTF-8 with BOM) of every figure of the panel health page',
        querystring: panelHealthExportQuery,
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? request.locale;
      const health = await panelHealthFigures(app.db, locale);
      await recordExport(app.db, auditActor(request), 'panel_health');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${panelHealthFileName()}"`)
        .header('Cache-Control', 'no-store')
        .send(panelHealthCsv(health, locale));
    },
  );
}
