// The member's group calls (packages/contract/src/groups.ts): the list, a group's page, join,
// leave, pin, and a member's page. Each loads the group through access.ts, so a group the
// reader may not see answers 404 everywhere.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams, listOf, okResponse } from '@fanclub/contract/api';
import {
  groupDetail,
  groupListItem,
  groupListQuery,
  groupMemberPage,
  groupMemberPageQuery,
  groupMemberParams,
  groupMembershipView,
} from '@fanclub/contract/groups';
import { withRequestLog } from '../../lib/context';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { readerOf as groupReaderOf } from './policy';
import {
  presentGroupDetail,
  presentListItem,
  presentMemberPage,
  presentMembership,
} from './presenter';
import { listGroups, memberCounts } from './queries';
import { joinGroup, leaveGroup, loadGroupPage, loadMemberPage, setPinned } from './service';

const readErrors = errorResponses(401, 404, 422);
const actErrors = errorResponses(401, 403, 404, 409, 419, 422);

const readerOf = (request: FastifyRequest) => groupReaderOf(currentUser(request));

export default async function groupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['groups'];

  app.get(
    '/api/groups',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Groups by filter: all (mine and published searchable ones), invited, pinned, joined ' +
          '(participant or viewer), mine (I moderate; admins: every group); keyword on name and description',
        querystring: groupListQuery,
        response: { 200: listOf(groupListItem), ...readErrors },
      },
    },
    async (request) => {
      const { filter, keyword, page, limit } = request.query;
      const { rows, total } = await listGroups(app.db, readerOf(request), {
        filter,
        keyword,
        page,
        limit,
      });
      const counts = await memberCounts(
        app.db,
        rows.map((r) => r.group.id),
      );
      return {
        data: rows.map((r) => presentListItem(app.storage, r, counts.get(r.group.id) ?? 0)),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  app.get(
    '/api/groups/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'A group page: my membership, what I may do, the topics I see (tree, phase, window)',
        params: idParams,
        response: { 200: dataOf(groupDetail), ...readErrors },
      },
    },
    async (request) => {
      const page = await loadGroupPage(app.db, readerOf(request), request.params.id);
      return { data: presentGroupDetail(app.storage, page) };
    },
  );

  app.post(
    '/api/groups/:id/join',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Join a public group as participant, or accept an invitation (keeps its role); sends the ' +
          "group's registration-complete mail when it is on",
        params: idParams,
        response: { 200: dataOf(groupDetail), ...actErrors },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      await joinGroup(withRequestLog(app, request), reader, request.params.id);
      const page = await loadGroupPage(app.db, reader, request.params.id);
      return { data: presentGroupDetail(app.storage, page) };
    },
  );

  app.post(
    '/api/groups/:id/leave',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Leave a group, or decline an invitation',
        params: idParams,
        response: { 200: okResponse, ...actErrors },
      },
    },
    async (request) => {
      await leaveGroup(app.db, readerOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  for (const [method, pinned] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const)
    app.route({
      method,
      url: '/api/groups/:id/pin',
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: pinned ? 'Pin a group I am in or invited to' : 'Unpin a group',
        params: idParams,
        response: { 200: dataOf(groupMembershipView), ...actErrors },
      },
      handler: async (request) => {
        const row = await setPinned(app.db, readerOf(request), request.params.id, pinned);
        return { data: presentMembership(row) };
      },
    });

  app.get(
    '/api/groups/:id/members/:memberId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "A joined member's page for readers inside the group: nickname, avatar, role, joined " +
          'date and their posts the reader may see (never the e-mail)',
        params: groupMemberParams,
        querystring: groupMemberPageQuery,
        response: { 200: dataOf(groupMemberPage), ...readErrors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const result = await loadMemberPage(
        app.db,
        readerOf(request),
        request.params.id,
        request.params.memberId,
        page,
        limit,
      );
      return { data: presentMemberPage(app.storage, result, { page, limit }) };
    },
  );
}
