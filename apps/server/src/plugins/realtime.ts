// The realtime channel: a WebSocket at REALTIME_PATH speaking a small Pusher-like protocol, and
// one LISTEN per process on the database's user-event channel, fanned out to this process's
// sockets. Also makes each request's X-Socket-Id available (request.socketId) so a change can
// skip the tab that made it.
import fastifyWebsocket from '@fastify/websocket';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  PUSHER_APP_KEY,
  REALTIME_MAX_MESSAGE_BYTES,
  REALTIME_PATH,
  SOCKET_ID_PATTERN,
} from '@fanclub/contract/realtime';
import { sessions } from '../db/schema/index';
import {
  Hub,
  newSocketId,
  parseEnvelope,
  send,
  type Connection,
  type RawSocket,
} from '../modules/realtime/hub';
import { handleClientMessage } from '../modules/realtime/protocol';
import { REALTIME_CHANNEL } from '../modules/realtime/publish';

/** Seconds between keep-alive pings; a socket that missed the previous pong is dropped. */
const ACTIVITY_TIMEOUT_S = 30;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's socket id (X-Socket-Id), or null when absent or malformed. */
    socketId: string | null;
  }
  interface FastifyInstance {
    realtime: {
      hub: Hub;
      /** Pings every socket, drops the silent ones and those whose session has ended. */
      sweep(): Promise<void>;
    };
  }
}

async function realtimePlugin(app: FastifyInstance) {
  const { config, database } = app;
  const secret = config.secrets.session;
  const hub = new Hub();

  app.decorateRequest('socketId', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['x-socket-id'];
    if (typeof header === 'string' && SOCKET_ID_PATTERN.test(header)) request.socketId = header;
    done();
  });

  const unlisten = await database.listen(REALTIME_CHANNEL, (payload) => {
    const envelope = parseEnvelope(payload);
    if (envelope) hub.deliver(envelope);
  });

  await app.register(fastifyWebsocket, {
    options: { maxPayload: REALTIME_MAX_MESSAGE_BYTES },
  });

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

  async function sweep() {
    const withSession = [...hub.connections.values()].filter((c) => c.sessionIdHash);
    const hashes = [...new Set(withSession.map((c) => c.sessionIdHash!))];
    const live = new Set<string>();
    if (hashes.length > 0) {
      const rows = await app.db
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .where(inArray(sessions.idHash, hashes));
      for (const row of rows) live.add(row.idHash);
    }
    for (const connection of hub.connections.values()) {
      if (connection.sessionIdHash && !live.has(connection.sessionIdHash)) {
        // Signed out (or the session expired): this socket no longer speaks for anyone.
        connection.socket.close(4001, 'session ended');
        hub.remove(connection);
        continue;
      }
      if (!connection.alive) {
        connection.socket.terminate();
        hub.remove(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  const timer = setInterval(() => {
    void sweep().catch((err) => app.log.error({ err }, 'realtime sweep failed'));
  }, ACTIVITY_TIMEOUT_S * 1000);
  timer.unref();

  app.decorate('realtime', { hub, sweep });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await unlisten();
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['db', 'session'] });
