// The realtime client: one WebSocket per tab to the same origin, a Pusher-like handshake
// (socket id → api/broadcasting/auth → subscribe to private-user.<id>), reconnection with
// back-off, and the member's events handed to listeners. It runs while a user is signed in.
// Screens may also follow shared channels (a group topic's) while they are open.
import { useSyncExternalStore } from 'react';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@fanclub/contract/auth';
import type { DataResponse } from '@fanclub/contract/api';
import type { ChannelAuth } from '@fanclub/contract/realtime';
import {
  REALTIME_PATH,
  userChannel,
  type ClientMessage,
  type ServerMessage,
  type TopicEvent,
  type UserEvent,
} from '@fanclub/contract/realtime-protocol';
import { whenPainted } from './after-paint';
import { api, setSocketId } from './api-client';
import { userQueryOptions } from './auth';

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';
type EventListener = (event: UserEvent) => void;
/** A shared channel's event, or null after a reconnection (what was missed must be refetched). */
type ChannelListener = (event: TopicEvent | null) => void;

const PING_EVERY_MS = 30_000;
const PONG_WITHIN_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;

class RealtimeClient {
  private socket: WebSocket | undefined;
  private userId: number | undefined;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private status: RealtimeStatus = 'idle';
  private readonly statusListeners = new Set<() => void>();
  private readonly eventListeners = new Set<EventListener>();
  /** Called when a subscription is (re)established: what was missed meanwhile is refetched. */
  onReconnect: (() => void) | undefined;
  private hadSubscription = false;
  private socketId: string | undefined;
  private readonly followed = new Map<string, Set<ChannelListener>>();
  /** Channels subscribed on the current socket. */
  private readonly joined = new Set<string>();

  getStatus = () => this.status;

  subscribeStatus = (listener: () => void) => {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  };

  onEvent(listener: EventListener) {
    this.eventListeners.add(listener);
    return () => {
      this.eventListeners.delete(listener);
    };
  }

  /** Follows a shared channel (its auth is asked of the server) until the returned call. */
  follow(channel: string, listener: ChannelListener) {
    let listeners = this.followed.get(channel);
    if (!listeners) this.followed.set(channel, (listeners = new Set()));
    listeners.add(listener);
    if (this.socket && this.socketId && this.status === 'connected')
      void this.subscribeShared(this.socket, this.socketId, channel);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      this.followed.delete(channel);
      if (this.joined.delete(channel) && this.socket)
        this.sendOn(this.socket, { event: 'unsubscribe', channel });
    };
  }

  private async subscribeShared(socket: WebSocket, socketId: string, channel: string) {
    if (this.joined.has(channel)) return;
    this.joined.add(channel);
    try {
      const { data } = await api.post<DataResponse<ChannelAuth>>('/api/broadcasting/auth', {
        socket_id: socketId,
        channel_name: channel,
      });
      if (this.socket === socket)
        this.sendOn(socket, { event: 'subscribe', channel, auth: data.auth });
    } catch {
      // Not allowed (or offline): the screen still works by refetching on its own.
      this.joined.delete(channel);
    }
  }

  start(userId: number) {
    if (this.userId === userId) return;
    this.stop();
    this.userId = userId;
    this.connect();
  }

  stop() {
    this.userId = undefined;
    this.hadSubscription = false;
    this.attempts = 0;
    clearTimeout(this.retryTimer);
    this.clearKeepAlive();
    const socket = this.socket;
    this.socket = undefined;
    this.joined.clear();
    socket?.close(1000);
    this.setStatus('idle');
  }

  private setStatus(status: RealtimeStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }

  private connect() {
    if (this.userId === undefined || typeof WebSocket === 'undefined') return;
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${scheme}//${window.location.host}${REALTIME_PATH}`);
    this.socket = socket;
    this.setStatus('connecting');
    socket.onmessage = (message) => {
      if (this.socket !== socket || typeof message.data !== 'string') return;
      let parsed: ServerMessage;
      try {
        parsed = JSON.parse(message.data) as ServerMessage;
      } catch {
        return;
      }
      void this.handle(socket, parsed);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.joined.clear();
      this.clearKeepAlive();
      this.setStatus('disconnected');
      this.scheduleReconnect();
    };
  }

  private async handle(socket: WebSocket, message: ServerMessage) {
    switch (message.event) {
      case 'connection_established': {
        setSocketId(message.data.socket_id);
        this.socketId = message.data.socket_id;
        const channel = userChannel(this.userId!);
        try {
          const { data } = await api.post<DataResponse<ChannelAuth>>('/api/broadcasting/auth', {
            socket_id: message.data.socket_id,
            channel_name: channel,
          });
          this.sendOn(socket, { event: 'subscribe', channel, auth: data.auth });
        } catch {
          // Signed out or refused: the session handler takes over; otherwise retry later.
          socket.close();
        }
        return;
      }
      case 'subscription_succeeded':
        if (message.channel !== userChannel(this.userId ?? 0)) {
          // A shared channel: after a reconnection its screen refetches what it missed.
          for (const listener of this.followed.get(message.channel) ?? []) listener(null);
          return;
        }
        this.attempts = 0;
        this.setStatus('connected');
        this.startKeepAlive(socket);
        if (this.hadSubscription) this.onReconnect?.();
        this.hadSubscription = true;
        for (const channel of this.followed.keys())
          void this.subscribeShared(socket, this.socketId!, channel);
        return;
      case 'subscription_error':
        if (message.channel !== userChannel(this.userId ?? 0)) {
          this.joined.delete(message.channel);
          return;
        }
        socket.close();
        return;
      case 'group_topic':
        for (const listener of this.followed.get(message.channel) ?? []) listener(message.data);
        return;
      case 'pong':
        clearTimeout(this.pongTimer);
        return;
      case 'balance':
      case 'notification':
      case 'unread':
        for (const listener of this.eventListeners) listener(message.data);
        return;
      default:
        return;
    }
  }

  private sendOn(socket: WebSocket, message: ClientMessage) {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  /** The browser answers the server's pings itself; this notices a server that went silent. */
  private startKeepAlive(socket: WebSocket) {
    this.clearKeepAlive();
    this.pingTimer = setInterval(() => {
      this.sendOn(socket, { event: 'ping' });
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => socket.close(), PONG_WITHIN_MS);
    }, PING_EVERY_MS);
  }

  private clearKeepAlive() {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
  }

  private scheduleReconnect() {
    if (this.userId === undefined) return;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** this.attempts) * (0.75 + Math.random() / 2);
    this.attempts += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }
}

export const realtime = new RealtimeClient();

/**
 * Runs the client while a user is signed in (the cached auth user), stops it on sign-out, and
 * keeps the header's balance current from the 'balance' events. It connects once the page's
 * first screen has painted (after-paint.ts): the screen's data is asked for first.
 */
export function startRealtime(queryClient: QueryClient): () => void {
  const userKey = userQueryOptions().queryKey;
  const userHash = hashKey(userKey);
  let painted = false;
  let stopped = false;
  const follow = () => {
    if (!painted || stopped) return;
    const user = queryClient.getQueryData<AuthUser | null>(userKey);
    if (user) realtime.start(user.id);
    else realtime.stop();
  };
  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === userHash) follow();
  });
  const stopEvents = realtime.onEvent((event) => {
    if (event.type !== 'balance') return;
    queryClient.setQueryData<AuthUser | null>(userKey, (user) =>
      user ? { ...user, pointAmount: event.balance } : user,
    );
  });
  realtime.onReconnect = () => void queryClient.invalidateQueries({ queryKey: userKey });
  void whenPainted().then(() => {
    painted = true;
    follow();
  });
  return () => {
    stopped = true;
    unsubscribeCache();
    stopEvents();
    realtime.stop();
  };
}

/** The socket's state, for screens that fall back to polling while it is down. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.subscribeStatus, realtime.getStatus);
}
