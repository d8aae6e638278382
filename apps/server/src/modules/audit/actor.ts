// The audit actor of a request: the signed-in user and the client address Fastify resolved
// (through TRUST_PROXY), for the routes that pass it to their service.
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth';
import type { AuditActor } from './record';

export function auditActor(request: FastifyRequest): AuditActor {
  return { actorId: currentUser(request).id, ip: request.ip || null };
}
