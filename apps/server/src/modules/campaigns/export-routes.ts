// Campaign exports (`api/admin/campaigns/{id}/export`, `checking-progress`, `markDownloaded`):
// queue a job, poll it, mark it downloaded; the admin's unfinished jobs for a
// reload; the admin-only download of the finished file.
import { auditActor } from '../audit/actor';
import { recordExport } from '../audit/record';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams } from '@fanclub/contract/api';
import {
  exportDownloadParams,
  exportJob,
  exportProgressBody,
} from '@fanclub/contract/campaign-exports';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import {
  exportFile,
  findJob,
  markDownloaded,
  pendingJobs,
  presentJob,
  requestExport,
} from './export';

const errors = errorResponses(401, 403, 404, 419, 422);

export default async function campaignExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'campaigns'];
  const admin = { onRequest: app.requireAdmin };

  app.post(
    '/api/admin/campaigns/:id/export',
    {
      ...admin,
      schema: {
        tags,
        summary:
          "Queues a CSV of the campaign's respondents, written in the background (one at a time " +
          'per campaign: a second request answers the running job)',
        params: idParams,
        response: { 202: dataOf(exportJob), ...errors },
      },
    },
    async (request, reply) => {
      const row = await requestExport(
        app.db,
        request.params.id,
        currentUser(request).id,
        request.locale,
      );
      reply.status(202);
      return { data: presentJob(request.locale, row) };
    },
  );

  app.post(
    '/api/admin/campaigns/:id/checking-progress',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Status and progress of an export job; fileUrl once completed',
        params: idParams,
        body: exportProgressBody,
        response: { 200: dataOf(exportJob), ...errors },
      },
    },
    async (request) => {
      const row = await findJob(app.db, request.params.id, request.body.progressTrackingId);
      return { data: presentJob(request.locale, row) };
    },
  );

  app.post(
    '/api/admin/campaigns/:id/markDownloaded',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The download was taken: the job leaves the pending list (the file stays 24 h)',
        params: idParams,
        body: exportProgressBody,
        response: { 200: dataOf(exportJob), ...errors },
      },
    },
    async (request) => {
      const row = await markDownloaded(app.db, request.params.id, request.body.progressTrackingId);
      return { data: presentJob(request.locale, row) };
    },
  );

  app.get(
    '/api/admin/campaign-exports',
    {
      ...admin,
      schema: {
        tags,
        summary: "The admin's export jobs of the last 24 h not yet downloaded (to resume polling)",
        response: { 200: dataOf(z.array(exportJob)), ...errors },
      },
    },
    async (request) => {
      const rows = await pendingJobs(app.db, currentUser(request).id);
      return { data: rows.map((r) => presentJob(request.locale, r)) };
    },
  );

  app.get(
    '/api/admin/campaign-exports/:progressTrackingId/download',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The finished CSV (UTF-8 with BOM), for 24 h',
        params: exportDownloadParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { progressTrackingId } = request.params;
      const file = await exportFile(app.db, app.storage, progressTrackingId);
      await recordExport(app.db, auditActor(request), 'campaign_respondents', {
        progressTrackingId,
      });
      // The file is streamed from the store; the schema's string describes it for the document.
      const raw: FastifyReply = reply;
      if (file.size !== undefined) raw.header('Content-Length', file.size);
      return raw
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );
}
