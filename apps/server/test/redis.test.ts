// Scale-out: two server processes sharing REDIS_URL share the sign-in throttle.
// Runs where Redis is configured (CI's PostgreSQL pass sets REDIS_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, buildMember, createTestContext, randomIp, type TestContext } from './helpers';

const redisUrl = process.env.REDIS_URL;
let first: TestContext;
let second: TestContext;

describe.runIf(redisUrl)('throttles shared through Redis', () => {
  beforeAll(async () => {
    first = await createTestContext({ REDIS_URL: redisUrl! });
    second = await createTestContext({ REDIS_URL: redisUrl! });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts failed sign-ins made through another process', async () => {
    const member = await buildMember(first.db);
    const ip = randomIp();
    const a = await new Client(first.app, 'en', ip).csrf();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await a.post('/api/login', { email: member.email, password: 'Wrong12345' })).statusCode,
      ).toBe(422);
    }
    const b = await new Client(second.app, 'en', ip).csrf();
    expect(
      (await b.post('/api/login', { email: member.email, password: 'Wrong12345' })).statusCode,
    ).toBe(429);
  });
});
