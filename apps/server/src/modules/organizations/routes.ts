// The admin organization tab: members' organization accounts (search, facility filter, CSV).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listOf } from '@fanclub/contract/api';
import {
  adminOrganization,
  organizationExportQuery,
  organizationListQuery,
} from '@fanclub/contract/settings';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { auditActor } from '../audit/actor';
import { recordExport } from '../audit/record';
import { organizationCsv, organizationFileName } from './export-csv';
import { presentAdminOrganization } from './presenter';
import { listOrganizations } from './queries';

export default async function organizationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/organizations',
    {
      schema: {
        tags,
        querystring: organizationListQuery,
        response: { 200: listOf(adminOrganization), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const { rows, total } = await listOrganizations(app.db, filter, page, limit);
      return { data: rows.map(presentAdminOrganization), meta: pageMeta(page, limit, total) };
    },
  );

  app.get(
    '/api/admin/organizations/export',
    {
      schema: {
        tags,
        summary: 'CSV (UTF-8 with BOM) of the organization accounts matching the filter',
        querystring: organizationExportQuery,
      },
    },
    async (request, reply) => {
      await recordExport(app.db, auditActor(request), 'organizations', { filter: request.query });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${organizationFileName()}"`)
        .header('Cache-Control', 'no-store')
        .send(organizationCsv(app.db, request.query, request.query.lang ?? request.locale));
    },
  );
}
