// The realtime channel: a WebSocket at REALTIME_PATH speaking a small Pusher-like protocol, and
// one LISTEN per process on the database's user-event channel, fanned out to this process's
// sockets. Also makes each request's X-Socket-Id available (request.socketId) so a change can
// skip the tab that made it.
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REALTIME_MAX_MESSAGE_BYTES, SOCKET_ID_PATTERN } from '@fanclub/contract/realtime';
import { Hub, parseEnvelope } from '../modules/realtime/hub';
import { REALTIME_CHANNEL } from '../modules/realtime/publish';
import { liveSessions } from '../modules/realtime/queries';
import { ACTIVITY_TIMEOUT_S, socketRoutes } from '../modules/realtime/socket-routes';

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

  socketRoutes(app, hub, secret);

  async function sweep() {
    const withSession = [...hub.connections.values()].filter((c) => c.sessionIdHash);
    const hashes = [...new Set(withSession.map((c) => c.sessionIdHash!))];
    const live = await liveSessions(app.db, hashes);
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
