// A real WebSocket client for the realtime tests (Node 20 has no global WebSocket: this is the
// `ws` package @fastify/websocket itself uses), with helpers to wait for messages.
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { REALTIME_PATH, type ServerMessage } from '@fanclub/contract/realtime';

type WsClient = {
  readyState: number;
  send(data: string | Buffer): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
};
type WsConstructor = new (url: string, options?: { headers?: Record<string, string> }) => WsClient;

const requireHere = createRequire(import.meta.url);
const requireFromPlugin = createRequire(requireHere.resolve('@fastify/websocket'));
const WebSocket = requireFromPlugin('ws') as WsConstructor;

export type TestSocket = {
  socketId: string;
  messages: ServerMessage[];
  closed: Promise<number>;
  send(message: unknown): void;
  sendRaw(data: string | Buffer): void;
  /** The next message (after those already taken) matching the predicate. */
  next(predicate?: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  close(): void;
};

/** Listens the app on a free port once and answers its ws:// base. */
export async function socketBase(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `ws://127.0.0.1:${address.port}`;
}

export async function openSocket(base: string, cookie?: string): Promise<TestSocket> {
  const ws = new WebSocket(`${base}${REALTIME_PATH}`, cookie ? { headers: { cookie } } : {});
  const messages: ServerMessage[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString('utf8')) as ServerMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });

  const next: TestSocket['next'] = (predicate = () => true, timeoutMs = 3000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        while (taken < messages.length) {
          const message = messages[taken]!;
          taken += 1;
          if (predicate(message)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(message);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`),
        );
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  const hello = await next((m) => m.event === 'connection_established');
  if (hello.event !== 'connection_established') throw new Error('no greeting');
  return {
    socketId: hello.data.socket_id,
    messages,
    closed,
    send: (message) => ws.send(JSON.stringify(message)),
    sendRaw: (data) => ws.send(data),
    next,
    close: () => ws.close(),
  };
}

export const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** Subscribes with the signature an auth call answered; resolves with the server's reply to it. */
export function subscribeWith(
  socket: TestSocket,
  channel: string,
  authResponse: { body: string },
): Promise<ServerMessage> {
  const { auth } = (JSON.parse(authResponse.body) as { data: { auth: string } }).data;
  socket.send({ event: 'subscribe', channel, auth });
  return socket.next((m) => m.event.startsWith('subscription'));
}
