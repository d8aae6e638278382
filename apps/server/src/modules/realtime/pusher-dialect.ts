// The Pusher protocol (v7) spoken on `${REALTIME_PATH}/app/<key>`, so the stock pusher-js and
// Laravel Echo clients work: their `pusher:*` messages become the native ones the protocol
// handler knows, and the native answers are written back the Pusher way (names prefixed, the
// `data` of server messages a JSON string, auth strings carrying the app key).
import { PUSHER_APP_KEY, type ClientMessage, type ServerMessage } from '@fanclub/contract/realtime';

type Incoming = { event?: unknown; data?: unknown; channel?: unknown };

/** `fanclub:<signature>` → `<signature>`; a bare signature is taken as is, another key fails. */
function signatureOf(auth: unknown): unknown {
  if (typeof auth !== 'string') return auth;
  const colon = auth.indexOf(':');
  if (colon === -1) return auth;
  return auth.slice(0, colon) === PUSHER_APP_KEY ? auth.slice(colon + 1) : '';
}

/** A Pusher client message as a native one; unknown events pass through (and are ignored). */
/** (Values are checked by the protocol handler, as for native messages.) */
export function fromPusher(
  message: Incoming,
): { event: ClientMessage['event'] | 'unknown' } & Record<string, unknown> {
  const data = (message.data && typeof message.data === 'object' ? message.data : {}) as Record<
    string,
    unknown
  >;
  switch (message.event) {
    case 'pusher:ping':
      return { event: 'ping' };
    case 'pusher:subscribe':
      return { event: 'subscribe', channel: data.channel, auth: signatureOf(data.auth) };
    case 'pusher:unsubscribe':
      return { event: 'unsubscribe', channel: data.channel };
    case 'pusher:signin':
      return { event: 'signin', data: { auth: signatureOf(data.auth), user_data: data.user_data } };
    default:
      return { event: 'unknown' };
  }
}

/** A native server message as Pusher clients expect it. */
export function toPusher(message: ServerMessage): Record<string, unknown> {
  switch (message.event) {
    case 'connection_established':
      return { event: 'pusher:connection_established', data: JSON.stringify(message.data) };
    case 'subscription_succeeded':
      return {
        event: 'pusher_internal:subscription_succeeded',
        channel: message.channel,
        data: '{}',
      };
    case 'subscription_error':
      return {
        event: 'pusher:subscription_error',
        channel: message.channel,
        data: JSON.stringify({
          type: 'AuthError',
          error: 'Invalid signature',
          status: message.data.status,
        }),
      };
    case 'signin_success':
      return {
        event: 'pusher:signin_success',
        data: JSON.stringify({
          user_data: message.data.user_data ?? JSON.stringify({ id: message.data.user_id }),
        }),
      };
    case 'error':
      return { event: 'pusher:error', data: { code: null, message: message.data.message } };
    case 'pong':
      return { event: 'pusher:pong', data: '{}' };
    default:
      return { event: message.event, channel: message.channel, data: JSON.stringify(message.data) };
  }
}
