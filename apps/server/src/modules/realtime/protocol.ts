// What a socket may say: subscribe (with a signature for this socket and channel), unsubscribe,
// signin (a signed user, for clients without the session cookie) and ping. Anything else is
// ignored; a message that is not JSON gets an error reply.
import { GROUP_TOPIC_CHANNEL_PATTERN, type ClientMessage } from '@fanclub/contract/realtime';
import { channelUserId, send, type Connection, type Hub } from './hub';
import { fromPusher } from './pusher-dialect';
import { isValidChannelAuth, isValidUserAuth } from './signatures';

export function handleClientMessage(hub: Hub, secret: string, connection: Connection, raw: string) {
  let message: Partial<ClientMessage> & Record<string, unknown>;
  try {
    message = JSON.parse(raw) as typeof message;
  } catch {
    send(connection, { event: 'error', data: { message: 'invalid JSON' } });
    return;
  }
  if (!message || typeof message !== 'object') return;
  if (connection.dialect === 'pusher') message = fromPusher(message) as typeof message;

  switch (message.event) {
    case 'ping':
      send(connection, { event: 'pong' });
      return;
    case 'subscribe': {
      const channel = typeof message.channel === 'string' ? message.channel.slice(0, 200) : '';
      const owner = channelUserId(channel);
      // A member's own channel; or a group topic's, whose signature api/broadcasting/auth gives
      // only to a signed-in reader the group policy lets see the topic.
      const mayAsk =
        (owner !== null && owner === connection.userId) ||
        (connection.userId !== null && GROUP_TOPIC_CHANNEL_PATTERN.test(channel));
      const allowed = mayAsk && isValidChannelAuth(secret, connection.id, channel, message.auth);
      if (!allowed) {
        send(connection, { event: 'subscription_error', channel, data: { status: 403 } });
        return;
      }
      hub.join(connection, channel);
      send(connection, { event: 'subscription_succeeded', channel });
      return;
    }
    case 'unsubscribe':
      if (typeof message.channel === 'string') hub.leave(connection, message.channel);
      return;
    case 'signin': {
      const data = message.data as { auth?: unknown; user_data?: unknown } | undefined;
      const userData = typeof data?.user_data === 'string' ? data.user_data : '';
      if (!isValidUserAuth(secret, connection.id, userData, data?.auth)) {
        send(connection, { event: 'error', data: { message: 'invalid signature' } });
        return;
      }
      const id = Number((JSON.parse(userData) as { id?: unknown }).id);
      // A socket opened with one member's session cannot be signed in as another.
      if (!Number.isSafeInteger(id) || (connection.userId !== null && connection.userId !== id)) {
        send(connection, { event: 'error', data: { message: 'user mismatch' } });
        return;
      }
      connection.userId = id;
      send(connection, {
        event: 'signin_success',
        // Pusher clients read the signed user back from the answer.
        data: {
          user_id: String(id),
          ...(connection.dialect === 'pusher' ? { user_data: userData } : {}),
        },
      });
      return;
    }
    default:
      // Unknown events are ignored, as Pusher-style servers do with client events.
      return;
  }
}
