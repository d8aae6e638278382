// This process's open sockets and their channels; delivers the database's user events to them.
import { randomInt } from 'node:crypto';
import {
  GROUP_TOPIC_CHANNEL_PATTERN,
  USER_CHANNEL_PATTERN,
  userChannel,
  type ServerMessage,
} from '@fanclub/contract/realtime';
import { toPusher } from './pusher-dialect';
import type { EventEnvelope } from './publish';

/** The part of a `ws` WebSocket the hub uses. */
export type RawSocket = {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'pong' | 'close', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
};

const OPEN = 1;

export type Connection = {
  id: string;
  socket: RawSocket;
  /** From the session cookie of the upgrade request, or a signed `signin`; never from the client's word. */
  userId: number | null;
  sessionIdHash: string | null;
  channels: Set<string>;
  alive: boolean;
  /** The socket's protocol: the native one, or Pusher's (for pusher-js and Laravel Echo). */
  dialect: 'native' | 'pusher';
};

/** A server message in the connection's protocol. */
export function encode(connection: Pick<Connection, 'dialect'>, message: ServerMessage): string {
  return JSON.stringify(connection.dialect === 'pusher' ? toPusher(message) : message);
}

export function newSocketId(): string {
  return `${randomInt(1, 10 ** 12)}.${randomInt(1, 10 ** 12)}`;
}

export function channelUserId(channel: string): number | null {
  const match = USER_CHANNEL_PATTERN.exec(channel);
  return match ? Number(match[1]) : null;
}

export class Hub {
  readonly connections = new Map<string, Connection>();
  private readonly channels = new Map<string, Set<Connection>>();

  add(connection: Connection) {
    this.connections.set(connection.id, connection);
  }

  remove(connection: Connection) {
    this.connections.delete(connection.id);
    for (const channel of connection.channels) this.leave(connection, channel);
  }

  join(connection: Connection, channel: string) {
    connection.channels.add(channel);
    let members = this.channels.get(channel);
    if (!members) this.channels.set(channel, (members = new Set()));
    members.add(connection);
  }

  leave(connection: Connection, channel: string) {
    connection.channels.delete(channel);
    const members = this.channels.get(channel);
    members?.delete(connection);
    if (members?.size === 0) this.channels.delete(channel);
  }

  /** Sends to the channel's sockets on this process, except the one that caused the event. */
  deliver(envelope: EventEnvelope): number {
    const channel = 'channel' in envelope ? envelope.channel : userChannel(envelope.userId);
    const members = this.channels.get(channel);
    if (!members) return 0;
    const message = { event: envelope.event.type, channel, data: envelope.event } as ServerMessage;
    const encoded = { native: encode({ dialect: 'native' }, message), pusher: '' };
    let sent = 0;
    for (const connection of members) {
      if (connection.id === envelope.exceptSocketId) continue;
      if (connection.socket.readyState !== OPEN) continue;
      if (connection.dialect === 'pusher' && !encoded.pusher)
        encoded.pusher = encode(connection, message);
      connection.socket.send(encoded[connection.dialect]);
      sent += 1;
    }
    return sent;
  }
}

export function send(connection: Connection, message: ServerMessage) {
  if (connection.socket.readyState === OPEN) connection.socket.send(encode(connection, message));
}

/** A NOTIFY payload, checked: anything malformed is dropped, never thrown at the listener. */
export function parseEnvelope(payload: string): EventEnvelope | null {
  try {
    const value = JSON.parse(payload) as Partial<{ userId: unknown; channel: unknown }> &
      Partial<EventEnvelope>;
    if (!value || typeof value.event?.type !== 'string') return null;
    const forUser = typeof value.userId === 'number';
    const forTopic =
      typeof value.channel === 'string' && GROUP_TOPIC_CHANNEL_PATTERN.test(value.channel);
    if (!forUser && !forTopic) return null;
    return value as EventEnvelope;
  } catch {
    return null;
  }
}
