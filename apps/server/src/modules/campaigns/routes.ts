// Admin campaign calls: the list, the detail, the wizard's basic
// settings, the status toggle and deletion (the audience step is audience-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams, listOf, okResponse } from '@fanclub/contract/api';
import { campaignDetailBody, campaignStatusBody, savedCampaign } from '@fanclub/contract/campaigns';
import {
  campaignDetail,
  campaignDetailQuery,
  campaignListItem,
  campaignListQuery,
} from '@fanclub/contract/campaign-views';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { refreshPendingBatches } from './mail';
import { campaignState } from './policy';
import { presentCampaignDetail, presentCampaignItem } from './presenter';
import { emailsOf, listCampaigns, respondentCounts } from './queries';
import {
  campaignOr404,
  createCampaign,
  deleteCampaign,
  setCampaignStatus,
  updateCampaign,
} from './service';

const errors = errorResponses(401, 403, 404, 409, 419, 422);

export default async function campaignRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'campaigns'];
  const admin = { onRequest: app.requireAdmin };

  const found = (id: number) => campaignOr404(app.db, id);
  async function saved(id: number) {
    const row = await found(id);
    const c = row.campaign;
    return {
      data: {
        id: c.id,
        status: c.status,
        state: campaignState({ ...c, hasInvitation: row.hasInvitation }),
      },
    };
  }

  app.get(
    '/api/admin/campaign/list',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Campaigns, newest first; keyword matches titles (ja, en) or the id',
        querystring: campaignListQuery,
        response: { 200: listOf(campaignListItem), ...errors },
      },
    },
    async (request) => {
      const { page, limit, keyword, state } = request.query;
      const { rows, total } = await listCampaigns(app.db, { keyword, state }, page, limit);
      return {
        data: rows.map((r) => presentCampaignItem(request.locale, r)),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  app.get(
    '/api/admin/campaign/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'A campaign with its mails, previews per language, audience and respondents',
        params: idParams,
        querystring: campaignDetailQuery,
        response: { 200: dataOf(campaignDetail), ...errors },
      },
    },
    async (request) => {
      const row = await found(request.params.id);
      const [emails, respondents] = await Promise.all([
        emailsOf(app.db, row.campaign.id),
        respondentCounts(app.db, row.campaign.id),
      ]);
      return {
        data: presentCampaignDetail({
          locale: request.locale,
          language: request.query.language_code ?? request.locale,
          appUrl: app.config.appUrl,
          row,
          emails,
          respondents,
          sample: currentUser(request),
        }),
      };
    },
  );

  app.post(
    '/api/admin/campaign/create-detail',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Wizard step 1 (basic settings): creates the campaign as a draft',
        body: campaignDetailBody,
        response: { 201: dataOf(savedCampaign), ...errors },
      },
    },
    async (request, reply) => {
      const row = await createCampaign(app.db, request.body, currentUser(request).id);
      reply.status(201);
      return saved(row.id);
    },
  );

  app.post(
    '/api/admin/campaign/update/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Saves the basic settings again (the limit cannot go below the completed count)',
        params: idParams,
        body: campaignDetailBody,
        response: { 200: dataOf(savedCampaign), ...errors },
      },
    },
    async (request) => {
      const row = await updateCampaign(app.db, request.params.id, request.body);
      await refreshPendingBatches(app.db, row, app.config.appUrl);
      return saved(row.id);
    },
  );

  app.post(
    '/api/admin/campaign/update/:id/status',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Active / disabled toggle of the list; a disabled campaign mails and admits nobody',
        params: idParams,
        body: campaignStatusBody,
        response: { 200: dataOf(savedCampaign), ...errors },
      },
    },
    async (request) => {
      const row = await setCampaignStatus(app.db, request.params.id, request.body.status);
      return saved(row.id);
    },
  );

  app.delete(
    '/api/admin/campaign/delete/:id',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Deletes a campaign nothing was sent for and nobody started; else 409 CAMPAIGN_IN_USE',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await deleteCampaign(app.db, request.params.id);
      return { data: { ok: true as const } };
    },
  );
}
