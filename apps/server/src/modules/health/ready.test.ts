// Readiness for the balancer: ready with the database, 503 from the moment the process is told
// to stop (liveness stays 200 while requests in flight finish).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/ready', () => {
  it('answers ready, then 503 draining once shutdown began, while /api/health stays ok', async () => {
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    ctx.app.draining.begin();
    const draining = await ctx.app.inject('/api/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining' });
    expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('refuses every other request while draining, unprocessed, with Connection: close', async () => {
    ctx.app.draining.begin();
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['POST', '/api/login'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers.connection).toBe('close');
      expect(res.headers['retry-after']).toBe('1');
    }
  });

  it('is the stopping app’s own state: another app in the same process still serves', async () => {
    ctx.app.draining.begin();
    const other = await createTestContext();
    try {
      expect((await other.app.inject('/api/ready')).statusCode).toBe(200);
      expect((await other.app.inject('/api/me')).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
