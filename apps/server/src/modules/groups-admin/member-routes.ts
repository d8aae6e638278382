// A group's members as its moderators manage them: the list (joined / not registered yet, role,
// keyword), invitations by hand or by conditions (with the invitation mail), role changes,
// removal, and the spec's `list-user-by-conditions` search behind the invite dialog.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, listOf, okResponse } from '@fanclub/contract/api';
import type { Audience } from '@fanclub/contract/audience';
import { groupIdParams } from '@fanclub/contract/groups-admin';
import {
  conditionMember,
  groupInviteBody,
  groupInviteResult,
  groupMemberItem,
  groupMemberListQuery,
  groupMemberParams,
  groupMemberPatch,
  listUserByConditionsBody,
} from '@fanclub/contract/group-members-admin';
import { notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { groupRoute } from '../groups/group-route';
import { managedGroupOf, refuseSegmentsOfModerators } from './access';
import { presentConditionMember, presentMember } from './presenter';
import { findGroupMember, listGroupMembers, membersByConditions } from './queries';
import { changeRole, inviteMembers, removeMember } from './member-service';

const audienceSegments = (audience: Audience | undefined) =>
  audience?.type === 'custom'
    ? [...(audience.segments?.include ?? []), ...(audience.segments?.exclude ?? [])]
    : [];

const errors = errorResponses(401, 403, 404, 409, 419, 422);
const ok = { data: { ok: true as const } };

export default async function groupAdminMemberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = groupRoute(app, ['admin', 'groups'], errors);

  app.get(
    '/api/admin/groups/:id/members',
    route({
      summary:
        'The group’s members: state joined or invited (not registered yet), role, keyword (nickname; admins also email)',
      params: groupIdParams,
      querystring: groupMemberListQuery,
      response: { 200: listOf(groupMemberItem) },
    }),
    async (request) => {
      const user = currentUser(request);
      const { group } = await managedGroupOf(app.db, request, 'read');
      const { page, limit, state, role, keyword } = request.query;
      const { rows, total } = await listGroupMembers(
        app.db,
        group.id,
        { state, role, keyword },
        user.isAdmin,
        page,
        limit,
      );
      return {
        data: rows.map((r) => presentMember(r, group.moderatorId, user.isAdmin)),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  app.post(
    '/api/admin/groups/:id/members',
    route({
      summary:
        'Invites active members by id or everyone an audience matches, with a role (an audience naming segments: admins only, else 403); members already in the group stay as they are. sendInvitation queues the invitation mail to the newly invited (survey consent)',
      params: groupIdParams,
      body: groupInviteBody,
      response: { 200: dataOf(groupInviteResult) },
    }),
    async (request) => {
      const user = currentUser(request);
      const { group, reader } = await managedGroupOf(app.db, request, 'write');
      refuseSegmentsOfModerators(reader, audienceSegments(request.body.audience));
      const result = await inviteMembers(
        app,
        { groupId: group.id, ...request.body, actorId: user.id },
        request.locale,
      );
      return { data: result };
    },
  );

  app.patch(
    '/api/admin/groups/:id/members/:userId',
    route({
      summary: 'Changes a member’s role in the group',
      params: groupMemberParams,
      body: groupMemberPatch,
      response: { 200: dataOf(groupMemberItem) },
    }),
    async (request) => {
      const user = currentUser(request);
      const { group } = await managedGroupOf(app.db, request, 'write');
      await changeRole(app.db, group.id, request.params.userId, request.body.role);
      const row = await findGroupMember(app.db, group.id, request.params.userId);
      if (!row) throw notFound();
      return { data: presentMember(row, group.moderatorId, user.isAdmin) };
    },
  );

  app.delete(
    '/api/admin/groups/:id/members/:userId',
    route({
      summary: 'Removes a member (or withdraws an invitation); their posts stay',
      params: groupMemberParams,
      response: { 200: okResponse },
    }),
    async (request) => {
      const { group } = await managedGroupOf(app.db, request, 'write');
      await removeMember(app.db, group, request.params.userId);
      return ok;
    },
  );

  app.post(
    '/api/groups/:id/list-user-by-conditions',
    route({
      tags: ['groups'],
      summary:
        'Active members an audience matches, each with their state in this group (joined, invited, none); memberState filters by it (moderators and admins; an audience naming segments is for admins only, else 403)',
      params: groupIdParams,
      body: listUserByConditionsBody,
      response: { 200: listOf(conditionMember) },
    }),
    async (request) => {
      const user = currentUser(request);
      const { group, reader } = await managedGroupOf(app.db, request, 'read');
      const { audience, memberState, keyword, page, limit } = request.body;
      refuseSegmentsOfModerators(reader, audienceSegments(audience));
      const { rows, total } = await membersByConditions(
        app.db,
        group.id,
        { audience, memberState, keyword },
        user.isAdmin,
        page,
        limit,
      );
      return {
        data: rows.map((r) => presentConditionMember(r, user.isAdmin)),
        meta: pageMeta(page, limit, total),
      };
    },
  );
}
