// Route guards: signed-in member, admin; and the second factor in front of every admin call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema/index';
import { appError, forbidden, unauthenticated } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user; call only behind requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** Refuses a session whose member has not passed the code step, or an admin yet to enrol. */
function checkSecondFactor(request: FastifyRequest) {
  if (request.secondFactor?.pendingUser) throw appError('TWO_FACTOR_REQUIRED');
  if (request.secondFactor?.enrolmentRequired) throw appError('TWO_FACTOR_ENROLMENT_REQUIRED');
}

async function authPlugin(app: FastifyInstance) {
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.secondFactor?.pendingUser) throw appError('TWO_FACTOR_REQUIRED');
    if (!request.user) throw unauthenticated();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    checkSecondFactor(request);
    if (!request.user) throw unauthenticated();
    if (!request.user.isAdmin) throw forbidden();
  });
  // Calls under /api/admin that a group's moderator may make check roles inside; an admin's
  // session reaches none of them before its second factor.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.startsWith('/api/admin/')) checkSecondFactor(request);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['session'] });
