// A post's mail: the
// audience preview, the post's sending history, send now or at a schedule, and the test send.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams, listOf, okResponse, pageQuery } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import {
  audienceMember,
  createSendoutBody,
  filterAudienceBody,
  sendoutBatch,
  testSendoutBody,
} from '@fanclub/contract/sendouts';
import { notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { audienceMembersPage } from '../audience/queries';
import { listBatches } from '../sendouts/batches';
import { sendTest } from '../sendouts/test-send';
import { presentBatch } from '../sendouts/presenter';
import { createPostBatch } from './mail';
import { findPost } from './queries';

const errors = errorResponses(401, 403, 404, 409, 419, 422);

export default async function postMailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  async function postOr404(id: number) {
    const found = await findPost(app.db, id);
    if (!found) throw notFound();
    return found.post;
  }

  app.post(
    '/api/admin/posts/filter-audience',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'A page of the members an audience matches, and how many in all',
        body: filterAudienceBody,
        response: { 200: listOf(audienceMember), ...errors },
      },
    },
    async (request) => {
      const { audience, page, limit } = request.body;
      const now = new Date();
      const { rows, total } = await audienceMembersPage(app.db, audience, page, limit, now);
      return {
        data: rows,
        meta: pageMeta(page, limit, total),
      };
    },
  );

  app.get(
    '/api/admin/posts/:id/sending-history',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: "A post's sendout batches, newest first, with delivery and open counts",
        params: idParams,
        querystring: pageQuery,
        response: { 200: listOf(sendoutBatch), ...errors },
      },
    },
    async (request) => {
      const post = await postOr404(request.params.id);
      const { page, limit } = request.query;
      const { rows, total } = await listBatches(
        app.db,
        { source: 'post', sourceId: post.id },
        page,
        limit,
      );
      return { data: rows, meta: pageMeta(page, limit, total) };
    },
  );

  app.post(
    '/api/admin/posts/:id/sendouts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          "Sends the post's mail to its audience now (409 BATCH_BUSY while a batch runs) or at " +
          'a schedule (YYYY-MM-DD HH:mm, Japan time, in the future); 422 SENDOUT_SETUP without ' +
          'Japanese mail content',
        params: idParams,
        body: createSendoutBody,
        response: { 201: dataOf(sendoutBatch), ...errors },
      },
    },
    async (request, reply) => {
      const post = await postOr404(request.params.id);
      const batch = await createPostBatch(app.db, post, currentUser(request), request.body);
      app.sendouts.kick();
      reply.status(201);
      return { data: presentBatch(batch, post.title) };
    },
  );

  app.post(
    '/api/admin/posts/:id/test-sendout',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          "The post's mail in one language, rendered with the admin's own names, to one address",
        params: idParams,
        body: testSendoutBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const post = await postOr404(request.params.id);
      const admin = currentUser(request);
      await sendTest(app, {
        mail: post.mail,
        consent: 'newsletter',
        language: request.body.language,
        to: request.body.email,
        sample: admin,
        source: 'post',
      });
      return { data: { ok: true as const } };
    },
  );
}
