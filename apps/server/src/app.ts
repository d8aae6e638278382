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
import { registerApiRoutes } from './api-routes';
import { startJobs } from './jobs/index';
import sharePage from './modules/feed/share-page-routes';
import homePreload from './modules/offers/home-preload-routes';
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

  registerSendoutSources(config);
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

  await registerApiRoutes(app);

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
