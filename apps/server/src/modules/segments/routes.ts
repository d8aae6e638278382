// Segment calls (admins only): named static member lists usable in every audience and in
// group topics. Deleting one a topic uses answers 409 CONFLICT and deletes nothing.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, listOf, okResponse } from '@fanclub/contract/api';
import {
  segmentBody,
  segmentItem,
  segmentListQuery,
  segmentMember,
  segmentMemberListQuery,
  segmentMemberParams,
  segmentMembersBody,
  segmentMembersResult,
  segmentParams,
} from '@fanclub/contract/segments';
import { notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { presentSegment } from './presenter';
import { addSegmentMembers, findSegment, listSegmentMembers, listSegments } from './queries';
import { createSegment, deleteSegment, removeSegmentMember, renameSegment } from './service';

const errors = errorResponses(401, 403, 404, 409, 419, 422);

export default async function segmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'segments'];
  const admin = { onRequest: app.requireAdmin };

  async function one(id: number) {
    const row = await findSegment(app.db, id);
    if (!row) throw notFound();
    return { data: presentSegment(row) };
  }

  app.get(
    '/api/admin/segments',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Segments, newest first, with member and topic counts; keyword matches the name',
        querystring: segmentListQuery,
        response: { 200: listOf(segmentItem), ...errors },
      },
    },
    async (request) => {
      const { page, limit, keyword } = request.query;
      const { rows, total } = await listSegments(app.db, keyword, page, limit);
      return { data: rows.map(presentSegment), meta: pageMeta(page, limit, total) };
    },
  );

  app.post(
    '/api/admin/segments',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Creates an empty segment',
        body: segmentBody,
        response: { 201: dataOf(segmentItem), ...errors },
      },
    },
    async (request, reply) => {
      const id = await createSegment(app.db, request.body.name);
      reply.status(201);
      return one(id);
    },
  );

  app.get(
    '/api/admin/segments/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'A segment with its counts',
        params: segmentParams,
        response: { 200: dataOf(segmentItem), ...errors },
      },
    },
    async (request) => one(request.params.id),
  );

  app.patch(
    '/api/admin/segments/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Renames a segment',
        params: segmentParams,
        body: segmentBody,
        response: { 200: dataOf(segmentItem), ...errors },
      },
    },
    async (request) => {
      await renameSegment(app.db, request.params.id, request.body.name);
      return one(request.params.id);
    },
  );

  app.delete(
    '/api/admin/segments/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Deletes a segment; 409 CONFLICT while a group topic uses it',
        params: segmentParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await deleteSegment(app.db, request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/api/admin/segments/:id/members',
    {
      ...admin,
      schema: {
        tags,
        summary: 'A segment’s members; keyword matches nickname or email',
        params: segmentParams,
        querystring: segmentMemberListQuery,
        response: { 200: listOf(segmentMember), ...errors },
      },
    },
    async (request) => {
      if (!(await findSegment(app.db, request.params.id))) throw notFound();
      const { page, limit, keyword } = request.query;
      const { rows, total } = await listSegmentMembers(
        app.db,
        request.params.id,
        keyword,
        page,
        limit,
      );
      return { data: rows, meta: pageMeta(page, limit, total) };
    },
  );

  app.post(
    '/api/admin/segments/:id/members',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Adds active members by id, or everyone an audience matches now; members already in stay',
        params: segmentParams,
        body: segmentMembersBody,
        response: { 200: dataOf(segmentMembersResult), ...errors },
      },
    },
    async (request) => {
      if (!(await findSegment(app.db, request.params.id))) throw notFound();
      const added = await addSegmentMembers(app.db, request.params.id, request.body);
      const row = await findSegment(app.db, request.params.id);
      return { data: { added, memberCount: row?.memberCount ?? 0 } };
    },
  );

  app.delete(
    '/api/admin/segments/:id/members/:userId',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Takes a member out of a segment',
        params: segmentMemberParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await removeSegmentMember(app.db, request.params.id, request.params.userId);
      return { data: { ok: true as const } };
    },
  );
}
