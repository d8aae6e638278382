// Group management calls (docs/DECISIONS.md "Groups"): the list and creation (admins), a group's
// settings (multipart with image and banner), publish, unpublish and deletion. Every call needs
// a session; admins manage every group, joined moderators their own (access.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, listOf, okResponse } from '@fanclub/contract/api';
import {
  adminGroupDetail,
  adminGroupItem,
  adminGroupListQuery,
  groupIdParams,
} from '@fanclub/contract/groups-admin';
import { notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { multipartBody } from '../../lib/multipart-body';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { groupRoute, PUBLISH_ACTIONS } from '../groups/group-route';
import { readerOf } from '../groups/policy';
import { managedGroupOf, requireGroupAdministrator } from './access';
import { GROUP_FORM_BODY, readGroupForm } from './form';
import { presentGroupDetail, presentGroupItem } from './presenter';
import { findGroupRow, listGroups } from './queries';
import { createGroup, deleteGroup, setGroupStatus, updateGroup } from './service';

const errors = errorResponses(401, 403, 404, 419, 422);
const multipart =
  'multipart/form-data: the text fields of groupFormFields, and the optional files `image` and ' +
  '`banner` (JPEG, PNG, WebP, GIF or AVIF, type read from the bytes, each at most 3 MB = ' +
  '3,145,728 bytes, else 422 FILE_TOO_LARGE), stored as WebP without metadata';

export default async function groupAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = groupRoute(app, ['admin', 'groups'], errors);

  async function detail(groupId: number, request: Parameters<typeof currentUser>[0]) {
    const row = await findGroupRow(app.db, groupId);
    if (!row) throw notFound();
    return { data: presentGroupDetail(row, app.storage, readerOf(currentUser(request))) };
  }

  app.get(
    '/api/admin/groups',
    route({
      summary: 'Every group, newest first (admins); keyword matches the name',
      querystring: adminGroupListQuery,
      response: { 200: listOf(adminGroupItem) },
    }),
    async (request) => {
      requireGroupAdministrator(currentUser(request));
      const { page, limit, keyword, status } = request.query;
      const { rows, total } = await listGroups(app.db, { keyword, status }, page, limit);
      return {
        data: rows.map((r) => presentGroupItem(r, app.storage)),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  app.post(
    '/api/admin/groups',
    route({
      summary: `Creates a group as a draft (admins). ${multipart}`,
      ...multipartBody(GROUP_FORM_BODY),
      response: { 201: dataOf(adminGroupDetail) },
    }),
    async (request, reply) => {
      const user = currentUser(request);
      requireGroupAdministrator(user);
      const form = await readGroupForm(request);
      const row = await createGroup(app, form, user.id);
      reply.status(201);
      return detail(row.id, request);
    },
  );

  app.get(
    '/api/admin/groups/:id',
    route({
      summary: 'A group with its settings (admins, and the group’s joined moderators)',
      params: groupIdParams,
      response: { 200: dataOf(adminGroupDetail) },
    }),
    async (request) => {
      await managedGroupOf(app.db, request, 'read');
      return detail(request.params.id, request);
    },
  );

  app.post(
    '/api/admin/groups/:id',
    route({
      summary: `Saves the group’s settings; a file not sent keeps the stored one. ${multipart}`,
      ...multipartBody(GROUP_FORM_BODY),
      params: groupIdParams,
      response: { 200: dataOf(adminGroupDetail) },
    }),
    async (request) => {
      const user = currentUser(request);
      const { group } = await managedGroupOf(app.db, request, 'write');
      const form = await readGroupForm(request);
      await updateGroup(app, group, form, user.id);
      return detail(group.id, request);
    },
  );

  app.delete(
    '/api/admin/groups/:id',
    route({
      summary: 'Deletes a group with its members, topics, posts and mail (admins)',
      params: groupIdParams,
      response: { 200: okResponse },
    }),
    async (request) => {
      const user = currentUser(request);
      requireGroupAdministrator(user);
      const { group } = await managedGroupOf(app.db, request, 'write');
      await deleteGroup(app, group);
      return { data: { ok: true as const } };
    },
  );

  for (const [action, status] of PUBLISH_ACTIONS)
    app.post(
      `/api/admin/groups/:id/${action}`,
      route({
        summary:
          action === 'publish'
            ? 'Publishes the group: members find it as its visibility allows'
            : 'Back to draft: members no longer see it (404); content is kept',
        params: groupIdParams,
        response: { 200: dataOf(adminGroupDetail) },
      }),
      async (request) => {
        const { group } = await managedGroupOf(app.db, request, 'write');
        await setGroupStatus(app.db, group.id, status);
        return detail(group.id, request);
      },
    );
}
