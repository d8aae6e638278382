// The member's side of offers: the offers open to them (on /home), one offer for /offer/{id},
// and the button's `go`, which records the click and sends the member to the partner's link.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams, listOf, pageQuery } from '@fanclub/contract/api';
import { memberOffer, memberOfferDetail } from '@fanclub/contract/offer-views';
import { notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { recordOfferClick } from './clicks';
import { isHumanClick, memberView } from './policy';
import { pagePath, presentMemberOffer } from './presenter';
import { findOffer, inAudience, openOffersFor } from './queries';

const errors = errorResponses(401, 403, 404, 419, 422);
const redirect = z.null().describe('302 redirect (Location header)');
const goQuery = z.object({ via: z.enum(['site', 'mail']).optional().catch(undefined) });

export default async function offerMemberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['offers'];

  /** The offer as this member may see it; 404 outside the audience, disabled or not started. */
  async function visible(id: number, user: Parameters<typeof inAudience>[2]) {
    const row = await findOffer(app.db, id);
    if (!row || memberView(row.offer) === 'hidden') throw notFound();
    if (!(await inAudience(app.db, row.offer, user))) throw notFound();
    return row.offer;
  }

  app.get(
    '/api/offers',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Offers open now in the member's audience, soonest expiry first",
        querystring: pageQuery,
        response: { 200: listOf(memberOffer), ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await openOffersFor(app.db, currentUser(request), page, limit);
      return {
        data: rows.map((o) => {
          const { ended: _ended, ...item } = presentMemberOffer(request.locale, o, app.storage);
          return item;
        }),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  app.get(
    '/api/offers/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'One offer for its page; `ended: true` past its expiry; 404 outside the audience, ' +
          'disabled or not started',
        params: idParams,
        response: { 200: dataOf(memberOfferDetail), ...errors },
      },
    },
    async (request) => {
      const offer = await visible(request.params.id, currentUser(request));
      return { data: presentMemberOffer(request.locale, offer, app.storage) };
    },
  );

  app.get(
    '/api/offers/:id/go',
    {
      schema: {
        tags,
        summary:
          "Records the click and 302s to the offer's link (never elsewhere); a guest → 302 " +
          'sign-in with the offer page as redirect; ended → 302 the offer page; 404 outside the ' +
          'audience, disabled or not started',
        params: idParams,
        querystring: goQuery,
        response: { 302: redirect, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      reply.header('Cache-Control', 'no-store');
      if (!request.user)
        return reply.redirect(`/?redirect=${encodeURIComponent(pagePath(id))}`, 302);
      const offer = await visible(id, request.user);
      if (memberView(offer) === 'ended') return reply.redirect(pagePath(id), 302);
      await recordOfferClick(app.db, {
        offerId: offer.id,
        userId: request.user.id,
        via: request.query.via ?? 'site',
        human: isHumanClick({ method: request.method, userAgent: request.headers['user-agent'] }),
      });
      return reply.redirect(offer.link, 302);
    },
  );
}
