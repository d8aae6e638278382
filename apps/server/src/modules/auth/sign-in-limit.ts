// The limits around a sign-in: per address and e-mail, per address, per e-mail, and per account
// across addresses with a growing delay (rate-limit.ts). A browser the owner signed in with
// before passes the account-wide limits, so strangers' failures never lock the owner out; the
// owner is mailed when the delays start, and a password reset clears them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findUserByEmail } from './queries';
import { isKnownBrowser, rememberBrowser } from './known-browser';

/** The failure at which delays start, and the owner is mailed once. */
const MAIL_AT_FAILURE = 6;

export type SignInAttempt = { email: string; ip: string; key: string; known: boolean };

/** Throws 429 while any limit the attempt falls under is spent; answers the attempt. */
export async function beforeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  rawEmail: string,
): Promise<SignInAttempt> {
  const email = rawEmail.toLowerCase();
  const attempt = {
    email,
    ip: request.ip,
    key: `${email}|${request.ip}`,
    known: isKnownBrowser(app.config, request, email),
  };
  await app.throttles.login.check(attempt.key);
  await app.throttles.loginAddress.check(request.ip);
  if (!attempt.known) {
    await app.throttles.loginEmail.check(email);
    await app.throttles.loginAccount.wait(email);
  }
  return attempt;
}

export async function signInFailed(app: FastifyInstance, attempt: SignInAttempt) {
  await Promise.all([
    app.throttles.login.hit(attempt.key),
    app.throttles.loginAddress.hit(attempt.ip),
    attempt.known ? undefined : app.throttles.loginEmail.hit(attempt.email),
  ]);
  if (attempt.known) return;
  const count = await app.throttles.loginAccount.fail(attempt.email);
  if (count !== MAIL_AT_FAILURE) return;
  const owner = await findUserByEmail(app.db, attempt.email);
  if (!owner || (owner.status !== 'active' && owner.status !== 'provisional')) return;
  await app.mailer.send(app.db, {
    to: owner.email,
    language: owner.mainLanguage,
    template: 'signInFailures',
    vars: { nickname: owner.nickname, url: `${app.config.appUrl}/forgot-password` },
  });
}

export async function signInSucceeded(
  app: FastifyInstance,
  reply: FastifyReply,
  attempt: SignInAttempt,
) {
  await app.throttles.login.reset(attempt.key);
  // A stranger's failures do not end when the owner signs in from their usual browser.
  if (!attempt.known) await app.throttles.loginAccount.clear(attempt.email);
  rememberBrowser(app.config, reply, attempt.email);
}

/** A reset password proved the address: the account's delays end. */
export const clearAccountLimits = (app: FastifyInstance, email: string) =>
  app.throttles.loginAccount.clear(email.toLowerCase());
