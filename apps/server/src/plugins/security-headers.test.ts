// The security headers are built once from helmet's options; every answer (a route, an error, a
// guard's refusal) carries all of them, with helmet's own values.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { helmetHeaders } from './security-headers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const options = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
  frameguard: { action: 'deny' as const },
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
};

describe('security headers', () => {
  it('are the headers the helmet middleware sets on a response', () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    res.setHeader('X-Powered-By', 'something');
    helmet(options)({} as never, res as never, () => undefined);
    const built = helmetHeaders(options);
    const expected = Object.fromEntries(
      built.filter(([, v]) => v !== undefined).map(([k, v]) => [k.toLowerCase(), v]),
    );
    expect(res.getHeaders()).toEqual(expected);
    expect(built).toContainEqual(['X-Powered-By', undefined]);
  });

  it('go out on every answer: a route, a 401, a 404 and a CSRF refusal', async () => {
    const answers = await Promise.all([
      ctx.app.inject('/api/health'),
      ctx.app.inject('/api/auth/user'),
      ctx.app.inject('/api/no-such-route'),
      ctx.app.inject({ method: 'POST', url: '/api/logout' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 419]);
    for (const res of answers) {
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['origin-agent-cluster']).toBe('?1');
      expect(res.headers['x-dns-prefetch-control']).toBe('off');
      expect(res.headers['x-download-options']).toBe('noopen');
      expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
      expect(res.headers['x-xss-protection']).toBe('0');
    }
  });
});
