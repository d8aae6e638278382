// Sendout calls shared by every source: whether a batch may start,
// all batches, cancelling a scheduled one; and the recipient's side: the open pixel, tracked
// links and the unsubscribe link (one click from the mail client, or the page).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams, listOf, okResponse } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import {
  batchCheck,
  mailUnsubscribeResult,
  sendoutBatch,
  sendoutListQuery,
} from '@fanclub/contract/sendouts';
import { mailPreview, mailPreviewBody } from '@fanclub/contract/mail-preview';
import { appError } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { pageMeta } from '../../lib/paging';
import { cancelBatch, checkBatch, listBatches } from './batches';
import { previewMail } from './preview';
import { recordClick, recordOpen, unsubscribe } from './tracking';
import type { TrackingSignals } from './tracking-human';

const errors = errorResponses(401, 403, 404, 409, 419, 422);

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** What tells a person from a mail gateway's fetch (tracking-human.ts). */
const trackingSignals = (request: FastifyRequest): TrackingSignals => ({
  method: request.method,
  userAgent: request.headers['user-agent'],
  signedInUserId: request.user?.id,
  hasCookies: Boolean(request.headers.cookie),
});

const tokenParams = z.object({ token: z.string().max(100, 'validation.too_long') });

export default async function sendoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const secret = app.config.secrets.session;

  app.get(
    '/api/admin/batch/check',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Whether a new batch may start now; the running batch and its expected end',
        response: { 200: dataOf(batchCheck), ...errors },
      },
    },
    async () => ({
      data: await checkBatch(app.db, new Date(), app.config.sendout.ratePerSecond),
    }),
  );

  app.post(
    '/api/admin/mail/preview',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          "A mail as the member receives it (subject, HTML and text parts), from the editor's text, with the admin's names",
        body: mailPreviewBody,
        response: { 200: dataOf(mailPreview), ...errors },
      },
    },
    async (request) => ({
      data: previewMail({ appUrl: app.config.appUrl, secret }, request.body, currentUser(request)),
    }),
  );

  app.get(
    '/api/admin/sendouts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Every sendout batch (posts, campaigns, offers, groups), newest first, each with its source’s title in the request language',
        querystring: sendoutListQuery,
        response: { 200: listOf(sendoutBatch), ...errors },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const { rows, total } = await listBatches(app.db, { status }, page, limit, request.locale);
      return { data: rows, meta: pageMeta(page, limit, total) };
    },
  );

  app.delete(
    '/api/admin/sendouts/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Cancels a batch that has not started (409 once it has)',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await cancelBatch(app.db, request.params.id);
      return { data: { ok: true as const } };
    },
  );

  // --- The recipient's side: no session, no CSRF (the token is the authority). ---

  app.get(
    '/api/mail/open/:token',
    {
      schema: {
        tags: ['mail'],
        summary: 'Open pixel (counted once per recipient)',
        params: tokenParams,
      },
    },
    async (request, reply) => {
      await recordOpen(
        app.db,
        secret,
        request.params.token.replace(/\.gif$/, ''),
        trackingSignals(request),
      );
      return (
        reply
          .header('Content-Type', 'image/gif')
          // Loaded by mail clients from their own origin.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header('Cache-Control', 'no-store, max-age=0')
          .send(PIXEL)
      );
    },
  );

  app.get(
    '/api/mail/click/:token',
    {
      schema: {
        tags: ['mail'],
        summary: "A tracked link: counted once per recipient, then 302 to the mail's own link",
        params: tokenParams,
        querystring: z.object({
          u: z.string({ error: 'validation.required' }).max(4000, 'validation.too_long'),
          s: z.string({ error: 'validation.required' }).max(40, 'validation.too_long'),
        }),
      },
    },
    async (request, reply) => {
      const target = await recordClick(
        app.db,
        secret,
        request.params.token,
        request.query.u,
        request.query.s,
        trackingSignals(request),
      );
      if (!target) throw appError('NOT_FOUND');
      return reply.header('Cache-Control', 'no-store').redirect(target, 302);
    },
  );

  await app.register(async (scope) => {
    // RFC 8058 one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/mail/unsubscribe/:token',
      {
        config: { csrf: false },
        schema: {
          tags: ['mail'],
          summary:
            'Turns off the consent the mail was sent under (the List-Unsubscribe one-click URL, ' +
            'and the unsubscribe page)',
          params: tokenParams,
          response: { 200: dataOf(mailUnsubscribeResult), ...errors },
        },
      },
      async (request) => {
        const consent = await unsubscribe(app.db, secret, request.params.token);
        if (!consent) throw appError('INVALID_TOKEN');
        return { data: { consent } };
      },
    );
  });
}
