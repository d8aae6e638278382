// Signatures of the realtime channel: what api/broadcasting/auth hands out and what a socket's
// subscribe message must carry (Pusher's scheme, HMAC-SHA256 with the session secret).
import { hmacSha256, safeEqual } from '../../lib/tokens';

export const signChannel = (secret: string, socketId: string, channel: string) =>
  hmacSha256(secret, `${socketId}:${channel}`);

export const signUser = (secret: string, socketId: string, userData: string) =>
  hmacSha256(secret, `${socketId}::user::${userData}`);

export function isValidChannelAuth(
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  return typeof auth === 'string' && safeEqual(auth, signChannel(secret, socketId, channel));
}

export function isValidUserAuth(
  secret: string,
  socketId: string,
  userData: string,
  auth: unknown,
): boolean {
  return typeof auth === 'string' && safeEqual(auth, signUser(secret, socketId, userData));
}
