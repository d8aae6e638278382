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
import { notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { publishUserEvent } from '../realtime/publish';
import { presentNotification } from './presenter';
import { countUnread, listNotifications, markRead, ownsNotification, userExists } from './queries';
import { notify } from './service';

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
      const unread = await app.db.transaction(async (tx) => {
        // Another member's notification answers 404, like one that does not exist.
        if (id !== 'all' && !(await ownsNotification(tx, user.id, id))) throw notFound();
        const changed = await markRead(tx, user.id, id);
        const left = await countUnread(tx, user.id);
        // The member's other tabs update their badge; the tab that asked already knows.
        if (changed > 0) {
          await publishUserEvent(
            tx,
            user.id,
            { type: 'unread', unread: left },
            request.socketId ?? undefined,
          );
        }
        return left;
      });
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
      const id = await app.db.transaction(async (tx) => {
        if (!(await userExists(tx, userId))) throw notFound();
        return notify(tx, {
          userId,
          kind: 'admin',
          messageKey: 'notifications.admin_message',
          params: { message },
          link: link ?? null,
        });
      });
      return reply.status(201).send({ data: { id, userId } });
    },
  );
}
