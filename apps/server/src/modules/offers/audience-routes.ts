// The offer wizard's target users: save the audience with its live
// counts, the saved one for the edit wizard, the member preview, and "send to new members".
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Audience } from '@fanclub/contract/audience';
import { dataOf, idParams, listOf } from '@fanclub/contract/api';
import { sendToNewMembersResult } from '@fanclub/contract/campaigns';
import {
  offerAudienceBody,
  offerAudienceResult,
  offerSendToNewMembersBody,
} from '@fanclub/contract/offers';
import { audienceMember, filterAudienceBody } from '@fanclub/contract/sendouts';
import { notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { audienceCounts, audiencePage } from '../campaigns/audience';
import { OFFER_CONSENT, refreshPendingOfferBatches } from './mail';
import { findOffer } from './queries';
import { setOfferAudience, setOfferSendToNewMembers } from './service';

const errors = errorResponses(401, 403, 404, 419, 422);

export default async function offerAudienceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'offers'];
  const admin = { onRequest: app.requireAdmin };

  async function result(audience: Audience | null) {
    const counts = await audienceCounts(app.db, audience, new Date(), OFFER_CONSENT);
    return {
      data: { audience, count: counts.count, newsletterConsentCount: counts.surveyConsentCount },
    };
  }

  app.post(
    '/api/admin/offer/create-audience',
    {
      ...admin,
      schema: {
        tags,
        summary: "Wizard step 3: the offer's target users, with their current counts",
        body: offerAudienceBody,
        response: { 200: dataOf(offerAudienceResult), ...errors },
      },
    },
    async (request) => {
      const row = await setOfferAudience(app.db, request.body.offerId, request.body.audience);
      await refreshPendingOfferBatches(app.db, row, app.config.appUrl);
      return result(row.audience);
    },
  );

  app.get(
    '/api/admin/offer/update/:id/current-audience',
    {
      ...admin,
      schema: {
        tags,
        summary: "The offer's saved audience and how many members it matches now",
        params: idParams,
        response: { 200: dataOf(offerAudienceResult), ...errors },
      },
    },
    async (request) => {
      const row = await findOffer(app.db, request.params.id);
      if (!row) throw notFound();
      return result(row.offer.audience);
    },
  );

  app.post(
    '/api/admin/offer/filter-audience',
    {
      ...admin,
      schema: {
        tags,
        summary: 'A page of the members an audience would mail (newsletter consent), and the total',
        body: filterAudienceBody,
        response: { 200: listOf(audienceMember), ...errors },
      },
    },
    async (request) => {
      const { audience, page, limit } = request.body;
      const { rows, total } = await audiencePage(
        app.db,
        audience,
        page,
        limit,
        new Date(),
        OFFER_CONSENT,
      );
      return { data: rows, meta: pageMeta(page, limit, total) };
    },
  );

  app.post(
    '/api/admin/offer/update-setting-send-new-user',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Records whether members who join later and match should be mailed the offer',
        body: offerSendToNewMembersBody,
        response: { 200: dataOf(sendToNewMembersResult), ...errors },
      },
    },
    async (request) => {
      const { offerId, enabled } = request.body;
      const row = await setOfferSendToNewMembers(app.db, offerId, enabled);
      return { data: { enabled: row.sendToNewMembers } };
    },
  );
}
