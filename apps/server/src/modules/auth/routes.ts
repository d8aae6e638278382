// Auth calls: CSRF cookie, sign-up, e-mail verification, sign-in/out, passwords, current user.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, okResponse } from '@fanclub/contract/api';
import {
  authUser,
  changePasswordBody,
  emailBody,
  loginBody,
  registerBody,
  registerResult,
  resetPasswordBody,
  tokenBody,
} from '@fanclub/contract/auth';
import { errorEnvelope } from '@fanclub/contract/errors';
import { loginPending } from '@fanclub/contract/two-factor';
import { hasTwoFactor } from '../two-factor/service';
import { appError } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { presentAuthUser } from './presenter';
import {
  authenticate,
  changePassword,
  registerMember,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './service';
import { recordLogin } from './queries';
import { beforeSignIn, clearAccountLimits, signInFailed, signInSucceeded } from './sign-in-limit';
import { errorResponses } from '../../lib/route-errors';

const errors = errorResponses(401, 403, 419, 422, 429);
const ok = { data: { ok: true as const } };

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  app.get('/sanctum/csrf-cookie', { schema: { tags } }, async (request, reply) => {
    await app.sessions.ensure(request, reply);
    return reply.status(204).send();
  });

  app.post(
    '/api/register',
    {
      // Counted before validation: the throttle limits attempts, not successes.
      onRequest: async (request) => app.throttles.signup.hit(`ip:${request.ip}`),
      schema: { tags, body: registerBody, response: { 201: dataOf(registerResult), ...errors } },
    },
    async (request, reply) => {
      const user = await registerMember(app, request.body, request.locale);
      return reply
        .status(201)
        .send({ data: { email: user.email, status: 'provisional' as const } });
    },
  );

  app.post(
    '/api/email/verify',
    {
      schema: {
        tags,
        body: tokenBody,
        response: { 200: dataOf(z.object({ email: z.string() })), ...errors },
      },
    },
    async (request) => {
      const user = await verifyEmail(app, request.body.token);
      return { data: { email: user.email } };
    },
  );

  app.post(
    '/api/email/resend',
    {
      onRequest: async (request) => app.throttles.mail.hit(`resend:${request.ip}`),
      schema: { tags, body: emailBody, response: { 202: okResponse, ...errors } },
    },
    async (request, reply) => {
      await resendVerification(app, request.body.email);
      return reply.status(202).send(ok);
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags,
        description:
          'A member with two-step sign-in gets 202 `twoFactor: pending`: the session may then only send the code (POST /api/login/two-factor) or sign out. Failed sign-ins are limited per address and e-mail, per address, and per account across addresses: after five, each failure makes the account wait longer (5 s doubling to 15 minutes; 429 with Retry-After, the right password too) and the owner is mailed once. A browser that signed in to the account before (an HttpOnly cookie on /api/login) does not wait; a password reset ends the waits.',
        body: loginBody,
        response: { 200: dataOf(authUser), 202: dataOf(loginPending), ...errors },
      },
    },
    async (request, reply) => {
      const attempt = await beforeSignIn(app, request, request.body.email);
      const user = await authenticate(app, request.body);
      if (!user) {
        await signInFailed(app, attempt);
        throw appError('INVALID_CREDENTIALS');
      }
      try {
        await signInSucceeded(app, reply, attempt);
        if (await hasTwoFactor(app, user.id)) {
          await app.sessions.signIn(request, reply, user.id);
          return reply.status(202).send({ data: { twoFactor: 'pending' as const } });
        }
        await app.sessions.signIn(request, reply, user.id);
        const now = new Date();
        await recordLogin(app.db, user.id, now);
        const enrolmentRequired = user.isAdmin && app.config.adminRequire2fa;
        return {
          data: presentAuthUser(
            { ...user, lastLoginAt: now, isAdmin: user.isAdmin && !enrolmentRequired },
            { enabled: false, enrolmentRequired },
          ),
        };
      } catch (error) {
        throw appError('LOGIN_FAILED', { cause: error });
      }
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.sessions.destroy(request, reply);
    return ok;
  };
  app.get('/api/logout', { schema: { tags, response: { 200: okResponse } } }, logout);
  app.post(
    '/api/logout',
    { schema: { tags, response: { 200: okResponse, 419: errorEnvelope } } },
    logout,
  );

  app.get(
    '/api/auth/user',
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: dataOf(authUser), 401: errorEnvelope, 403: errorEnvelope } },
    },
    async (request) => ({
      data: presentAuthUser(currentUser(request), {
        enabled: request.secondFactor?.enabled ?? false,
        enrolmentRequired: request.secondFactor?.enrolmentRequired ?? false,
      }),
    }),
  );

  app.post(
    '/api/forgot-password',
    {
      onRequest: async (request) => app.throttles.mail.hit(`forgot:${request.ip}`),
      schema: { tags, body: emailBody, response: { 202: okResponse, ...errors } },
    },
    async (request, reply) => {
      await requestPasswordReset(app, request.body.email);
      return reply.status(202).send(ok);
    },
  );

  app.post(
    '/api/reset-password',
    {
      onRequest: async (request) => app.throttles.mail.hit(`reset:${request.ip}`),
      schema: { tags, body: resetPasswordBody, response: { 200: okResponse, ...errors } },
    },
    async (request) => {
      const user = await resetPassword(app, request.body);
      await clearAccountLimits(app, user.email);
      await app.sessions.endOthers(request, user.id);
      return ok;
    },
  );

  app.post(
    '/api/me/password',
    {
      onRequest: app.requireUser,
      schema: { tags, body: changePasswordBody, response: { 200: okResponse, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      await changePassword(app, user, request.body);
      await app.sessions.endOthers(request, user.id);
      return ok;
    },
  );
}
