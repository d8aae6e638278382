// The realtime channel's protocol without zod (the web app's first load imports it): the
// socket's path, ids and channel names, and the messages both sides send.
/** Where the WebSocket is served (same origin, ws: or wss:). */
export const REALTIME_PATH = '/broadcasting/socket';
/**
 * The same socket in the Pusher protocol (v7), for stock clients (pusher-js, Laravel Echo):
 * `${REALTIME_PATH}/app/${PUSHER_APP_KEY}`, i.e. pusher-js with `wsPath: REALTIME_PATH`.
 * Their auth strings are `${PUSHER_APP_KEY}:<signature>`.
 */
export const PUSHER_APP_KEY = 'fanclub';
/** Largest message a client may send; bigger ones close the socket. */
export const REALTIME_MAX_MESSAGE_BYTES = 4096;

/** Socket ids look like Pusher's: two numbers joined by a dot. */
export const SOCKET_ID_PATTERN = /^\d{1,12}\.\d{1,12}$/;
export const userChannel = (userId: number) => `private-user.${userId}`;
export const USER_CHANNEL_PATTERN = /^private-user\.(\d{1,12})$/;
/** A group topic's channel: its activity, as ids only (each reader refetches what they may see). */
export const groupTopicChannel = (groupId: number, topicId: number) =>
  `private-group-topic.${groupId}.${topicId}`;
export const GROUP_TOPIC_CHANNEL_PATTERN = /^private-group-topic\.(\d{1,12})\.(\d{1,12})$/;

/** What arrives on a member's private channel. */
export type UserEvent =
  | { type: 'balance'; balance: number }
  | { type: 'notification'; id: number; unread?: number }
  | { type: 'unread'; unread: number };

/** What arrives on a group topic's channel: what changed, never its content. */
export type TopicEvent = {
  type: 'group_topic';
  change: 'post' | 'comment' | 'like' | 'vote' | 'edit' | 'delete';
  topicId: number;
  postId: number;
  commentId?: number;
};

/** Messages the server sends. */
export type ServerMessage =
  | { event: 'connection_established'; data: { socket_id: string; activity_timeout: number } }
  | { event: 'subscription_succeeded'; channel: string }
  | { event: 'subscription_error'; channel: string; data: { status: number } }
  | { event: 'signin_success'; data: { user_id: string; user_data?: string } }
  | { event: 'error'; data: { message: string } }
  | { event: 'pong' }
  | { event: UserEvent['type']; channel: string; data: UserEvent }
  | { event: TopicEvent['type']; channel: string; data: TopicEvent };

/** Messages the client sends. */
export type ClientMessage =
  | { event: 'subscribe'; channel: string; auth: string }
  | { event: 'unsubscribe'; channel: string }
  | { event: 'signin'; data: { auth: string; user_data: string } }
  | { event: 'ping' };
