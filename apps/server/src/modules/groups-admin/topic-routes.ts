// A group's topics as its moderators manage them: main and sub-topics with their windows
// (Japan time), segments and order, drafts, publish and unpublish, deletion.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, okResponse } from '@fanclub/contract/api';
import {
  adminTopicItem,
  groupIdParams,
  groupTopicAdminParams,
  groupTopicBody,
} from '@fanclub/contract/groups-admin';
import { z } from 'zod';
import { notFound } from '../../errors';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { groupRoute, PUBLISH_ACTIONS } from '../groups/group-route';
import { managedGroupOf, refuseSegmentsOfModerators } from './access';
import { presentTopic } from './presenter';
import { topicSegmentIds, topicsWithFigures } from './queries';
import { createTopic, deleteTopic, findTopic, setTopicStatus, updateTopic } from './topic-service';

const segmentIdsOf = (rules: readonly { segmentId: number }[]) => rules.map((r) => r.segmentId);

const errors = errorResponses(401, 403, 404, 419, 422);

export default async function groupAdminTopicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = groupRoute(app, ['admin', 'groups'], errors);

  async function topicOut(groupId: number, topicId: number) {
    const found = (await topicsWithFigures(app.db, groupId)).find((t) => t.topic.id === topicId);
    if (!found) throw notFound();
    return { data: presentTopic(found) };
  }

  /** The topic a write call names, in a group the reader may change; 404 for another group's. */
  async function managedTopic(
    request: Parameters<typeof managedGroupOf>[1] & { params: { topicId: number } },
  ) {
    const { group } = await managedGroupOf(app.db, request, 'write');
    return findTopic(app.db, group.id, request.params.topicId);
  }

  app.get(
    '/api/admin/groups/:id/topics',
    route({
      summary:
        'Every topic of the group (drafts included), in order; sub-topics name their main topic',
      params: groupIdParams,
      response: { 200: dataOf(z.array(adminTopicItem)) },
    }),
    async (request) => {
      const { group } = await managedGroupOf(app.db, request, 'read');
      const rows = await topicsWithFigures(app.db, group.id);
      return { data: rows.map((r) => presentTopic(r)) };
    },
  );

  app.post(
    '/api/admin/groups/:id/topics',
    route({
      summary:
        'Creates a draft topic: times as YYYY-MM-DD HH:mm Japan time (or ISO 8601), closes after opens, a sub-topic inside its main topic’s window; segments are set by admins only (a moderator naming one: 403)',
      params: groupIdParams,
      body: groupTopicBody,
      response: { 201: dataOf(adminTopicItem) },
    }),
    async (request, reply) => {
      const user = currentUser(request);
      const { group, reader } = await managedGroupOf(app.db, request, 'write');
      refuseSegmentsOfModerators(reader, segmentIdsOf(request.body.segments));
      const row = await createTopic(app.db, group.id, request.body, user.id);
      reply.status(201);
      return topicOut(group.id, row.id);
    },
  );

  app.get(
    '/api/admin/groups/:id/topics/:topicId',
    route({
      summary: 'One topic with its segments',
      params: groupTopicAdminParams,
      response: { 200: dataOf(adminTopicItem) },
    }),
    async (request) => {
      const { group } = await managedGroupOf(app.db, request, 'read');
      return topicOut(group.id, request.params.topicId);
    },
  );

  app.patch(
    '/api/admin/groups/:id/topics/:topicId',
    route({
      summary:
        'Saves the whole topic form (the same rules as creation; a moderator may keep the segments an admin set, not name others)',
      params: groupTopicAdminParams,
      body: groupTopicBody,
      response: { 200: dataOf(adminTopicItem) },
    }),
    async (request) => {
      const { group, reader } = await managedGroupOf(app.db, request, 'write');
      const topic = await findTopic(app.db, group.id, request.params.topicId);
      const kept = await topicSegmentIds(app.db, topic.id);
      refuseSegmentsOfModerators(reader, segmentIdsOf(request.body.segments), kept);
      await updateTopic(app.db, topic, request.body);
      return topicOut(topic.groupId, topic.id);
    },
  );

  app.delete(
    '/api/admin/groups/:id/topics/:topicId',
    route({
      summary: 'Deletes a topic with its sub-topics and their posts',
      params: groupTopicAdminParams,
      response: { 200: okResponse },
    }),
    async (request) => {
      const topic = await managedTopic(request);
      await deleteTopic(app.db, topic.id);
      return { data: { ok: true as const } };
    },
  );

  for (const [action, status] of PUBLISH_ACTIONS)
    app.post(
      `/api/admin/groups/:id/topics/:topicId/${action}`,
      route({
        summary:
          action === 'publish'
            ? 'Publishes the topic (members who match its segments see it)'
            : 'Back to draft: members no longer see it (404)',
        params: groupTopicAdminParams,
        response: { 200: dataOf(adminTopicItem) },
      }),
      async (request) => {
        const topic = await managedTopic(request);
        await setTopicStatus(app.db, topic.id, status);
        return topicOut(topic.groupId, topic.id);
      },
    );
}
