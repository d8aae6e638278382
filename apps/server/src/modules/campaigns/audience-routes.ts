// The wizard's audience step: save the audience and count it,
// the saved one for the edit wizard, the member preview, and "send to new members".
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams, listOf } from '@fanclub/contract/api';
import {
  campaignAudienceBody,
  campaignAudienceResult,
  sendToNewMembersBody,
  sendToNewMembersResult,
} from '@fanclub/contract/campaigns';
import { audienceMember, filterAudienceBody } from '@fanclub/contract/sendouts';
import type { Audience } from '@fanclub/contract/audience';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { restedCount } from '../panel/contact-limits';
import { audienceCounts, audiencePage } from './audience';
import { refreshPendingBatches } from './mail';
import { campaignOr404, setAudience, setSendToNewMembers } from './service';

const errors = errorResponses(401, 403, 404, 419, 422);

export default async function campaignAudienceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'campaigns'];
  const admin = { onRequest: app.requireAdmin };

  const found = (id: number) => campaignOr404(app.db, id);
  const counts = async (audience: Audience | null) => ({
    ...(await audienceCounts(app.db, audience)),
    restedCount: await restedCount(app.db, app.config, audience),
  });

  app.post(
    '/api/admin/campaign/create-audience',
    {
      ...admin,
      schema: {
        tags,
        summary: "Wizard step 4: the campaign's audience, with its current counts",
        body: campaignAudienceBody,
        response: { 200: dataOf(campaignAudienceResult), ...errors },
      },
    },
    async (request) => {
      const row = await setAudience(app.db, request.body.campaignId, request.body.audience);
      await refreshPendingBatches(app.db, row, app.config.appUrl);
      return { data: { audience: row.audience, ...(await counts(row.audience)) } };
    },
  );

  app.get(
    '/api/admin/campaign/update/:id/current-audience',
    {
      ...admin,
      schema: {
        tags,
        summary: "The campaign's saved audience and how many members it matches now",
        params: idParams,
        response: { 200: dataOf(campaignAudienceResult), ...errors },
      },
    },
    async (request) => {
      const { campaign } = await found(request.params.id);
      return {
        data: { audience: campaign.audience, ...(await counts(campaign.audience)) },
      };
    },
  );

  app.post(
    '/api/admin/campaign/filter-audience',
    {
      ...admin,
      schema: {
        tags,
        summary: 'A page of the members an audience would invite (survey consent), and the total',
        body: filterAudienceBody,
        response: { 200: listOf(audienceMember), ...errors },
      },
    },
    async (request) => {
      const { audience, page, limit } = request.body;
      const { rows, total } = await audiencePage(app.db, audience, page, limit);
      return { data: rows, meta: pageMeta(page, limit, total) };
    },
  );

  app.post(
    '/api/admin/campaign/update-setting-send-new-user',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Invite members who join later and match, daily at 10:00 Japan time',
        body: sendToNewMembersBody,
        response: { 200: dataOf(sendToNewMembersResult), ...errors },
      },
    },
    async (request) => {
      const { campaignId, enabled } = request.body;
      return { data: { enabled: await setSendToNewMembers(app.db, campaignId, enabled) } };
    },
  );
}
