// What the feed's per-process caches (cache.ts) listen to: NOTIFY feed_changes, sent by triggers
// in every writing transaction (migration 0024), so a write through any process, or plain SQL,
// reaches every process. When it arrives:
// - in the writing process at once: on PostgreSQL every pooled connection LISTENs too, and a
//   session that notifies receives its own notification after the commit and before the
//   statement returns; PGlite calls its listeners before the query resolves. So the next request
//   after a write in this process never sees the old answer;
// - in the other processes when their listening connection reads it, right after the commit
//   (the one window, measured in milliseconds; docs/DECISIONS.md).
// While that connection is down (a server restart), `ready` is false and the caches are not
// used; once it is back everything cached before is dropped.
import pg from 'pg';
import type { Database, Db } from '../../db/client';

export const FEED_CHANNEL = 'feed_changes';

/** One notification: everything, the names shown on posts, or posts and readers by id. */
export type FeedChange = { all: boolean; names: boolean; posts: number[]; readers: number[] };

export function parseChange(payload: string): FeedChange {
  const change: FeedChange = { all: false, names: false, posts: [], readers: [] };
  for (const token of payload.split(',')) {
    const id = Number(token.slice(1));
    if (token === 'i') change.names = true;
    else if (token[0] === 'p' && Number.isInteger(id)) change.posts.push(id);
    else if (token[0] === 'u' && Number.isInteger(id)) change.readers.push(id);
    else change.all = true; // '*', or anything not understood
  }
  return change;
}

export type FeedChanges = {
  /** Moves with every change received: a load begun at another tick must not be kept. */
  tick: () => number;
  /** False while a change made by another process could go unnoticed. */
  ready: () => boolean;
  subscribe: (handler: (change: FeedChange) => void) => void;
  close: () => Promise<void>;
};

const byDatabase = new WeakMap<Db, FeedChanges>();

/** The changes this process listens to on `db`, once the feed has started listening. */
export const feedChangesOf = (db: Db): FeedChanges | undefined => byDatabase.get(db);

export async function listenFeedChanges(database: Database): Promise<FeedChanges> {
  const changes = await listen(database);
  byDatabase.set(database.db, changes);
  return changes;
}

async function listen(database: Database): Promise<FeedChanges> {
  const handlers: Array<(change: FeedChange) => void> = [];
  let tick = 0;
  let connected = database.kind === 'pglite';
  const receive = (payload: string) => {
    tick += 1;
    const change = parseChange(payload);
    for (const handler of handlers) handler(change);
  };
  const api = (close: () => Promise<void>): FeedChanges => ({
    tick: () => tick,
    ready: () => connected,
    subscribe: (handler) => void handlers.push(handler),
    close,
  });
  if (database.kind === 'pglite') return api(await database.listen(FEED_CHANNEL, receive));

  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  // Each pooled connection LISTENs before its first query for the app, so the writer's own
  // connection hands this process the change before the write's promise resolves: new ones
  // in the pool's onConnect hook, the ones already open (migrations) here, one by one.
  const listening = new WeakSet<pg.ClientBase>();
  const onMessage = (message: pg.Notification) => {
    if (message.channel === FEED_CHANNEL) receive(message.payload ?? '*');
  };
  const listen = async (client: pg.ClientBase) => {
    if (listening.has(client)) return;
    listening.add(client);
    client.on('notification', onMessage);
    await client.query(`LISTEN ${FEED_CHANNEL}`);
  };
  const options = pool.options as { onConnect?: (client: pg.ClientBase) => Promise<void> };
  const previous = options.onConnect;
  options.onConnect = async (client) => {
    await previous?.(client);
    await listen(client);
  };
  const open = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
  try {
    await Promise.all(open.map(listen));
  } finally {
    for (const client of open) client.release();
  }
  // Should one have been busy meanwhile: LISTEN queued before its next query.
  pool.on('acquire', (client) => {
    if (!listening.has(client)) listen(client).catch(() => undefined);
  });

  // And one connection of its own, which keeps listening while the pool is idle.
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', onMessage);
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      connected = false;
      void next.end().catch(() => undefined);
      schedule();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    await next.connect();
    await next.query(`LISTEN ${FEED_CHANNEL}`);
    // Whatever changed while nobody listened is unknown: start over.
    receive('*');
    connected = true;
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => {
        client = undefined;
        schedule();
      });
    }, 1000);
    retry.unref();
  };
  await connect();
  return api(async () => {
    stopped = true;
    connected = false;
    if (retry) clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  });
}
