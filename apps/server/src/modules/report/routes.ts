// GET api/report: the funders' report, for whoever holds REPORT_SECRET, given as the
// `secret` query or the X-Report-Secret header. Wrong or missing answers 403. Every wrong secret
// counts against a budget of all addresses together: once it is spent, nobody's secret is compared
// until the minute ends (429), which bounds guessing. Five wrong a minute from one address answer
// its further wrong ones 429, but its right secret is still answered (a shared address or a
// mistyped script does not shut the funder out). The request log never shows the secret.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '@fanclub/contract/api';
import { REPORT_SECRET_HEADER, report, reportQuery } from '@fanclub/contract/statistics';
import { appError } from '../../errors';
import { errorResponses } from '../../lib/route-errors';
import { isReportSecret, secretTag } from './policy';
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
        description:
          'Wrong secrets: 403; past 5 a minute from one address, 429 for that address’s wrong ones (its right secret is still answered); past 20 a minute from all addresses together, 429 for everyone until the minute ends.',
        querystring: reportQuery,
        response: { 200: dataOf(report), ...errorResponses(403, 422, 429) },
      },
    },
    async (request, reply) => {
      // The budget belongs to the secret: a new secret starts a fresh one.
      const allAddresses = `report:${secretTag(app.config.secrets.report)}`;
      await app.throttles.reportAll.check(allAddresses);
      const header = request.headers[REPORT_SECRET_HEADER];
      const given = request.query.secret ?? (typeof header === 'string' ? header : undefined);
      if (!isReportSecret(given, app.config.secrets.report)) {
        await app.throttles.reportAll.hit(allAddresses);
        await app.throttles.report.hit(`report:${request.ip}`);
        throw appError('PERMISSION_DENIED', { messageKey: 'report.wrong_secret' });
      }
      reply.header('Cache-Control', 'no-store');
      return { data: await buildReport(app.db, request.locale) };
    },
  );
}
