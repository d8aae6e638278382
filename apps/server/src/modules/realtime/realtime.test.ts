// The realtime channel: who may subscribe to what, and which events reach which sockets.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { userChannel, type ServerMessage } from '@fanclub/contract/realtime';
import type { UserRow } from '../../db/schema/index';
import { movePoints } from '../points/ledger';
import { buildAdmin, buildMember, Client, json, useTestApp } from '../../../test/helpers';
import { useSecondInstance } from '../../../test/instances';
import {
  cookieHeader,
  openSocket,
  socketBase,
  subscribeWith,
  type TestSocket,
} from '../../../test/realtime-client';
import { socketOrigin } from '../../plugins/security-headers';
import { publishUserEvent } from './publish';
import { signChannel } from './signatures';

const ctx = useTestApp();
let base: string;

beforeAll(async () => {
  base = await socketBase(ctx.app);
});

async function signedIn(
  app: FastifyInstance = ctx.app,
): Promise<{ user: UserRow; client: Client }> {
  const user = await buildMember(ctx.db);
  const client = await new Client(app).login(user.email);
  return { user, client };
}

/** Opens a socket with the member's cookies and subscribes to their channel the browser's way. */
async function subscribed(
  client: Client,
  user: UserRow,
  socketBaseUrl = base,
): Promise<TestSocket> {
  const socket = await openSocket(socketBaseUrl, cookieHeader(client.cookies));
  const channel = userChannel(user.id);
  const res = await client.post('/api/broadcasting/auth', {
    socket_id: socket.socketId,
    channel_name: channel,
  });
  expect(res.statusCode).toBe(200);
  expect(await subscribeWith(socket, channel, res)).toEqual({
    event: 'subscription_succeeded',
    channel,
  });
  return socket;
}

const isEvent = (type: string) => (m: ServerMessage) => m.event === type;

describe('POST /api/broadcasting/auth', () => {
  it('signs only the signed-in member’s own channel', async () => {
    const { user, client } = await signedIn();
    const other = await buildMember(ctx.db);
    const own = await client.post('/api/broadcasting/auth', {
      socket_id: '123.456',
      channel_name: userChannel(user.id),
    });
    expect(own.statusCode).toBe(200);
    expect(json(own)).toEqual({
      data: { auth: signChannel(ctx.config.secrets.session, '123.456', userChannel(user.id)) },
    });

    const foreign = await client.post('/api/broadcasting/auth', {
      socket_id: '123.456',
      channel_name: userChannel(other.id),
    });
    expect(foreign.statusCode).toBe(403);
    expect(json(foreign).error_code).toBe('PERMISSION_DENIED');

    const otherKind = await client.post('/api/broadcasting/auth', {
      socket_id: '123.456',
      channel_name: 'presence-lobby',
    });
    expect(otherKind.statusCode).toBe(403);

    const badSocket = await client.post('/api/broadcasting/auth', {
      socket_id: 'abc',
      channel_name: userChannel(user.id),
    });
    expect(badSocket.statusCode).toBe(422);
  });

  it('answers 401 to a guest and 419 without the CSRF header', async () => {
    const guest = await new Client(ctx.app).csrf();
    const res = await guest.post('/api/broadcasting/auth', {
      socket_id: '1.2',
      channel_name: 'private-user.1',
    });
    expect(res.statusCode).toBe(401);

    const { user, client } = await signedIn();
    const noCsrf = await client.post(
      '/api/broadcasting/auth',
      { socket_id: '1.2', channel_name: userChannel(user.id) },
      { 'x-xsrf-token': '' },
    );
    expect(noCsrf.statusCode).toBe(419);
    expect(json(noCsrf).error_code).toBe('CSRF_TOKEN_MISMATCH');
  });
});

describe('POST /broadcasting/user-auth', () => {
  it('signs the signed-in member, with CSRF, and refuses guests', async () => {
    const { user, client } = await signedIn();
    const res = await client.post('/broadcasting/user-auth', { socket_id: '5.6' });
    expect(res.statusCode).toBe(200);
    const { data } = json<{ data: { auth: string; user_data: string } }>(res);
    expect(JSON.parse(data.user_data)).toMatchObject({ id: String(user.id) });
    expect(data.auth).toMatch(/^[0-9a-f]{64}$/);

    const noCsrf = await client.post(
      '/broadcasting/user-auth',
      { socket_id: '5.6' },
      {
        'x-xsrf-token': 'wrong',
      },
    );
    expect(noCsrf.statusCode).toBe(419);
    const guest = await new Client(ctx.app).csrf();
    expect((await guest.post('/broadcasting/user-auth', { socket_id: '5.6' })).statusCode).toBe(
      401,
    );
  });

  it('lets a socket without cookies sign in with the signature, then subscribe', async () => {
    const { user, client } = await signedIn();
    const socket = await openSocket(base);
    const channel = userChannel(user.id);
    const auth = await client.post('/api/broadcasting/auth', {
      socket_id: socket.socketId,
      channel_name: channel,
    });
    const signature = json<{ data: { auth: string } }>(auth).data.auth;
    // Not signed in yet: the socket speaks for nobody.
    socket.send({ event: 'subscribe', channel, auth: signature });
    expect((await socket.next()).event).toBe('subscription_error');

    const signin = json<{ data: { auth: string; user_data: string } }>(
      await client.post('/broadcasting/user-auth', { socket_id: socket.socketId }),
    ).data;
    socket.send({ event: 'signin', data: { auth: 'f'.repeat(64), user_data: signin.user_data } });
    expect((await socket.next()).event).toBe('error');
    socket.send({ event: 'signin', data: signin });
    expect(await socket.next()).toEqual({
      event: 'signin_success',
      data: { user_id: String(user.id) },
    });
    socket.send({ event: 'subscribe', channel, auth: signature });
    expect((await socket.next()).event).toBe('subscription_succeeded');
    socket.close();
  });
});

describe('the socket', () => {
  it('greets with a socket id and answers ping', async () => {
    const socket = await openSocket(base);
    expect(socket.socketId).toMatch(/^\d+\.\d+$/);
    socket.send({ event: 'ping' });
    expect(await socket.next()).toEqual({ event: 'pong' });
    socket.close();
  });

  it('refuses a subscription with a bad signature, another socket’s signature or another member’s channel', async () => {
    const { user, client } = await signedIn();
    const socket = await openSocket(base, cookieHeader(client.cookies));
    const channel = userChannel(user.id);
    const refused = { event: 'subscription_error', channel, data: { status: 403 } };

    socket.send({ event: 'subscribe', channel, auth: 'f'.repeat(64) });
    expect(await socket.next()).toEqual(refused);

    const forOtherSocket = json<{ data: { auth: string } }>(
      await client.post('/api/broadcasting/auth', { socket_id: '999.999', channel_name: channel }),
    ).data.auth;
    socket.send({ event: 'subscribe', channel, auth: forOtherSocket });
    expect(await socket.next()).toEqual(refused);

    // A valid signature for this socket, but the socket belongs to another member's session:
    // the channel's owner comes from the session, never from what the client sends.
    const intruder = await signedIn();
    const intruderSocket = await openSocket(base, cookieHeader(intruder.client.cookies));
    const signed = json<{ data: { auth: string } }>(
      await client.post('/api/broadcasting/auth', {
        socket_id: intruderSocket.socketId,
        channel_name: channel,
      }),
    ).data.auth;
    intruderSocket.send({ event: 'subscribe', channel, auth: signed });
    expect(await intruderSocket.next()).toEqual(refused);

    // Nothing arrives on a refused subscription.
    await publishUserEvent(ctx.db, user.id, { type: 'balance', balance: 1 });
    socket.send({ event: 'ping' });
    intruderSocket.send({ event: 'ping' });
    expect((await socket.next()).event).toBe('pong');
    expect((await intruderSocket.next()).event).toBe('pong');
    socket.close();
    intruderSocket.close();
  });

  it('ignores unknown events, answers broken JSON with an error and closes on oversized messages', async () => {
    const socket = await openSocket(base);
    socket.send({ event: 'client-whisper', data: 'hi' });
    socket.sendRaw('{not json');
    expect((await socket.next()).event).toBe('error');
    socket.send({ event: 'ping' });
    expect((await socket.next()).event).toBe('pong');
    socket.sendRaw('x'.repeat(5000));
    expect(await socket.closed).toBe(1009);
  });

  it('is closed when its session ends', async () => {
    const { user, client } = await signedIn();
    const socket = await subscribed(client, user);
    await client.get('/api/logout');
    await ctx.app.realtime.sweep();
    expect(await socket.closed).toBe(4001);
  });
});

describe('delivery', () => {
  it('pushes the balance and the notification of a committed credit', async () => {
    const { user, client } = await signedIn();
    const socket = await subscribed(client, user);
    const admin = await buildAdmin(ctx.db);
    const adminClient = await new Client(ctx.app).login(admin.email);
    const res = await adminClient.post('/api/admin/points/adjust', {
      userId: user.id,
      points: 300,
      reason: 'Welcome gift',
    });
    expect(res.statusCode).toBe(200);
    const notification = await socket.next(isEvent('notification'));
    expect(notification).toMatchObject({
      channel: userChannel(user.id),
      data: { type: 'notification' },
    });
    expect(await socket.next(isEvent('balance'))).toEqual({
      event: 'balance',
      channel: userChannel(user.id),
      data: { type: 'balance', balance: 300 },
    });
    socket.close();
  });

  it('sends nothing for a rolled-back transaction', async () => {
    const { user, client } = await signedIn();
    const socket = await subscribed(client, user);
    await expect(
      ctx.db.transaction(async (tx) => {
        await movePoints(tx, {
          userId: user.id,
          type: 'ADJUST',
          points: 50,
          description: 'rolled back',
          idempotencyKey: `rollback:${user.id}`,
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A later committed event is the first thing to arrive: the rolled-back ones never left.
    await publishUserEvent(ctx.db, user.id, { type: 'balance', balance: 7 });
    expect(await socket.next()).toMatchObject({ event: 'balance', data: { balance: 7 } });
    socket.close();
  });

  it('skips the socket whose id the request carried (X-Socket-Id)', async () => {
    const { user, client } = await signedIn();
    const sender = await subscribed(client, user);
    const otherTab = await subscribed(client, user);
    await movePoints(ctx.db, {
      userId: user.id,
      type: 'ADJUST',
      points: 10,
      description: 'x',
      idempotencyKey: `exclusion:${user.id}`,
    });
    await sender.next(isEvent('balance'));
    await otherTab.next(isEvent('balance'));

    const list = json<{ data: Array<{ id: number }> }>(await client.get('/api/notifications'));
    const res = await client.post(
      '/api/notifications/read',
      { id: list.data[0]!.id },
      { 'x-socket-id': sender.socketId },
    );
    expect(json(res)).toEqual({ data: { unread: 0 } });
    expect(await otherTab.next()).toMatchObject({ event: 'unread', data: { unread: 0 } });
    await publishUserEvent(ctx.db, user.id, { type: 'balance', balance: 99 });
    expect(await sender.next()).toMatchObject({ event: 'balance', data: { balance: 99 } });
    sender.close();
    otherTab.close();
  });

  it('reaches only the member’s own channel', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const socketB = await subscribed(b.client, b.user);
    await publishUserEvent(ctx.db, a.user.id, { type: 'balance', balance: 1 });
    await publishUserEvent(ctx.db, b.user.id, { type: 'balance', balance: 2 });
    expect(await socketB.next()).toMatchObject({ data: { balance: 2 } });
    socketB.close();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('several server processes on one PostgreSQL', () => {
  const instanceB = useSecondInstance(ctx);

  it('delivers a credit made through instance A to a socket on instance B', async () => {
    const user = await buildMember(ctx.db);
    const clientB = await new Client(instanceB.app).login(user.email);
    const socket = await subscribed(clientB, user, await socketBase(instanceB.app));

    const admin = await buildAdmin(ctx.db);
    const adminA = await new Client(ctx.app).login(admin.email);
    const res = await adminA.post('/api/admin/points/adjust', {
      userId: user.id,
      points: 120,
      reason: 'Cross-process',
    });
    expect(res.statusCode).toBe(200);
    expect(await socket.next(isEvent('balance'))).toMatchObject({ data: { balance: 120 } });
    socket.close();
  });

  it('delivers the notification event too, and nothing to B from a rollback on A', async () => {
    const user = await buildMember(ctx.db);
    const clientB = await new Client(instanceB.app).login(user.email);
    const socket = await subscribed(clientB, user, await socketBase(instanceB.app));
    await ctx.db
      .transaction(async (tx) => {
        await publishUserEvent(tx, user.id, { type: 'balance', balance: 666 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await movePoints(ctx.db, {
      userId: user.id,
      type: 'ADJUST',
      points: 40,
      description: 'via A',
      idempotencyKey: `cross:${user.id}`,
    });
    expect(await socket.next()).toMatchObject({ event: 'notification' });
    expect(await socket.next()).toMatchObject({ event: 'balance', data: { balance: 40 } });
    socket.close();
  });
});

describe('Content-Security-Policy', () => {
  it('lets the page connect to the socket on its own origin', async () => {
    const csp = String((await ctx.app.inject('/api/health')).headers['content-security-policy']);
    const connectSrc = csp.split(';').find((d) => d.trim().startsWith('connect-src'))!;
    expect(connectSrc).toContain("'self'");
    expect(connectSrc).toContain('ws://localhost:3000');
    expect(socketOrigin('https://fan.example.jp')).toBe('wss://fan.example.jp');
    expect(socketOrigin('http://localhost:3100')).toBe('ws://localhost:3100');
  });
});
