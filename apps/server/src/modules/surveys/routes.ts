// The member's side of survey campaigns: the surveys open to them, the start link that hands
// the survey tool their respondent id, and the survey tool's signed completion call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams, listOf, pageQuery } from '@fanclub/contract/api';
import {
  memberCampaign,
  surveyCompleteInput,
  surveyCompleteResult,
} from '@fanclub/contract/surveys';
import { AppError, forbidden } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { presentMemberCampaign } from './presenter';
import { openCampaigns } from './queries';
import { completeSurvey, startSurvey } from './service';
import { isValidSignature } from './signature';

const errors = errorResponses(401, 403, 404, 419, 422);
const redirect = z.null().describe('302 redirect (Location header)');

/** A browser navigating (it asks for HTML first), not a survey tool's server call. */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.startsWith('application/json');
}

export default async function surveyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['surveys'];
  // Survey tools often post their completion as a form; this plugin's routes read one too.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/api/campaigns',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Survey campaigns the member may answer now, soonest deadline first',
        querystring: pageQuery,
        response: { 200: listOf(memberCampaign), ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await openCampaigns(app.db, currentUser(request), page, limit);
      return {
        data: rows.map((r) => presentMemberCampaign(request.locale, r)),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  app.get(
    '/api/campaigns/:id/start',
    {
      schema: {
        tags,
        summary:
          "302 to the survey link with [RID] replaced by the member's respondent id; a closed, " +
          'full or answered campaign → 302 /surveys/{id}/closed?reason=…; a guest → 302 to sign-in',
        params: idParams,
        response: { 302: redirect, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!request.user) {
        const back = encodeURIComponent(`/api/campaigns/${id}/start`);
        return reply.redirect(`/?redirect=${back}`, 302);
      }
      const result = await startSurvey(app.db, id, request.user);
      reply.header('Cache-Control', 'no-store');
      if ('closed' in result)
        return reply.redirect(`/surveys/${id}/closed?reason=${result.closed}`, 302);
      return reply.redirect(result.redirect, 302);
    },
  );

  const handle = async (request: FastifyRequest, input: z.output<typeof surveyCompleteInput>) => {
    if (!isValidSignature(app.config.secrets.survey, input)) throw forbidden('INVALID_SIGNATURE');
    const result = await completeSurvey(app.db, app.config, input.rid, input.status ?? 'complete');
    request.log.info(
      { campaignId: result.campaignId, outcome: result.outcome },
      'survey completion',
    );
    return { data: result };
  };
  const summary =
    'The survey tool reports an outcome: rid, sig = hex HMAC-SHA256(SURVEY_SECRET, rid) (or of ' +
    '"rid:status" with status complete|screenout|overquota), as JSON or a form. Points once (PC03); a repeat → ' +
    'alreadyCredited: true; a bad signature → 403 INVALID_SIGNATURE, nothing changes';

  app.get(
    '/api/surveys/complete',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary: `${summary}. A browser (Accept: text/html) is sent on to /surveys/done?outcome=… (review: held)`,
        querystring: surveyCompleteInput,
        response: { 200: dataOf(surveyCompleteResult), 302: redirect, ...errors },
      },
    },
    async (request, reply) => {
      // Survey tools commonly send the respondent's browser to the completion URL at the end:
      // a browser gets the outcome as a page of the app instead of the JSON a server reads.
      if (!wantsPage(request)) return handle(request, request.query);
      reply.header('Cache-Control', 'no-store');
      let outcome: string = 'invalid';
      try {
        const { data } = await handle(request, request.query);
        // A held answer is neither paid nor refused yet: the page says it is being checked.
        outcome = data.held ? 'review' : data.respondentStatus;
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 403) throw error;
      }
      return reply.redirect(`/surveys/done?outcome=${outcome}`, 302);
    },
  );

  app.post(
    '/api/surveys/complete',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary,
        body: surveyCompleteInput,
        response: { 200: dataOf(surveyCompleteResult), ...errors },
      },
    },
    async (request) => handle(request, request.body),
  );
}
