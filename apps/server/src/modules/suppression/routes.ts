// The suppression list: the admin screen's calls (search, add by hand, lift, CSV; each recorded
// in the audit log) and the member's own entry in account settings (see it, confirm the address
// again to lift a bounce).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams, listOf, okResponse } from '@fanclub/contract/api';
import { japanDay } from '@fanclub/contract/japan-time';
import {
  accountSuppression,
  suppressionCreate,
  suppressionExportQuery,
  suppressionItem,
  suppressionQuery,
} from '@fanclub/contract/suppressions';
import { errorResponses } from '../../lib/route-errors';
import { pageMeta } from '../../lib/paging';
import { withRequestLog } from '../../lib/context';
import { currentUser } from '../../plugins/auth';
import { auditActor } from '../audit/actor';
import { presentSuppression } from './presenter';
import { listSuppressions } from './queries';
import {
  addSuppression,
  exportSuppressions,
  liftSuppression,
  ownSuppression,
  requestReconfirm,
} from './service';

const errors = errorResponses(401, 403, 404, 409, 419, 422, 429);

export default async function suppressionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin suppressions'];

  app.get(
    '/api/admin/suppressions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Search the suppression list by any part of the address and by reason',
        querystring: suppressionQuery,
        response: { 200: listOf(suppressionItem), ...errors },
      },
    },
    async (request) => {
      const { page, limit, q, reason } = request.query;
      const { rows, total } = await listSuppressions(app.db, { q, reason }, page, limit);
      return { data: rows.map(presentSuppression), meta: pageMeta(page, limit, total) };
    },
  );

  app.post(
    '/api/admin/suppressions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Add an address by hand (reason admin, or unsubscribed for a request to stop)',
        body: suppressionCreate,
        response: { 201: dataOf(suppressionItem), ...errors },
      },
    },
    async (request, reply) => {
      const item = await addSuppression(app.db, auditActor(request), request.body);
      return reply.status(201).send({ data: item });
    },
  );

  app.delete(
    '/api/admin/suppressions/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Lift an entry: mail goes to the address again (the audit log keeps it)',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await liftSuppression(app.db, auditActor(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/api/admin/suppressions/export',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'CSV (UTF-8 with BOM) of every entry matching the search',
        querystring: suppressionExportQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await exportSuppressions(
        app.db,
        auditActor(request),
        request.query,
        request.locale,
      );
      // The CSV is streamed; the schema's string describes it for the document.
      const raw: FastifyReply = reply;
      return raw
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="suppressions-${japanDay(new Date())}.csv"`,
        )
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/me/mail-suppression',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['settings'],
        summary: "Whether the member's own address is on the suppression list, and why",
        response: { 200: dataOf(accountSuppression), ...errors },
      },
    },
    async (request) => ({ data: await ownSuppression(app.db, currentUser(request)) }),
  );

  app.post(
    '/api/me/mail-suppression/confirm',
    {
      onRequest: [
        app.requireUser,
        async (request) => app.throttles.mail.hit(`reconfirm:${currentUser(request).id}`),
      ],
      schema: {
        tags: ['settings'],
        summary:
          'Mails a verification link to the address held back after a bounce; following it lifts the entry',
        response: { 202: okResponse, ...errors },
      },
    },
    async (request, reply) => {
      await requestReconfirm(withRequestLog(app, request), currentUser(request));
      return reply.status(202).send({ data: { ok: true as const } });
    },
  );
}
