// Admin calls on a campaign's sample: the counts per stratum and the draws, the setting, and
// "invite more".
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams } from '@fanclub/contract/api';
import {
  campaignSampleView,
  inviteMoreBody,
  sampleQuery,
  sampleSettingBody,
} from '@fanclub/contract/campaign-samples';
import { sendoutBatch } from '@fanclub/contract/sendouts';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { campaignOr404 } from '../campaigns/service';
import { presentBatch } from '../sendouts/presenter';
import { sampleView } from './queries';
import { inviteMore, saveSample } from './service';

const errors = errorResponses(401, 403, 404, 409, 419, 422);

export default async function campaignSampleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'campaigns'];
  const admin = { onRequest: app.requireAdmin };
  const campaignOf = async (id: number) => (await campaignOr404(app.db, id)).campaign;

  app.get(
    '/api/admin/campaign/:id/sample',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The sample setting, the members a draw could take per stratum, and the draws',
        params: idParams,
        querystring: sampleQuery,
        response: { 200: dataOf(campaignSampleView), ...errors },
      },
    },
    async (request) => {
      const campaign = await campaignOf(request.params.id);
      return { data: await sampleView(app.db, app.config, campaign, request.query.stratifyBy) };
    },
  );

  app.post(
    '/api/admin/campaign/:id/sample',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Invite a random sample (size, one stratifying dimension, proportional or quotas) or ' +
          'everyone (null); 422 when the size exceeds the eligible members or quotas the limit',
        params: idParams,
        body: sampleSettingBody,
        response: { 200: dataOf(campaignSampleView), ...errors },
      },
    },
    async (request) => {
      const campaign = await campaignOf(request.params.id);
      const saved = await saveSample(app.db, app.config, campaign, request.body.sample);
      return { data: await sampleView(app.db, app.config, saved) };
    },
  );

  app.post(
    '/api/admin/campaign/:id/invite-more',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'A new draw of `size` members not yet invited, mailed now (409 BATCH_BUSY while a ' +
          'batch runs; 422 when not sampled, too large or every quota is full)',
        params: idParams,
        body: inviteMoreBody,
        response: { 201: dataOf(sendoutBatch), ...errors },
      },
    },
    async (request, reply) => {
      const campaign = await campaignOf(request.params.id);
      const batch = await inviteMore(app.db, campaign, request.body.size, {
        appUrl: app.config.appUrl,
        adminId: currentUser(request).id,
        config: app.config,
      });
      app.sendouts.kick();
      reply.status(201);
      return { data: presentBatch(batch, campaign.titleJa) };
    },
  );
}
