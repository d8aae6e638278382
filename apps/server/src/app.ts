// Builds the Fastify app; tests use it with inject, only server.ts listens.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@fanclub/contract/avatar';
import { pickLocale } from '@fanclub/contract/codes';
import type { Config } from './config';
import type { Database } from './db/client';
import { appError } from './errors';
import { startJobs } from './jobs/index';
import accountRoutes from './modules/account/routes';
import authRoutes from './modules/auth/routes';
import twoFactorRoutes from './modules/two-factor/routes';
import commentRoutes from './modules/comments/routes';
import reactionRoutes from './modules/reactions/routes';
import avatarRoutes from './modules/avatar/routes';
import feedRoutes from './modules/feed/routes';
import groupTopicRoutes from './modules/group-topics/routes';
import groupRoutes from './modules/groups/routes';
import sharePage from './modules/feed/share-page-routes';
import homePreload from './modules/offers/home-preload-routes';
import healthRoutes from './modules/health/routes';
import metricsRoutes from './modules/metrics/routes';
import memberRoutes from './modules/members/routes';
import outboxRoutes from './modules/outbox/routes';
import membershipRoutes from './modules/membership/routes';
import notificationRoutes from './modules/notifications/routes';
import profileRoutes from './modules/profile/routes';
import pointRoutes from './modules/points/routes';
import realtimeRoutes from './modules/realtime/routes';
import referralRoutes from './modules/referrals/routes';
import referenceRoutes from './modules/reference/routes';
import rewardRoutes from './modules/rewards/routes';
import categoryRoutes from './modules/categories/routes';
import postRoutes from './modules/posts/routes';
import postMailRoutes from './modules/posts/mail-routes';
import sendoutRoutes from './modules/sendouts/routes';
import statisticsRoutes from './modules/statistics/routes';
import reportRoutes from './modules/report/routes';
import settingsRoutes from './modules/settings/routes';
import auditRoutes from './modules/audit/routes';
import dataExportRoutes from './modules/data-rights/routes';
import organizationRoutes from './modules/organizations/routes';
import campaignRoutes from './modules/campaigns/routes';
import campaignAudienceRoutes from './modules/campaigns/audience-routes';
import campaignMailRoutes from './modules/campaigns/mail-routes';
import campaignExportRoutes from './modules/campaigns/export-routes';
import offerRoutes from './modules/offers/routes';
import offerAudienceRoutes from './modules/offers/audience-routes';
import offerMailRoutes from './modules/offers/mail-routes';
import offerMemberRoutes from './modules/offers/member-routes';
import offerStatsRoutes from './modules/offers/stats-routes';
import surveyRoutes from './modules/surveys/routes';
import groupMailRoutes from './modules/group-mail/routes';
import groupAdminRoutes from './modules/groups-admin/routes';
import groupAdminMemberRoutes from './modules/groups-admin/member-routes';
import groupAdminTopicRoutes from './modules/groups-admin/topic-routes';
import segmentRoutes from './modules/segments/routes';
import { withMultipartBody } from './lib/multipart-body';
import { redactedUrl } from './lib/redact-url';
import { redactedError } from './lib/redact-error';
import authPlugin from './plugins/auth';
import corePlugin from './plugins/core';
import errorHandler, { answerClientError, sendError } from './plugins/error-handler';
import hardeningPlugin from './plugins/hardening';
import drainingPlugin from './plugins/draining';
import metricsPlugin from './plugins/metrics';
import openapiSecurity, { nullableWithType, SECURITY_SCHEMES } from './plugins/openapi-security';
import rateLimitPlugin from './plugins/rate-limit';
import realtimePlugin from './plugins/realtime';
import securityHeaders from './plugins/security-headers';
import sessionPlugin from './plugins/session';
import uploadsPlugin from './plugins/uploads';
import { registerSendoutSources } from './sendout-sources';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Runs the periodic jobs (jobs/index.ts: mail delivery, sendouts, session purge, lottery). */
  background?: boolean;
  logger?: boolean;
  /** Where the log goes (stdout by default); tests read it to check what is never logged. */
  logStream?: { write(line: string): void };
};

const API_PREFIXES = ['/api/', '/sanctum/', '/broadcasting/'];
/** Uploaded files: a missing one is a 404, never the SPA's index.html. */
const FILE_PREFIXES = ['/uploads/'];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Each line names its process and role, like the JSON console (lib/json-console.ts).
            base: { pid: process.pid, hostname: hostname(), role: 'server' },
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: [
              'req.headers.cookie',
              'req.headers["x-xsrf-token"]',
              'req.headers["x-report-secret"]',
            ],
            // The report's secret may come in the query string: never print it.
            serializers: {
              // Failed queries: the statement and its code, never its bound values.
              err: redactedError,
              req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
                method: req.method,
                url: redactedUrl(req.url),
                host: req.hostname,
                remoteAddress: req.ip,
              }),
            },
          },
    // The server names each request itself; a client's X-Request-Id is not trusted.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // A request line or headers past Node's limit: the contract's envelope, not a bare 431.
    clientErrorHandler: answerClientError,
    // The router's own refusals (a path parameter over its length limit, a malformed URL)
    // answer the envelope too: a too-long id names no record.
    frameworkErrors: (error, request, reply) => {
      // No hook ran yet: the locale comes straight from the header.
      request.locale = pickLocale(request.headers['content-language']);
      return sendError(
        request,
        reply,
        appError(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'NOT_FOUND' : 'VALIDATION_ERROR'),
      );
    },
    // Fastify also takes a hop count at run time; its types only list the other forms.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // External plugins first, then the app's decorators, then routes.
  await app.register(fastifyCookie);
  // Responses over 1 KB go out compressed (brotli or gzip, as the browser accepts): the SPA's
  // scripts and the JSON lists shrink to a fraction on a phone connection.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Uploads: one file per request, 3 × 1024 × 1024 bytes at most (FILE_TOO_LARGE beyond).
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Setouchi Fan Club API',
        version: '0.1.0',
        description:
          'Calls of the fan club web application. Answers are `{data}` (lists add `meta`); errors `{code, error_code, message, errors}`. ' +
          'State-changing calls need the X-XSRF-TOKEN header from GET /sanctum/csrf-cookie.',
        license: { name: 'Proprietary', url: 'https://setouchi-fanclub.example/terms' },
      },
      servers: [{ url: '/', description: 'The same origin as the web app' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    // Multipart bodies are read by their handlers, so their schema comes from the route's
    // multipartBody(…) declaration (lib/multipart-body.ts).
    transform: (route) => withMultipartBody(jsonSchemaTransform(route)),
    // Nullable unions get their type; each operation's security, summary and operationId are
    // set from the route as it registers (plugins/openapi-security.ts).
    transformObject: (documentObject) =>
      nullableWithType(jsonSchemaTransformObject(documentObject)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerSendoutSources();
  await app.register(corePlugin, {
    config,
    database: options.database,
    background: options.background ?? false,
  });
  await app.register(drainingPlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(rateLimitPlugin);
  await app.register(sessionPlugin);
  await app.register(hardeningPlugin);
  await app.register(authPlugin);
  await app.register(openapiSecurity);
  await app.register(uploadsPlugin);
  await app.register(realtimePlugin);

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(avatarRoutes);
  await app.register(memberRoutes);
  await app.register(outboxRoutes);
  await app.register(referenceRoutes);
  await app.register(accountRoutes);
  await app.register(pointRoutes);
  await app.register(membershipRoutes);
  await app.register(profileRoutes);
  await app.register(rewardRoutes);
  await app.register(notificationRoutes);
  await app.register(realtimeRoutes);
  await app.register(referralRoutes);
  await app.register(categoryRoutes);
  await app.register(postRoutes);
  await app.register(postMailRoutes);
  await app.register(sendoutRoutes);
  await app.register(campaignRoutes);
  await app.register(campaignAudienceRoutes);
  await app.register(campaignMailRoutes);
  await app.register(campaignExportRoutes);
  await app.register(offerRoutes);
  await app.register(offerAudienceRoutes);
  await app.register(offerMailRoutes);
  await app.register(offerMemberRoutes);
  await app.register(offerStatsRoutes);
  await app.register(surveyRoutes);
  await app.register(groupMailRoutes);
  await app.register(groupAdminRoutes);
  await app.register(groupAdminMemberRoutes);
  await app.register(groupAdminTopicRoutes);
  await app.register(segmentRoutes);
  await app.register(statisticsRoutes);
  await app.register(reportRoutes);
  await app.register(settingsRoutes);
  await app.register(auditRoutes);
  await app.register(dataExportRoutes);
  await app.register(organizationRoutes);
  await app.register(commentRoutes);
  await app.register(reactionRoutes);
  await app.register(feedRoutes);
  await app.register(groupRoutes);
  await app.register(groupTopicRoutes);

  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    // The public post page: index.html with the post's share tags (link previews run no script).
    await app.register(sharePage, { indexFile: path.join(config.webDist, 'index.html') });
    // /home for a signed-in member: index.html with the first offer's picture preloaded.
    await app.register(homePreload, { indexFile: path.join(config.webDist, 'index.html') });
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes a .gz (Zopfli) and a .br (brotli 11) beside each asset
      // (apps/web/precompress.ts): a client gets the one it accepts as it is, with its
      // Content-Encoding and Vary, and @fastify/compress leaves an encoded reply alone. Without
      // them (or for a file too small to have them) the file goes out as before. The siblings
      // get no URL of their own.
      preCompressed: true,
      globIgnore: ['**/*.gz', '**/*.br'],
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          // This version of @fastify/static hands over the Fastify reply, not the raw response.
          (res as unknown as FastifyReply).header(
            'Cache-Control',
            'public, max-age=31536000, immutable',
          );
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = [...API_PREFIXES, ...FILE_PREFIXES].some((p) => request.url.startsWith(p));
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(request, reply, appError('NOT_FOUND'));
    }
    if (!hasWeb) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run npm run build.');
    }
    // History fallback: the SPA routes every other path itself.
    return reply
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });

  if (options.background) startJobs(app);

  return app;
}
