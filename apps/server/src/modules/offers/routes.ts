// Admin offer calls: the list, the detail, the wizard's basic
// information (multipart with the image), the status toggle and deletion.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams, listOf, okResponse } from '@fanclub/contract/api';
import { offerStatusBody, savedOffer } from '@fanclub/contract/offers';
import { offerDetail, offerListItem, offerListQuery } from '@fanclub/contract/offer-views';
import { notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { multipartBody } from '../../lib/multipart-body';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { offerFormBody, readOfferForm, storeOfferImage } from './form';
import { refreshPendingOfferBatches } from './mail';
import { offerState } from './policy';
import { presentOfferDetail, presentOfferItem } from './presenter';
import { emailsOf, findOffer, listOffers } from './queries';
import { createOffer, deleteOffer, setOfferStatus, updateOffer } from './service';

const errors = errorResponses(401, 403, 404, 409, 419, 422);
const multipart =
  'multipart/form-data: the text fields of offerDetailFields and the image in the field `image` ' +
  '(JPEG, PNG, WebP, GIF or AVIF, type read from the bytes, at most 3 MB = 3,145,728 bytes, else ' +
  '422 FILE_TOO_LARGE), stored as a WebP without metadata';

export default async function offerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'offers'];
  const admin = { onRequest: app.requireAdmin };

  async function saved(id: number) {
    const row = await findOffer(app.db, id);
    if (!row) throw notFound();
    const o = row.offer;
    const state = offerState({ ...o, hasInvitation: row.hasInvitation });
    return { data: { id: o.id, status: o.status, state, imageUrl: app.storage.url(o.imageKey) } };
  }
  async function formOf(request: FastifyRequest, imageRequired: boolean) {
    const form = await readOfferForm(request, imageRequired);
    const imageKey = form.image ? await storeOfferImage(app.storage, form.image) : undefined;
    return { fields: form.fields, imageKey };
  }

  app.get(
    '/api/admin/offer/list',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Offers, newest first, with clicks; keyword matches titles (ja, en) or the id',
        querystring: offerListQuery,
        response: { 200: listOf(offerListItem), ...errors },
      },
    },
    async (request) => {
      const { page, limit, keyword, state } = request.query;
      const { rows, total } = await listOffers(app.db, { keyword, state }, page, limit);
      return {
        data: rows.map((r) => presentOfferItem(request.locale, r, app.storage)),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  app.get(
    '/api/admin/offer/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'An offer with its invitation mails, audience and click figures',
        params: idParams,
        response: { 200: dataOf(offerDetail), ...errors },
      },
    },
    async (request) => {
      const row = await findOffer(app.db, request.params.id);
      if (!row) throw notFound();
      const emails = await emailsOf(app.db, row.offer.id);
      return { data: presentOfferDetail(request.locale, row, emails, app.storage) };
    },
  );

  app.post(
    '/api/admin/offer/create-detail',
    {
      ...admin,
      schema: {
        tags,
        summary: `Wizard step 1 (basic information): creates the offer as a draft. ${multipart}`,
        ...multipartBody(offerFormBody(true)),
        response: { 201: dataOf(savedOffer), ...errors },
      },
    },
    async (request, reply) => {
      const { fields, imageKey } = await formOf(request, true);
      const row = await createOffer(app.db, fields, imageKey!, currentUser(request).id);
      reply.status(201);
      return saved(row.id);
    },
  );

  app.post(
    '/api/admin/offer/update/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: `Saves the basic information again; without an image the old one stays. ${multipart}`,
        ...multipartBody(offerFormBody(false)),
        params: idParams,
        response: { 200: dataOf(savedOffer), ...errors },
      },
    },
    async (request) => {
      const found = await findOffer(app.db, request.params.id);
      if (!found) throw notFound();
      const { fields, imageKey } = await formOf(request, false);
      const row = await updateOffer(app.db, found.offer.id, fields, imageKey);
      await refreshPendingOfferBatches(app.db, row, app.config.appUrl);
      return saved(row.id);
    },
  );

  app.post(
    '/api/admin/offer/update/:id/status',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Active / disabled: a disabled offer is mailed to and shown to nobody',
        params: idParams,
        body: offerStatusBody,
        response: { 200: dataOf(savedOffer), ...errors },
      },
    },
    async (request) => {
      const row = await setOfferStatus(app.db, request.params.id, request.body.status);
      return saved(row.id);
    },
  );

  app.delete(
    '/api/admin/offer/delete/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Deletes an offer never sent nor clicked; else 409 CONFLICT (disable it instead)',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await deleteOffer(app.db, request.params.id);
      return { data: { ok: true as const } };
    },
  );
}
