// Stock clients nobody here wrote: Laravel Echo on pusher-js (from the registry) connects to the
// socket's Pusher endpoint, signs in and authorises the member's private channel through the
// product's own calls, and receives a live balance event.
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSHER_APP_KEY, REALTIME_PATH } from '@fanclub/contract/realtime';
import type { UserRow } from '../../db/schema/index';
import {
  buildAdmin,
  buildMember,
  Client,
  createTestContext,
  json,
  type TestContext,
} from '../../../test/helpers';

let ctx: TestContext;
let port: number;
let admin: Client;
const echos: Echo<'pusher'>[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  port = address.port;
  admin = await new Client(ctx.app).login((await buildAdmin(ctx.db)).email);
});
afterAll(async () => {
  for (const echo of echos) echo.disconnect();
  await ctx?.close();
});

/** The socket options of every client here: this server's port and path, plain ws, no stats. */
const connection = () => ({
  cluster: 'mt1',
  wsHost: '127.0.0.1',
  wsPort: port,
  wsPath: REALTIME_PATH,
  forceTLS: false,
  enabledTransports: ['ws' as const],
  disableStats: true,
});

type Callback = (error: Error | null, data: { auth: string; user_data?: string } | null) => void;

/**
 * Echo as a page would set it up for this product: the Pusher protocol on the same origin, and
 * custom handlers that call the product's auth routes with the member's session and add the
 * app key to the signature (the routes answer in the contract's `{data: …}` envelope).
 */
function echoFor(member: Client): Echo<'pusher'> {
  const post = async (url: string, body: object) => {
    const res = await member.post(url, body);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    return json<{ data: { auth: string; user_data?: string } }>(res).data;
  };
  const options = {
    broadcaster: 'pusher' as const,
    key: PUSHER_APP_KEY,
    Pusher,
    ...connection(),
    userAuthentication: {
      endpoint: '/broadcasting/user-auth',
      transport: 'ajax',
      customHandler: ({ socketId }: { socketId: string }, callback: Callback) => {
        post('/broadcasting/user-auth', { socket_id: socketId }).then(
          (data) =>
            callback(null, { auth: `${PUSHER_APP_KEY}:${data.auth}`, user_data: data.user_data }),
          (error: Error) => callback(error, null),
        );
      },
    },
    channelAuthorization: {
      endpoint: '/api/broadcasting/auth',
      transport: 'ajax',
      customHandler: (
        { socketId, channelName }: { socketId: string; channelName: string },
        callback: Callback,
      ) => {
        // A script has no session cookie on its socket: the signed-in user comes first.
        void (echo.connector.pusher.user.signinDonePromise as Promise<unknown>)
          .then(() =>
            post('/api/broadcasting/auth', { socket_id: socketId, channel_name: channelName }),
          )
          .then(
            (data) => callback(null, { auth: `${PUSHER_APP_KEY}:${data.auth}` }),
            (error: Error) => callback(error, null),
          );
      },
    },
  };
  const echo: Echo<'pusher'> = new Echo(
    options as unknown as ConstructorParameters<typeof Echo<'pusher'>>[0],
  );
  echo.connector.signin();
  echos.push(echo);
  return echo;
}

function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), ms)),
  ]);
}

async function member(): Promise<{ user: UserRow; client: Client }> {
  const user = await buildMember(ctx.db);
  return { user, client: await new Client(ctx.app).login(user.email) };
}

describe('Laravel Echo and pusher-js against the realtime socket', () => {
  it('connects, authorises the private channel and receives a live balance event', async () => {
    const { user, client } = await member();
    const echo = echoFor(client);
    const subscribed = new Promise<void>((resolve, reject) => {
      const channel = echo.private(`user.${user.id}`);
      channel
        .subscribed(() => resolve())
        .error((e: unknown) => reject(new Error(JSON.stringify(e))));
    });
    await within(10_000, 'subscription', subscribed);
    expect(echo.socketId()).toMatch(/^\d+\.\d+$/);

    const received = new Promise<{ type: string; balance: number }>((resolve) => {
      echo.private(`user.${user.id}`).listen('.balance', resolve);
    });
    const grant = await admin.post('/api/admin/points/adjust', {
      userId: user.id,
      points: 120,
      reason: 'Echo test',
    });
    expect(grant.statusCode).toBe(200);
    expect(await within(10_000, 'balance event', received)).toEqual({
      type: 'balance',
      balance: 120,
    });
  });

  it("refuses another member's channel", async () => {
    const { client } = await member();
    const other = await buildMember(ctx.db);
    const echo = echoFor(client);
    const refused = new Promise<unknown>((resolve, reject) => {
      echo
        .private(`user.${other.id}`)
        .subscribed(() => reject(new Error('subscribed to a foreign channel')))
        .error(resolve);
    });
    // The product's auth route refuses to sign it, so the client reports the failure.
    expect(await within(10_000, 'refusal', refused)).toBeTruthy();
  });

  it('refuses a signature forged for another socket', async () => {
    const { user, client } = await member();
    const pusher = new Pusher(PUSHER_APP_KEY, {
      ...connection(),
      userAuthentication: {
        endpoint: '/broadcasting/user-auth',
        transport: 'ajax',
        customHandler: ({ socketId }, callback) => {
          void client.post('/broadcasting/user-auth', { socket_id: socketId }).then((res) => {
            const data = json<{ data: { auth: string; user_data: string } }>(res).data;
            callback(null, { auth: `${PUSHER_APP_KEY}:${data.auth}`, user_data: data.user_data });
          });
        },
      },
      channelAuthorization: {
        endpoint: '/api/broadcasting/auth',
        transport: 'ajax',
        customHandler: ({ channelName }, callback) => {
          // Signed for a socket id that is not this one.
          void client
            .post('/api/broadcasting/auth', { socket_id: '1.1', channel_name: channelName })
            .then((res) =>
              callback(null, {
                auth: `${PUSHER_APP_KEY}:${json<{ data: { auth: string } }>(res).data.auth}`,
              }),
            );
        },
      },
    });
    try {
      pusher.signin();
      await within(10_000, 'signin', pusher.user.signinDonePromise as Promise<unknown>);
      const channel = pusher.subscribe(`private-user.${user.id}`);
      const outcome = await within(
        10_000,
        'subscription outcome',
        new Promise<string>((resolve) => {
          channel.bind('pusher:subscription_succeeded', () => resolve('subscribed'));
          channel.bind('pusher:subscription_error', () => resolve('refused'));
        }),
      );
      expect(outcome).toBe('refused');
    } finally {
      pusher.disconnect();
    }
  });
});
