// Authorising the realtime channel: api/broadcasting/auth signs "socket_id:channel" for the
// member's own private channel only; /broadcasting/user-auth signs the member's identity.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import {
  channelAuth,
  channelAuthBody,
  userAuth,
  userAuthBody,
  userChannel,
} from '@fanclub/contract/realtime';
import { forbidden } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { mayFollowTopicChannel } from '../group-topics/realtime';
import { signChannel, signUser } from './signatures';

const errors = errorResponses(401, 403, 419, 422);

export default async function realtimeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secret = app.config.secrets.session;

  app.post(
    '/api/broadcasting/auth',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['realtime'],
        summary:
          "Sign a subscription to the member's own channel private-user.<id>, or to a group topic's private-group-topic.<groupId>.<topicId> the member may see",
        body: channelAuthBody,
        response: { 200: dataOf(channelAuth), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { socket_id: socketId, channel_name: channel } = request.body;
      const mayFollow =
        channel === userChannel(user.id) || (await mayFollowTopicChannel(app.db, user, channel));
      if (!mayFollow) throw forbidden();
      return { data: { auth: signChannel(secret, socketId, channel) } };
    },
  );

  app.post(
    '/broadcasting/user-auth',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['realtime'],
        summary: 'Sign the signed-in member for the socket (Pusher user authentication)',
        body: userAuthBody,
        response: { 200: dataOf(userAuth), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const userData = JSON.stringify({
        id: String(user.id),
        user_info: { nickname: user.nickname },
      });
      return {
        data: { auth: signUser(secret, request.body.socket_id, userData), user_data: userData },
      };
    },
  );
}
