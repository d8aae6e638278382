// A browser the owner signed in with before: a signed cookie naming the account (by a keyed
// hash of its address), set at each sign-in. Failures from other browsers close the account for
// a growing delay; this browser does not wait, so strangers cannot lock the owner out.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

export const KNOWN_BROWSER_COOKIE = 'fanclub_known';
const KEPT_SECONDS = 365 * 24 * 3600;

function mac(config: Config, email: string, nonce: string) {
  return createHmac('sha256', config.secrets.session)
    .update(`known-browser:${email.toLowerCase()}:${nonce}`)
    .digest('base64url');
}

export function isKnownBrowser(config: Config, request: FastifyRequest, email: string): boolean {
  const value = request.cookies[KNOWN_BROWSER_COOKIE];
  const [nonce, given] = value?.split('.') ?? [];
  if (!nonce || !given) return false;
  const expected = Buffer.from(mac(config, email, nonce));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function rememberBrowser(config: Config, reply: FastifyReply, email: string) {
  const nonce = randomBytes(12).toString('base64url');
  reply.setCookie(KNOWN_BROWSER_COOKIE, `${nonce}.${mac(config, email, nonce)}`, {
    path: '/api/login',
    sameSite: 'lax',
    secure: config.secureCookies,
    httpOnly: true,
    maxAge: KEPT_SECONDS,
  });
}
