// An offer's mail: the invitation per language (wizard step 2),
// batches now or at a schedule (step 4), their history and the test send.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams, listOf, okResponse, pageQuery } from '@fanclub/contract/api';
import {
  offerEmail,
  offerEmailBody,
  offerEmailContent,
  offerEmailSetBody,
  offerSendoutBody,
  offerSendoutListBody,
  offerTestSendoutBody,
} from '@fanclub/contract/offers';
import { sendoutBatch, type MailSet, type SendoutStatus } from '@fanclub/contract/sendouts';
import { notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { listBatches } from '../sendouts/batches';
import { presentBatch } from '../sendouts/presenter';
import { sendTest } from '../sendouts/test-send';
import { OFFER_CONSENT, createOfferBatch, refreshPendingOfferBatches } from './mail';
import { mailSetOf, offerTagValues, presentOfferEmail } from './presenter';
import { emailsOf, findOffer } from './queries';
import { saveOfferEmails, updateOfferEmail } from './service';

const errors = errorResponses(401, 403, 404, 409, 419, 422);

export default async function offerMailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'offers'];
  const admin = { onRequest: app.requireAdmin };

  async function offerOr404(id: number) {
    const row = await findOffer(app.db, id);
    if (!row) throw notFound();
    return row.offer;
  }
  async function saveSet(offerId: number, mail: MailSet) {
    const rows = await saveOfferEmails(app.db, offerId, mail);
    await refreshPendingOfferBatches(app.db, await offerOr404(offerId), app.config.appUrl);
    return { data: rows.map(presentOfferEmail) };
  }
  async function history(offerId: number, page: number, limit: number, status?: SendoutStatus) {
    const offer = await offerOr404(offerId);
    const filter = { source: 'offer' as const, sourceId: offer.id, ...(status ? { status } : {}) };
    const { rows, total } = await listBatches(app.db, filter, page, limit);
    return { data: rows, meta: pageMeta(page, limit, total) };
  }

  app.post(
    '/api/admin/offer/create-email',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Wizard step 2: the invitation per language (Japanese required; offer tags only)',
        body: offerEmailBody,
        response: { 201: dataOf(z.array(offerEmail)), ...errors },
      },
    },
    async (request, reply) => {
      const result = await saveSet(request.body.offerId, request.body.mail);
      reply.status(201);
      return result;
    },
  );

  app.post(
    '/api/admin/offer/update/:id/email',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The invitation set again (alias of create-email for the edit wizard)',
        params: idParams,
        body: offerEmailSetBody,
        response: { 200: dataOf(z.array(offerEmail)), ...errors },
      },
    },
    async (request) => saveSet(request.params.id, request.body.mail),
  );

  app.post(
    '/api/admin/offer/update/:id/email/:emailId',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Saves one language of the invitation',
        params: idParams.extend({ emailId: z.coerce.number().int().positive() }),
        body: offerEmailContent,
        response: { 200: dataOf(offerEmail), ...errors },
      },
    },
    async (request) => {
      const { id, emailId } = request.params;
      const row = await updateOfferEmail(app.db, id, emailId, request.body);
      await refreshPendingOfferBatches(app.db, await offerOr404(id), app.config.appUrl);
      return { data: presentOfferEmail(row) };
    },
  );

  app.post(
    '/api/admin/offer/create-sendout',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Wizard step 4: the invitation now (409 BATCH_BUSY while one runs) or at a schedule ' +
          '(YYYY-MM-DD HH:mm Japan time, future, before the expiry); 422 SENDOUT_SETUP without ' +
          'audience or Japanese mail; 422 when the offer is disabled or ended',
        body: offerSendoutBody,
        response: { 201: dataOf(sendoutBatch), ...errors },
      },
    },
    async (request, reply) => {
      const offer = await offerOr404(request.body.offerId);
      const batch = await createOfferBatch(app.db, offer, request.body, {
        appUrl: app.config.appUrl,
        adminId: currentUser(request).id,
      });
      app.sendouts.kick();
      reply.status(201);
      return { data: presentBatch(batch, offer.titleJa) };
    },
  );

  app.post(
    '/api/admin/offer/list-sendout',
    {
      ...admin,
      schema: {
        tags,
        summary: "The offer's batches, newest first, by status",
        body: offerSendoutListBody,
        response: { 200: listOf(sendoutBatch), ...errors },
      },
    },
    async (request) => {
      const { offerId, page, limit, status } = request.body;
      return history(offerId, page, limit, status);
    },
  );

  app.get(
    '/api/admin/offer/:id/sending-history',
    {
      ...admin,
      schema: {
        tags,
        summary: "The offer's sending history with delivery, open and click counts",
        params: idParams,
        querystring: pageQuery,
        response: { 200: listOf(sendoutBatch), ...errors },
      },
    },
    async (request) => history(request.params.id, request.query.page, request.query.limit),
  );

  app.post(
    '/api/admin/offer/test-sendout',
    {
      ...admin,
      schema: {
        tags,
        summary: "One language of the invitation, with the admin's names, to one address",
        body: offerTestSendoutBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const { offerId, language, email } = request.body;
      const offer = await offerOr404(offerId);
      await sendTest(app, {
        mail: mailSetOf(await emailsOf(app.db, offer.id)),
        consent: OFFER_CONSENT,
        language,
        to: email,
        sample: currentUser(request),
        tagValues: offerTagValues(offer, app.config.appUrl),
        source: 'offer',
      });
      return { data: { ok: true as const } };
    },
  );
}
