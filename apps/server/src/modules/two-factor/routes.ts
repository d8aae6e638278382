// Two-step sign-in calls: the code step after the password, the member's own settings
// (status, enrolment, disabling, new recovery codes), and an admin's reset of a member's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams, okResponse } from '@fanclub/contract/api';
import { authUser } from '@fanclub/contract/auth';
import {
  recoveryCodes,
  twoFactorCodeBody,
  twoFactorProofBody,
  twoFactorSetup,
  twoFactorStatus,
} from '@fanclub/contract/two-factor';
import { appError, unauthenticated } from '../../errors';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { auditActor } from '../audit/actor';
import { recordLogin } from '../auth/queries';
import { presentAuthUser } from '../auth/presenter';
import {
  checkCode,
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  resetTwoFactor,
  startEnrolment,
  twoFactorStatus as loadStatus,
} from './service';

const errors = errorResponses(401, 403, 409, 419, 422, 429);
const passed = { enabled: true, enrolmentRequired: false };

export default async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  /** Counts wrong codes per session and per account; throws 429 once either is spent. */
  async function guarded<T>(request: FastifyRequest, email: string, attempt: () => Promise<T>) {
    const sessionKey = request.session?.idHash ?? request.ip;
    // Keyed like the sign-in limits: by the account's address.
    const accountKey = email.toLowerCase();
    await app.throttles.twoFactorSession.check(sessionKey);
    await app.throttles.twoFactorAccount.check(accountKey);
    try {
      const result = await attempt();
      await app.throttles.twoFactorSession.reset(sessionKey);
      return result;
    } catch (error) {
      if ((error as { errorCode?: string }).errorCode === 'INVALID_TWO_FACTOR_CODE') {
        await app.throttles.twoFactorSession.hit(sessionKey);
        await app.throttles.twoFactorAccount.hit(accountKey);
      }
      throw error;
    }
  }

  /** Only an admin under ADMIN_REQUIRE_2FA must keep it. */
  const isRequired = (request: FastifyRequest) =>
    app.config.adminRequire2fa &&
    (currentUser(request).isAdmin || request.secondFactor?.enrolmentRequired === true);

  app.post(
    '/api/login/two-factor',
    {
      schema: {
        tags,
        summary: 'The code step of sign-in: a TOTP code or a recovery code (throttled)',
        description:
          'After POST /api/login answered 202, the session may make only this call and sign out. A TOTP code is accepted once (its time step is stored); a recovery code once. Wrong codes are limited to 5 per session and 10 per account in 15 minutes (429). The session id is rotated when the code is right.',
        body: twoFactorCodeBody,
        response: { 200: dataOf(authUser), ...errors },
      },
    },
    async (request, reply) => {
      const user = request.secondFactor?.pendingUser;
      if (!user) throw unauthenticated();
      await guarded(request, user.email, async () => {
        if (!(await checkCode(app, user.id, request.body.code)))
          throw appError('INVALID_TWO_FACTOR_CODE');
      });
      await app.throttles.twoFactorAccount.reset(user.email.toLowerCase());
      await app.sessions.signIn(request, reply, user.id, { twoFactorPassed: true });
      const now = new Date();
      await recordLogin(app.db, user.id, now);
      return { data: presentAuthUser({ ...user, lastLoginAt: now }, passed) };
    },
  );

  app.get(
    '/api/me/two-factor',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The signed-in member’s two-step sign-in: on or off, recovery codes left',
        response: { 200: dataOf(twoFactorStatus), ...errors },
      },
    },
    async (request) => ({
      data: {
        ...(await loadStatus(app, currentUser(request).id)),
        required: isRequired(request),
      },
    }),
  );

  app.post(
    '/api/me/two-factor/setup',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Starts two-step sign-in: a new secret as a QR code, otpauth URI and text',
        description:
          'The secret is shown only here, until the first code confirms it; 409 while two-step sign-in is on.',
        response: { 200: dataOf(twoFactorSetup), ...errors },
      },
    },
    async (request) => ({ data: await startEnrolment(app, currentUser(request)) }),
  );

  app.post(
    '/api/me/two-factor/confirm',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Turns two-step sign-in on with a first code; answers ten recovery codes once',
        description:
          'The session id is rotated and marked as having passed the second factor; the member’s other sessions end.',
        body: twoFactorCodeBody,
        response: { 200: dataOf(recoveryCodes), ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const codes = await guarded(request, user.email, () =>
        confirmEnrolment(app, user.id, request.body.code),
      );
      await app.sessions.signIn(request, reply, user.id, { twoFactorPassed: true });
      await app.sessions.endOthers(request, user.id);
      return { data: { recoveryCodes: codes } };
    },
  );

  app.post(
    '/api/me/two-factor/disable',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Turns two-step sign-in off (a current code or the password)',
        description: 'Admins cannot while ADMIN_REQUIRE_2FA is on (403).',
        body: twoFactorProofBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const required = isRequired(request);
      await guarded(request, user.email, () =>
        disableTwoFactor(app, user, request.body, { required }),
      );
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/me/two-factor/recovery-codes',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Replaces the recovery codes (a current code or the password); shown once',
        body: twoFactorProofBody,
        response: { 200: dataOf(recoveryCodes), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const codes = await guarded(request, user.email, () =>
        regenerateRecoveryCodes(app, user, request.body),
      );
      return { data: { recoveryCodes: codes } };
    },
  );

  app.delete(
    '/api/admin/members/:id/two-factor',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Resets a member’s two-step sign-in after a lost device (admin; mails the member)',
        description:
          'Removes the secret and recovery codes and ends the member’s sessions; `reset` is false when it was not on. An admin cannot reset their own (403).',
        params: idParams,
        response: {
          200: dataOf(z.object({ reset: z.boolean() })),
          ...errorResponses(401, 403, 404, 419, 422),
        },
      },
    },
    async (request) => ({
      data: {
        reset: await resetTwoFactor(app, {
          actor: auditActor(request),
          userId: request.params.id,
        }),
      },
    }),
  );
}
