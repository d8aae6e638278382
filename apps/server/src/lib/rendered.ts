import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text a presenter rendered ahead (and checked against the contract's schema when it
 * made it), past the route's response serializer: the cached feed pages, posts and admin pages.
 */
export function sendRendered(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}
