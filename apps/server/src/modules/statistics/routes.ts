// Admin statistics: the overview's survey, offer and post figures, and the fan
// statistics per dimension with their CSV. Member counts are in modules/members.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '@fanclub/contract/api';
import {
  FAN_DIMENSIONS,
  fanExportQuery,
  fanQuery,
  fanStatistics,
  offerOverview,
  postOverview,
  surveyOverview,
} from '@fanclub/contract/statistics';
import { errorResponses } from '../../lib/route-errors';
import { campaignFigures } from './campaign-figures';
import { auditActor } from '../audit/actor';
import { recordExport } from '../audit/record';
import { fanCsv, fanFileName } from './export-csv';
import { offerFigures } from './offer-figures';
import { presentBuckets } from './presenter';
import { countByDimension, postFigures, surveyLedgerFigures } from './queries';

const errors = errorResponses(401, 403, 422);

export default async function statisticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin statistics'];
  app.addHook('onRequest', app.requireAdmin);

  const surveys = async () => {
    const [campaigns, ledger] = await Promise.all([
      campaignFigures(app.db),
      surveyLedgerFigures(app.db),
    ]);
    const { invited, completed } = campaigns;
    return {
      data: {
        ...campaigns,
        ...ledger,
        responseRate: invited.allTime > 0 ? completed.allTime / invited.allTime : null,
      },
    };
  };
  // The spec spells it `serveys`; `surveys` answers the same.
  for (const url of ['/api/admin/overview/serveys', '/api/admin/overview/surveys'])
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Survey figures: campaigns, invitations, completions, PC03 points',
          response: { 200: dataOf(surveyOverview), ...errors },
        },
      },
      surveys,
    );

  app.get(
    '/api/admin/overview/offers',
    { schema: { tags, response: { 200: dataOf(offerOverview), ...errors } } },
    async () => ({ data: await offerFigures(app.db) }),
  );

  app.get(
    '/api/admin/overview/posts',
    { schema: { tags, response: { 200: dataOf(postOverview), ...errors } } },
    async () => ({ data: await postFigures(app.db) }),
  );

  for (const dimension of FAN_DIMENSIONS)
    app.get(
      `/api/admin/fans/${dimension}`,
      {
        schema: {
          tags,
          summary: `Active members by ${dimension}, optionally within a registration period`,
          querystring: fanQuery,
          response: { 200: fanStatistics, ...errors },
        },
      },
      async (request) => {
        const rows = await countByDimension(app.db, dimension, request.query);
        const { buckets, total } = presentBuckets(dimension, rows, request.locale);
        const { from, to } = request.query;
        return { data: buckets, meta: { dimension, total, from: from ?? null, to: to ?? null } };
      },
    );

  app.get(
    '/api/admin/fans/export',
    {
      schema: {
        tags,
        summary: 'CSV (UTF-8 with BOM) of every dimension of the fan statistics',
        querystring: fanExportQuery,
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? request.locale;
      const tables = await Promise.all(
        FAN_DIMENSIONS.map(async (dimension) => {
          const rows = await countByDimension(app.db, dimension, request.query);
          return { dimension, buckets: presentBuckets(dimension, rows, locale).buckets };
        }),
      );
      const { from, to } = request.query;
      await recordExport(app.db, auditActor(request), 'fans', { from, to });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fanFileName(from, to)}"`)
        .header('Cache-Control', 'no-store')
        .send(fanCsv(tables, locale));
    },
  );
}
