// Security headers on every response: a Content-Security-Policy without 'unsafe-inline'
// scripts (the SPA's few inline scripts are allowed by hash), nosniff, frame protection,
// Referrer-Policy, and HSTS when the app is served over https.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

async function securityHeadersPlugin(app: FastifyInstance) {
  const { config } = app;
  const indexFile = path.join(config.webDist, 'index.html');
  const hashes = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
  const extra = config.cspExtraOrigins;
  await app.register(fastifyHelmet, {
    global: true,
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
}

export default fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['db'] });
