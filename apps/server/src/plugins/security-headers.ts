// Security headers on every response: a Content-Security-Policy without 'unsafe-inline'
// scripts (the SPA's few inline scripts are allowed by hash), nosniff, frame protection,
// Referrer-Policy, and HSTS when the app is served over https.
// helmet builds these headers from options; they do not depend on the request, so they are built
// once at start (not per request, as @fastify/helmet does: ~8 % of a small answer's CPU) and set
// on every response's raw headers, where the helmet middleware set them.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** 'sha256-…' sources for the inline <script> blocks of the built index.html. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The realtime socket's origin (ws: or wss: of APP_URL): CSP Level 2 browsers (older Safari)
 * do not let 'self' cover WebSocket schemes, so connect-src names it.
 */
export function socketOrigin(appUrl: string): string {
  const url = new URL(appUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** The headers helmet sets (name, value) and removes (name, undefined), in its order. */
export function helmetHeaders(options: HelmetOptions): Array<[string, string | undefined]> {
  const headers: Array<[string, string | undefined]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, String(value)]),
    removeHeader: (name: string) => void headers.push([name, undefined]),
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

async function securityHeadersPlugin(app: FastifyInstance) {
  const { config } = app;
  const indexFile = path.join(config.webDist, 'index.html');
  const hashes = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
  const extra = config.cspExtraOrigins;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...hashes, ...extra],
        // Component libraries set style attributes at run time; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketOrigin(config.appUrl), ...extra],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done) => {
    const raw: ServerResponse = reply.raw;
    for (const [name, value] of headers) {
      if (value === undefined) raw.removeHeader(name);
      else raw.setHeader(name, value);
    }
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['db'] });
