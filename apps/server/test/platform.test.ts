import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/plugins/security-headers';
import { Client, createTestContext, json, type TestContext } from './helpers';
import { builtWebApp } from './instances';

let ctx: TestContext;
const webDist = builtWebApp(
  '<!doctype html><title>Setouchi</title><script>document.documentElement.lang = "ja";</script><script type="module" src="/assets/app-1234.js"></script><div id="root"></div>',
  {
    'app-1234.js': 'console.log(1)',
    'big-5678.js': `export const islands = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `島${i}`))};`,
  },
);

beforeAll(async () => {
  ctx = await createTestContext({ WEB_DIST: webDist });
  ctx.app.get('/api/test/boom', async () => {
    throw new Error('secret database detail');
  });
});
afterAll(async () => ctx.close());

describe('platform', () => {
  it('GET /api/health answers with the database state and the release from package.json', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const { version } = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok', version });
  });

  it('serves the OpenAPI document generated from the route schemas, and its page', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/register',
      '/api/login',
      '/api/auth/user',
      '/api/admin/members',
      '/sanctum/csrf-cookie',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    const register = doc.paths['/api/register']!.post as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    expect(
      Object.keys(register.requestBody.content['application/json']!.schema.properties),
    ).toContain('policyAgreement');
    const page = await ctx.app.inject('/api/docs');
    expect([200, 302]).toContain(page.statusCode);
  });

  it('answers unknown API paths with the 404 envelope, localised', async () => {
    const res = await new Client(ctx.app, 'ja').get('/api/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({
      code: 404,
      error_code: 'NOT_FOUND',
      message: 'ページまたは項目が見つかりません。',
    });
  });

  it('hides internals of a 500', async () => {
    const res = await new Client(ctx.app, 'en').get('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({
      code: 500,
      error_code: 'SYSTEM_ERROR',
      message: 'Internal error. Please try again later.',
    });
    expect(res.body).not.toContain('secret');
  });

  it('turns malformed JSON into a 422', async () => {
    const c = await new Client(ctx.app).csrf();
    const res = await c.request({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ error_code: 'VALIDATION_ERROR' });
  });

  it("tags every response with the server's own request id, never one a client names", async () => {
    const res = await ctx.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'req-from-client' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await ctx.app.inject('/api/health')).headers['x-request-id']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('serves the SPA with a history fallback, and assets with long caching', async () => {
    const page = await ctx.app.inject('/admin/overview?tab=1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    // The shell names this build's hashed assets: asked again on every visit, never kept.
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await ctx.app.inject('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await ctx.app.inject('/api/nothing')).headers['content-type']).toContain(
      'application/json',
    );
  });

  it('compresses responses over 1 KB for browsers that accept it, and only those', async () => {
    const original = readFileSync(path.join(webDist, 'assets', 'big-5678.js'));
    const br = await ctx.app.inject({
      url: '/assets/big-5678.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    const gzip = await ctx.app.inject({
      url: '/api/codes',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).data.countries).toHaveLength(207);
    const plain = await ctx.app.inject('/assets/big-5678.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await ctx.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends a CSP without unsafe-inline scripts, nosniff, frame protection and a referrer policy', async () => {
    for (const url of ['/api/health', '/signin']) {
      const res = await ctx.app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
      expect(scriptSrc, url).toBeDefined();
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("allows the SPA's inline script by its hash only", async () => {
    const csp = String((await ctx.app.inject('/signin')).headers['content-security-policy']);
    const expected = inlineScriptHashes(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
    expect(expected).toHaveLength(1);
    expect(csp).toContain(expected[0]);
  });

  it('adds HSTS when APP_URL is https', async () => {
    const secure = await createTestContext({
      APP_URL: 'https://fan.example.jp',
      WEB_DIST: webDist,
    });
    try {
      const res = await secure.app.inject('/api/health');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});
