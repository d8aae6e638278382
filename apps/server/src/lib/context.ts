// The one context type of services: what a service may use of the app. Routes pass `app` (a
// Fastify instance has every field), or `withRequestLog(app, request)` to log under the
// request's id; tests pass their built app. A service asks for a Pick when it needs less.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type ServiceContext = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'storage' | 'log'>;

/** The app's context with the request's logger (its lines carry the request id). */
export function withRequestLog(app: ServiceContext, request: FastifyRequest): ServiceContext {
  return {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    storage: app.storage,
    log: request.log,
  };
}
