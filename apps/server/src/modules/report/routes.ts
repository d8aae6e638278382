// GET api/report: the funders' report, for whoever holds REPORT_SECRET, given as the
// `secret` query or the X-Report-Secret header. Wrong or missing answers 403; five failures a
// minute per address answer 429. The request log never shows the secret (app.ts serializer).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '@fanclub/contract/api';
import { REPORT_SECRET_HEADER, report, reportQuery } from '@fanclub/contract/statistics';
import { appError } from '../../errors';
import { errorResponses } from '../../lib/route-errors';
import { isReportSecret } from './policy';
import { buildReport } from './service';

export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/report',
    {
      schema: {
        tags: ['report'],
        summary:
          'Membership and point-economy report (aggregates only); needs REPORT_SECRET as ?secret= or the X-Report-Secret header',
        querystring: reportQuery,
        response: { 200: dataOf(report), ...errorResponses(403, 422, 429) },
      },
    },
    async (request, reply) => {
      const key = `report:${request.ip}`;
      await app.throttles.report.check(key);
      const header = request.headers[REPORT_SECRET_HEADER];
      const given = request.query.secret ?? (typeof header === 'string' ? header : undefined);
      if (!isReportSecret(given, app.config.secrets.report)) {
        await app.throttles.report.hit(key);
        throw appError('PERMISSION_DENIED', { messageKey: 'report.wrong_secret' });
      }
      reply.header('Cache-Control', 'no-store');
      return { data: await buildReport(app.db, request.locale) };
    },
  );
}
