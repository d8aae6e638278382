// Rewards and history and the admin's exchange
// desk (/admin/exchange): list, approve, complete, fail, CSV.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams, listOf } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import {
  adminExchangeItem,
  approveBody,
  approveResult,
  completeBody,
  DONATION_MAX_POINTS,
  DONATION_MIN_POINTS,
  exchangeFilter,
  exchangeListQuery,
  exchangeRequestItem,
  failBody,
  GIFT_MIN_POINTS,
  historyQuery,
  pointHistoryItem,
  POINT_STEP,
  redeemBody,
  redeemResult,
  rewardsOverview,
} from '@fanclub/contract/rewards';
import { withRequestLog } from '../../lib/context';
import { idempotent } from '../../lib/idempotency';
import { pageMeta } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { ensureRewards } from './default-rewards';
import { exchangeCsv, exportFileName } from './export-csv';
import { canReceive, mayManageRequests } from './policy';
import { notFound } from '../../errors';
import {
  presentAdminRequest,
  presentLedgerRow,
  presentMemberRequest,
  presentReward,
} from './presenter';
import {
  findAdminRequest,
  listActiveRewards,
  listAdminRequests,
  listLedger,
  listMemberRequests,
} from './queries';
import { exchangeSchedule } from './schedule';
import { auditActor } from '../audit/actor';
import { recordExport } from '../audit/record';
import { approveRequests, completeRequest, failRequest, redeem } from './service';
import { settingValue } from '../settings/service';

const errors = errorResponses(401, 403, 404, 409, 419, 422);

export default async function rewardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onReady', () => ensureRewards(app.db));
  const tags = ['rewards'];
  const adminTags = ['admin'];

  app.get(
    '/api/rewards',
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: dataOf(rewardsOverview), ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await listActiveRewards(app.db);
      return {
        data: {
          balance: user.pointAmount,
          rewards: rows.map((row) => presentReward(request.locale, row)),
          rules: {
            giftMinPoints: GIFT_MIN_POINTS,
            step: POINT_STEP,
            donationMinPoints: DONATION_MIN_POINTS,
            donationMaxPoints: DONATION_MAX_POINTS,
            paypalJpyPerUsd: await settingValue(app.db, app.config, 'paypalJpyPerUsd'),
          },
          ...exchangeSchedule(new Date()),
          amazonAvailable: canReceive('amazon', user.countryOfResidence),
        },
      };
    },
  );

  app.post(
    '/api/rewards/:id/redeem',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Exchange points for a gift card, or donate them',
        description:
          'An `Idempotency-Key` header (1–200 visible ASCII characters, kept a day per member) makes a retry safe: the same key and request get the first answer again (`Idempotent-Replayed: true`); the same key on another request, is 409 CONFLICT; a retry while the first runs waits for its answer. After a crash a retry gets the committed answer, or redeems if nothing committed.',
        params: idParams,
        body: redeemBody,
        response: { 201: dataOf(redeemResult), ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // A client that lost the answer retries with the same Idempotency-Key: one redemption.
      return idempotent(app.db, request, reply, user.id, async (db) => {
        const ctx = { ...withRequestLog(app, request), db };
        const { row, balance } = await redeem(ctx, user, request.params.id, request.body);
        reply.status(201);
        return { data: { request: presentMemberRequest(request.locale, row), balance } };
      });
    },
  );

  app.get(
    '/api/earning-history',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The member's point history, newest first",
        querystring: historyQuery,
        response: { 200: listOf(pointHistoryItem), ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listLedger(app.db, currentUser(request).id, page, limit);
      return {
        data: rows.map((row) => presentLedgerRow(request.locale, row)),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  app.get(
    '/api/redeem-history',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The member's exchange and donation requests, newest first",
        querystring: historyQuery,
        response: { 200: listOf(exchangeRequestItem), ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const user = currentUser(request);
      const { rows, total } = await listMemberRequests(app.db, user, page, limit);
      return {
        data: rows.map((row) => presentMemberRequest(request.locale, row)),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  app.get(
    '/api/neo/amazon-exchange',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: 'Exchange requests of one type (amazon or paypal), filtered and paged',
        querystring: exchangeListQuery,
        response: { 200: listOf(adminExchangeItem), ...errors },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const { rows, total } = await listAdminRequests(
        app.db,
        currentUser(request),
        filter,
        page,
        limit,
      );
      return { data: rows.map(presentAdminRequest), meta: pageMeta(page, limit, total) };
    },
  );

  app.post(
    '/api/neo/amazon-approve',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: 'Approve new or pending requests; 422 APPROVE_FAILED when none could be',
        body: approveBody,
        response: { 200: dataOf(approveResult), ...errors },
      },
    },
    async (request) => ({
      data: await approveRequests(app, currentUser(request), request.body.ids, request.ip),
    }),
  );

  const presentOne = async (id: number) => ({
    data: presentAdminRequest((await findAdminRequest(app.db, id))!),
  });

  app.post(
    '/api/admin/exchange/:id/complete',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: 'Mark an approved request delivered, with the gift code or PayPal reference',
        params: idParams,
        body: completeBody,
        response: { 200: dataOf(adminExchangeItem), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await completeRequest(app, currentUser(request), id, request.body.reference, request.ip);
      return presentOne(request.params.id);
    },
  );

  app.post(
    '/api/admin/exchange/:id/fail',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: 'Fail a request that is not completed; its points go back to the member once',
        params: idParams,
        body: failBody,
        response: { 200: dataOf(adminExchangeItem), ...errors },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      await failRequest(app, admin, request.params.id, request.body.reason, request.ip);
      return presentOne(request.params.id);
    },
  );

  app.get(
    '/api/admin/exchange/export',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: 'CSV (UTF-8 with BOM) of the requests matching the filter',
        querystring: exchangeFilter,
      },
    },
    async (request, reply) => {
      if (!mayManageRequests(currentUser(request))) throw notFound();
      const filter = request.query;
      await recordExport(app.db, auditActor(request), 'exchanges', { filter });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName(filter)}"`)
        .header('Cache-Control', 'no-store')
        .send(exchangeCsv(app.db, filter, request.locale));
    },
  );
}
