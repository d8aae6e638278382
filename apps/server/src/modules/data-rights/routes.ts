// A member's copy of their data: GET/POST api/me/data-exports, the admin's GET/POST
// api/admin/members/{id}/data-exports, and the download for the member or an admin.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams } from '@fanclub/contract/api';
import { dataExport, dataExportList, dataExportParams } from '@fanclub/contract/data-rights';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { auditActor } from '../audit/actor';
import { presentDataExport } from './presenter';
import { memberExports, openDataExport, requestDataExport } from './service';

const errors = errorResponses(401, 403, 404, 409, 419, 422);

export default async function dataExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const adminTags = ['admin'];

  const list = async (userId: number) => ({
    data: (await memberExports(app.db, userId)).map((r) => presentDataExport(r)),
  });

  app.get(
    '/api/me/data-exports',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'My recent requests for a copy of my data, newest first',
        response: { 200: dataExportList, ...errors },
      },
    },
    async (request) => list(currentUser(request).id),
  );

  app.post(
    '/api/me/data-exports',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Ask for a copy of everything the club holds about me (a ZIP of data.json and CSVs, ' +
          'prepared in the background, offered for 7 days); one pending request at a time',
        response: { 202: dataOf(dataExport), ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await requestDataExport(app.db, user.id, {
        ...auditActor(request),
        actorId: user.id,
      });
      reply.status(202);
      return { data: presentDataExport(row) };
    },
  );

  app.get(
    '/api/admin/members/:id/data-exports',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: "A member's recent data copies, newest first",
        params: idParams,
        response: { 200: dataExportList, ...errors },
      },
    },
    async (request) => list(request.params.id),
  );

  app.post(
    '/api/admin/members/:id/data-exports',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: "Prepare a copy of a member's data (recorded in the audit log)",
        params: idParams,
        response: { 202: dataOf(dataExport), ...errors },
      },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const row = await requestDataExport(app.db, request.params.id, {
        ...auditActor(request),
        actorId: admin.id,
      });
      reply.status(202);
      return { data: presentDataExport(row) };
    },
  );

  app.get(
    '/api/data-exports/:id/download',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The ZIP of a ready copy, for its member or an admin (404 for anyone else)',
        params: dataExportParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const { file, fileName } = await openDataExport(
        app.db,
        app.storage,
        viewer,
        request.params.id,
        request.ip || null,
      );
      // The ZIP is streamed from the store; the schema's string describes it for the document.
      const raw: FastifyReply = reply;
      return raw
        .header('Content-Type', 'application/zip')
        .header('Content-Length', file.size)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );
}
