// Events for a member's private channel. They go through PostgreSQL's NOTIFY on the caller's
// transaction, so an event leaves only when what it announces has committed, and every server
// process listening on the database receives it (the realtime plugin pushes it to sockets).
import { sql } from 'drizzle-orm';
import type { TopicEvent, UserEvent } from '@fanclub/contract/realtime';
import type { Db } from '../../db/client';

export const REALTIME_CHANNEL = 'fanclub_user_events';

export type { TopicEvent, UserEvent };

/** `exceptSocketId`: the socket of the tab that made the change (its X-Socket-Id), which already knows. */
export type UserEventEnvelope = { userId: number; event: UserEvent; exceptSocketId?: string };

/** An event for a shared channel (a group topic's), whose subscribers were authorised by its policy. */
export type ChannelEventEnvelope = { channel: string; event: TopicEvent; exceptSocketId?: string };

export type EventEnvelope = UserEventEnvelope | ChannelEventEnvelope;

export async function publishUserEvent(
  db: Db,
  userId: number,
  event: UserEvent,
  exceptSocketId?: string,
): Promise<void> {
  const payload: UserEventEnvelope = {
    userId,
    event,
    ...(exceptSocketId ? { exceptSocketId } : {}),
  };
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** An event on a shared channel, sent like the members' ones: after the caller's transaction commits. */
export async function publishChannelEvent(
  db: Db,
  channel: string,
  event: TopicEvent,
  exceptSocketId?: string | null,
): Promise<void> {
  const payload: ChannelEventEnvelope = {
    channel,
    event,
    ...(exceptSocketId ? { exceptSocketId } : {}),
  };
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(payload)})`);
}
