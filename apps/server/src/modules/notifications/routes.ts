// The member's notifications (GET api/notifications, POST api/notifications/read) and the
// admin's message to one member (POST api/admin/notifications).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import {
  adminNotificationBody,
  adminNotificationResult,
  notificationList,
  notificationListQuery,
  readNotificationBody,
  readNotificationResult,
} from '@fanclub/contract/notifications';
import { pageMeta } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { presentNotification } from './presenter';
import { countUnread, listNotifications } from './queries';
import { readNotifications, sendAdminMessage } from './service';

const errors = errorResponses(401, 403, 404, 419, 422);

export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: "The member's notifications, newest first; meta.unread counts the unread ones",
        querystring: notificationListQuery,
        response: { 200: notificationList, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { page, limit } = request.query;
      const [{ rows, total }, unread] = await Promise.all([
        listNotifications(app.db, user.id, page, limit),
        countUnread(app.db, user.id),
      ]);
      return {
        data: rows.map((row) => presentNotification(request.locale, row)),
        meta: { ...pageMeta(page, limit, total), unread },
      };
    },
  );

  app.post(
    '/api/notifications/read',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read ({id}), or all of them ({id: "all"})',
        body: readNotificationBody,
        response: { 200: dataOf(readNotificationResult), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.body;
      const unread = await readNotifications(app.db, user.id, id, request.socketId ?? undefined);
      return { data: { unread } };
    },
  );

  app.post(
    '/api/admin/notifications',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Send a message to one member's notifications",
        body: adminNotificationBody,
        response: { 201: dataOf(adminNotificationResult), ...errors },
      },
    },
    async (request, reply) => {
      const { userId, message, link } = request.body;
      const id = await sendAdminMessage(app.db, userId, message, link ?? null);
      return reply.status(201).send({ data: { id, userId } });
    },
  );
}
