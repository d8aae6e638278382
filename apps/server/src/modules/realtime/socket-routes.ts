// The realtime channel's WebSocket routes (plugins/realtime.ts registers them once the
// websocket plugin is in): the native dialect at REALTIME_PATH and the Pusher one at
// REALTIME_PATH/app/<key>. Each socket joins the process's hub.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUSHER_APP_KEY, REALTIME_PATH } from '@fanclub/contract/realtime';
import { newSocketId, send, type Connection, type Hub, type RawSocket } from './hub';
import { handleClientMessage } from './protocol';

/** Seconds between keep-alive pings; a socket that missed the previous pong is dropped. */
export const ACTIVITY_TIMEOUT_S = 30;

export function socketRoutes(app: FastifyInstance, hub: Hub, secret: string): void {
  const open = (rawSocket: unknown, request: FastifyRequest, dialect: Connection['dialect']) => {
    const socket = rawSocket as RawSocket;
    const connection: Connection = {
      id: newSocketId(),
      socket,
      userId: request.user?.id ?? null,
      sessionIdHash: request.user ? (request.session?.idHash ?? null) : null,
      channels: new Set(),
      alive: true,
      dialect,
    };
    hub.add(connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      connection.alive = true;
      if (isBinary) return;
      handleClientMessage(hub, secret, connection, data.toString('utf8'));
    });
    socket.on('close', () => hub.remove(connection));
    socket.on('error', () => hub.remove(connection));
    send(connection, {
      event: 'connection_established',
      data: { socket_id: connection.id, activity_timeout: ACTIVITY_TIMEOUT_S },
    });
  };
  app.get(REALTIME_PATH, { websocket: true, schema: { hide: true } }, (socket, request) =>
    open(socket, request, 'native'),
  );
  // The Pusher protocol for stock clients: pusher-js with wsPath REALTIME_PATH asks for
  // /app/<key>; an unknown key is refused as Pusher does (4001) before any greeting.
  app.get<{ Params: { key: string } }>(
    `${REALTIME_PATH}/app/:key`,
    { websocket: true, schema: { hide: true } },
    (socket, request) => {
      if (request.params.key !== PUSHER_APP_KEY) {
        const raw = socket as unknown as RawSocket;
        raw.send(
          JSON.stringify({
            event: 'pusher:error',
            data: { code: 4001, message: 'App key not in this cluster' },
          }),
        );
        raw.close(4001, 'unknown app key');
        return;
      }
      open(socket, request, 'pusher');
    },
  );
}
