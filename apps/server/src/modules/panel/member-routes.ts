// The member's own cap on survey invitations per 30 days: lower than the club's, never higher.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '@fanclub/contract/api';
import { surveyLimitBody, surveyLimitView } from '@fanclub/contract/panel';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { ownSurveyLimit, setOwnSurveyLimit } from './member-limit';

const errors = errorResponses(401, 419, 422);

export default async function panelMemberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  app.get(
    '/api/me/survey-limit',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The member's cap on survey invitations per 30 days, and the club's",
        response: { 200: dataOf(surveyLimitView), ...errors },
      },
    },
    async (request) => ({ data: await ownSurveyLimit(app, currentUser(request).id) }),
  );

  app.post(
    '/api/me/survey-limit',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Lower (or reset with null) the member's own cap; above the club's → 422",
        body: surveyLimitBody,
        response: { 200: dataOf(surveyLimitView), ...errors },
      },
    },
    async (request) => ({
      data: await setOwnSurveyLimit(app, currentUser(request).id, request.body.limit),
    }),
  );
}
