// The realtime channel: a small Pusher-like protocol over one WebSocket per tab. The server
// greets with a socket id; the page asks api/broadcasting/auth for a signature of
// "socket_id:channel" and subscribes with it; events of the member's private channel follow.
import { z } from 'zod';
import { SOCKET_ID_PATTERN } from './realtime-protocol';

export * from './realtime-protocol';

const required = () => ({ error: 'validation.required' }) as const;
export const socketId = z.string(required()).regex(SOCKET_ID_PATTERN, 'validation.invalid');

/** Pusher's names for the fields (snake_case), as its clients send them. */
export const channelAuthBody = z.object({
  socket_id: socketId,
  channel_name: z.string(required()).min(1, 'validation.required').max(200, 'validation.too_long'),
});
export type ChannelAuthBody = z.input<typeof channelAuthBody>;
export const channelAuth = z.object({ auth: z.string() }).meta({ id: 'ChannelAuth' });
export type ChannelAuth = z.infer<typeof channelAuth>;

export const userAuthBody = z.object({ socket_id: socketId });
export const userAuth = z
  .object({ auth: z.string(), user_data: z.string() })
  .meta({ id: 'UserAuth' });
export type UserAuth = z.infer<typeof userAuth>;
