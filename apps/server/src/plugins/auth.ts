// Route guards: signed-in member, admin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema/index';
import { forbidden, unauthenticated } from '../errors';

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

async function authPlugin(app: FastifyInstance) {
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    if (!request.user.isAdmin) throw forbidden();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['session'] });
