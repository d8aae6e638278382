// Throttles for sign-in, sign-up and mail-sending calls; shared through Redis when REDIS_URL is set.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooManyAttempts } from '../errors';

export type Throttle = {
  /** Counts one attempt; throws 429 once the budget of the window is spent. */
  hit(key: string): Promise<void>;
  /** Throws 429 if the budget is already spent, without counting. */
  check(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

/**
 * Failures of one key across every address, each past the free ones closing the key for a
 * delay that doubles up to a cap; the count lasts a day unless cleared.
 */
export type Delay = {
  /** Throws 429 while the key is closed after its last failure. */
  wait(key: string): Promise<void>;
  /** Counts a failure, closes the key when past the free ones; answers the count. */
  fail(key: string): Promise<number>;
  clear(key: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    throttles: {
      login: Throttle;
      loginAccount: Delay;
      loginAddress: Throttle;
      loginEmail: Throttle;
      signup: Throttle;
      twoFactorAccount: Throttle;
      twoFactorSession: Throttle;
      mail: Throttle;
      report: Throttle;
      reportAll: Throttle;
      webhook: Throttle;
    };
  }
}

function retryAfter(res: RateLimiterRes) {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

function throttle(limiter: RateLimiterAbstract, points: number): Throttle {
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyAttempts(retryAfter(error));
        throw error;
      }
    },
    async check(key) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= points) throw tooManyAttempts(retryAfter(res));
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

export function delay(
  failures: RateLimiterAbstract,
  gate: RateLimiterAbstract,
  rule: { free: number; firstSeconds: number; capSeconds: number },
): Delay {
  return {
    async wait(key) {
      const res = await gate.get(key);
      if (res && res.consumedPoints > 1 && res.msBeforeNext > 0)
        throw tooManyAttempts(retryAfter(res));
    },
    async fail(key) {
      const { consumedPoints: count } = await failures.penalty(key, 1);
      if (count > rule.free) {
        const seconds = rule.firstSeconds * 2 ** Math.min(count - rule.free - 1, 20);
        await gate.block(key, Math.min(seconds, rule.capSeconds));
      }
      return count;
    },
    async clear(key) {
      await Promise.all([failures.delete(key), gate.delete(key)]);
    },
  };
}

async function rateLimitPlugin(app: FastifyInstance) {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  const limiter = (keyPrefix: string, points: number, duration: number) => {
    const options = { keyPrefix: `fanclub:${keyPrefix}`, points, duration };
    // If Redis is unreachable, each process keeps counting on its own rather than failing open.
    return redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  };
  const make = (keyPrefix: string, points: number, duration: number) =>
    throttle(limiter(keyPrefix, points, duration), points);
  app.decorate('throttles', {
    // Failed sign-ins: 5 a minute for one e-mail from one address, and besides that 20 a
    // minute from one address whatever the e-mails (one host trying many accounts) and 20 in
    // 15 minutes for one e-mail whatever the addresses (many hosts trying one account).
    login: make('login', 5, 60),
    loginAddress: make('login-ip', 20, 60),
    loginEmail: make('login-email', 20, 15 * 60),
    // Failed sign-ins of one account from any address: 5 free, then a wait of 5 s doubling to
    // 15 minutes per failure. A browser the owner signed in with before does not wait.
    loginAccount: delay(
      limiter('login-account', 1_000_000, 24 * 3600),
      limiter('login-gate', 1, 1),
      {
        free: 5,
        firstSeconds: 5,
        capSeconds: 15 * 60,
      },
    ),
    signup: make('signup', 5, 60),
    // Wrong two-step codes (sign-in step, enrolment, disabling): 5 in 15 minutes for one
    // session and 10 for one account whatever the sessions, so a stolen password buys about a
    // thousand guesses a day of a million.
    twoFactorSession: make('2fa-session', 5, 15 * 60),
    twoFactorAccount: make('2fa-account', 10, 15 * 60),
    mail: make('mail', 5, 60),
    // Wrong report secrets: 5 a minute per address, and 20 a minute from all addresses together.
    report: make('report', 5, 60),
    reportAll: make('report-all', 20, 60),
    // Failed authentications of a provider's webhook: 20 a minute per provider and address.
    webhook: make('webhook', 20, 60),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
