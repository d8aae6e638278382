// A campaign's mail: the invitation and reminder per language
// (wizard steps 2 and 3), batches now or at a schedule (step 5), their history and the test send.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams, listOf, okResponse, pageQuery } from '@fanclub/contract/api';
import {
  campaignEmail,
  campaignEmailBody,
  campaignEmailContent,
  campaignSendoutBody,
  campaignSendoutListBody,
  campaignTestSendoutBody,
} from '@fanclub/contract/campaigns';
import { sendoutBatch, type SendoutStatus } from '@fanclub/contract/sendouts';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { listBatches } from '../sendouts/batches';
import { presentBatch } from '../sendouts/presenter';
import { sendTest } from '../sendouts/test-send';
import { CAMPAIGN_CONSENT, createCampaignBatch, mailSetOf, refreshPendingBatches } from './mail';
import { campaignTagValues, presentEmail } from './presenter';
import { emailsOf } from './queries';
import { campaignOr404, saveEmails, updateEmail } from './service';

const errors = errorResponses(401, 403, 404, 409, 419, 422);

export default async function campaignMailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'campaigns'];
  const admin = { onRequest: app.requireAdmin };

  const campaignOf = async (id: number) => (await campaignOr404(app.db, id)).campaign;

  async function history(campaignId: number, page: number, limit: number, status?: SendoutStatus) {
    const campaign = await campaignOf(campaignId);
    const { rows, total } = await listBatches(
      app.db,
      { source: 'campaign', sourceId: campaign.id, ...(status ? { status } : {}) },
      page,
      limit,
    );
    return {
      data: rows,
      meta: pageMeta(page, limit, total),
    };
  }

  app.post(
    '/api/admin/campaign/create-email',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Wizard steps 2 and 3: the invitation or reminder per language (replaces that type; ' +
          'Japanese required; only the campaign tags)',
        body: campaignEmailBody,
        response: { 201: dataOf(z.array(campaignEmail)), ...errors },
      },
    },
    async (request, reply) => {
      const { campaignId, type, mail } = request.body;
      const rows = await saveEmails(app.db, campaignId, type, mail);
      await refreshPendingBatches(app.db, await campaignOf(campaignId), app.config.appUrl);
      reply.status(201);
      return { data: rows.map(presentEmail) };
    },
  );

  app.post(
    '/api/admin/campaign/update/:id/email/:emailId',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Saves one mail (one type, one language)',
        params: idParams.extend({ emailId: z.coerce.number().int().positive() }),
        body: campaignEmailContent,
        response: { 200: dataOf(campaignEmail), ...errors },
      },
    },
    async (request) => {
      const { id, emailId } = request.params;
      const row = await updateEmail(app.db, id, emailId, request.body);
      await refreshPendingBatches(app.db, await campaignOf(id), app.config.appUrl);
      return { data: presentEmail(row) };
    },
  );

  app.post(
    '/api/admin/campaign/create-sendout',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Wizard step 5: an invitation or reminder batch now (409 BATCH_BUSY while one runs) or ' +
          'at a schedule (YYYY-MM-DD HH:mm Japan time, future, before the expiry); 422 ' +
          'SENDOUT_SETUP without audience or Japanese mail, 422 CAMPAIGN_NOT_OPEN when disabled, ' +
          'closed or full',
        body: campaignSendoutBody,
        response: { 201: dataOf(sendoutBatch), ...errors },
      },
    },
    async (request, reply) => {
      const campaign = await campaignOf(request.body.campaignId);
      const batch = await createCampaignBatch(app.db, campaign, request.body, {
        appUrl: app.config.appUrl,
        adminId: currentUser(request).id,
        config: app.config,
      });
      app.sendouts.kick();
      reply.status(201);
      return { data: presentBatch(batch, campaign.titleJa) };
    },
  );

  app.post(
    '/api/admin/campaign/list-sendout',
    {
      ...admin,
      schema: {
        tags,
        summary: "The campaign's batches (delivery management), newest first, by status",
        body: campaignSendoutListBody,
        response: { 200: listOf(sendoutBatch), ...errors },
      },
    },
    async (request) => {
      const { campaignId, page, limit, status } = request.body;
      return history(campaignId, page, limit, status);
    },
  );

  app.get(
    '/api/admin/campaign/:id/sending-history',
    {
      ...admin,
      schema: {
        tags,
        summary: "The campaign's sending history with delivery and open counts",
        params: idParams,
        querystring: pageQuery,
        response: { 200: listOf(sendoutBatch), ...errors },
      },
    },
    async (request) => history(request.params.id, request.query.page, request.query.limit),
  );

  app.post(
    '/api/admin/campaign/test-sendout',
    {
      ...admin,
      schema: {
        tags,
        summary:
          "One language of the invitation or reminder, with the admin's names, to one address",
        body: campaignTestSendoutBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const { campaignId, type, language, email } = request.body;
      const campaign = await campaignOf(campaignId);
      const emails = await emailsOf(app.db, campaign.id);
      await sendTest(app, {
        mail: mailSetOf(emails, type),
        consent: CAMPAIGN_CONSENT,
        language,
        to: email,
        sample: currentUser(request),
        tagValues: campaignTagValues(campaign, app.config.appUrl),
        source: 'campaign',
      });
      return { data: { ok: true as const } };
    },
  );
}
