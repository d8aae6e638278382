// Questions and profile: the first profile survey, my surveys, check-action.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import { translate } from '@fanclub/contract/messages';
import { checkActionQuery, checkActionResult } from '@fanclub/contract/points';
import {
  answersBody,
  answersResult,
  profileSurveyStatus,
  questionItem,
  questionsQuery,
} from '@fanclub/contract/profile';
import { z } from 'zod';
import { mySurvey } from '@fanclub/contract/surveys';
import { campaignSurveys } from '../surveys/my-surveys';
import { currentUser } from '../../plugins/auth';
import { hasMovement, onceKey } from '../points/ledger';
import { typeTotal } from '../points/queries';
import { PROFILE_QUESTIONS } from './default-questions';
import { presentQuestion } from './presenter';
import { countQuestions, ensureQuestions, loadAnswers, loadQuestions } from './queries';
import { PROFILE_SURVEY, submitAnswers } from './service';
import { settingValue } from '../settings/service';

const errors = errorResponses(401, 403, 419, 422);

export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];
  app.addHook('onReady', () => ensureQuestions(app.db, PROFILE_SURVEY, PROFILE_QUESTIONS));

  app.get(
    '/api/questions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        querystring: questionsQuery,
        response: { 200: dataOf(z.array(questionItem)), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const questions = await loadQuestions(app.db, request.query.survey);
      const answers = await loadAnswers(
        app.db,
        user.id,
        questions.map((q) => q.id),
      );
      const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
      return {
        data: questions.map((q) => presentQuestion(request.locale, q, byQuestion.get(q.id))),
      };
    },
  );

  app.post(
    '/api/questions',
    {
      onRequest: app.requireUser,
      schema: { tags, body: answersBody, response: { 200: dataOf(answersResult), ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      const { survey, answers } = request.body;
      return { data: await submitAnswers(app.db, app.config, user.id, survey, answers) };
    },
  );

  app.get(
    '/api/profile-survey',
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: dataOf(profileSurveyStatus), ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      return {
        data: {
          completed: user.profileSurveyCompletedAt !== null,
          completedAt: user.profileSurveyCompletedAt?.toISOString() ?? null,
          points: await settingValue(app.db, app.config, 'firstSurveyPoints'),
          questionCount: await countQuestions(app.db, PROFILE_SURVEY),
        },
      };
    },
  );

  app.get(
    '/api/my-surveys',
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: dataOf(z.array(mySurvey)), ...errors } },
    },
    async (request) => {
      // The profile survey first, then survey campaigns (open ones, then those started).
      const user = currentUser(request);
      const done = user.profileSurveyCompletedAt;
      return {
        data: [
          {
            id: PROFILE_SURVEY,
            title: translate(request.locale, 'survey.profile_title'),
            points: await settingValue(app.db, app.config, 'firstSurveyPoints'),
            status: done ? ('completed' as const) : ('open' as const),
            completedAt: done?.toISOString() ?? null,
            link: '/profile',
            kind: 'profile' as const,
            campaignId: null,
            lengthMinutes: null,
            deadline: null,
            respondentStatus: null,
            reviewStatus: null,
            reviewReason: null,
            pointsCredited: null,
          },
          ...(await campaignSurveys(app.db, user, request.locale)),
        ],
      };
    },
  );

  app.get(
    '/api/points/check-action',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['points'],
        querystring: checkActionQuery,
        response: { 200: dataOf(checkActionResult), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { actionCode } = request.query;
      const total = await typeTotal(app.db, user.id, actionCode);
      const done =
        actionCode === 'PC02'
          ? await hasMovement(app.db, onceKey.firstSurvey(user.id))
          : total.count > 0;
      return { data: { actionCode, done, points: total.points } };
    },
  );
}
