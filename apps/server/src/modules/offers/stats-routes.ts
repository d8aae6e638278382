// Offer figures for the admin: click statistics and the CSV export of the clicks.
import { auditActor } from '../audit/actor';
import { recordExport } from '../audit/record';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams } from '@fanclub/contract/api';
import { japanDay } from '@fanclub/contract/japan-time';
import { offerClickStats, offerExportQuery } from '@fanclub/contract/offer-views';
import { notFound } from '../../errors';
import { errorResponses } from '../../lib/route-errors';
import { clickStats, offerClicksCsv } from './clicks';
import { findOffer } from './queries';

const errors = errorResponses(401, 403, 404, 419);

export default async function offerStatsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'offers'];
  const admin = { onRequest: app.requireAdmin };

  async function exists(id: number) {
    if (!(await findOffer(app.db, id))) throw notFound();
  }

  app.get(
    '/api/offer-main-statics-click/:id',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Click figures: raw and human clicks, unique clickers, Japan-time days, and the mail ' +
          "figures of the offer's batches",
        params: idParams,
        response: { 200: dataOf(offerClickStats), ...errors },
      },
    },
    async (request) => {
      await exists(request.params.id);
      return { data: await clickStats(app.db, request.params.id) };
    },
  );

  app.get(
    '/api/admin/export-offer/:id',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'CSV of the recorded clicks (time JST, member id, language, prefecture, age group, ' +
          'via, human), UTF-8 with BOM, headers in the request language',
        params: idParams,
        querystring: offerExportQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await exists(id);
      const csv = await offerClicksCsv(app.db, id, request.query.lang ?? request.locale);
      await recordExport(app.db, auditActor(request), 'offer_clicks', { offerId: id });
      const stamp = japanDay(new Date()).replace(/-/g, '');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="offer-${id}-clicks-${stamp}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );
}
