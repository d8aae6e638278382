// Failed sign-ins of one account from many addresses: five are free, then each failure makes the
// account wait longer (5 s doubling to 15 minutes), the right password included. The owner is
// mailed once when the waits start, their usual browser still signs in, and a password reset
// ends the waits: strangers cannot lock the owner out.
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../errors';
import { delay } from '../../plugins/rate-limit';
import {
  Client,
  DEFAULT_PASSWORD,
  buildMember,
  lastMailTo,
  mailCount,
  randomIp,
  resetPassword,
  resetTokenFor,
  useTestApp,
} from '../../../test/helpers';

const ctx = useTestApp();
const stranger = () => new Client(ctx.app, 'en', randomIp()).csrf();
const wrong = { password: 'Wrong12345' };

async function guessFromTwelveAddresses(email: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1)
    statuses.push((await (await stranger()).post('/api/login', { email, ...wrong })).statusCode);
  return statuses;
}

describe('sign-in failures of one account across addresses', () => {
  it('makes the 13th address wait, even with the right password, and mails the owner once', async () => {
    const member = await buildMember(ctx.db, { mainLanguage: 'ja' });
    const statuses = await guessFromTwelveAddresses(member.email);
    // Five free failures and a sixth that starts the wait; the rest are turned away uncounted.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 429, 429, 429, 429, 429, 429]);
    const right = await (
      await stranger()
    ).post('/api/login', { email: member.email, password: DEFAULT_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(5);
    expect(await mailCount(ctx.db, member.email)).toBe(1);
    const mail = (await lastMailTo(ctx.db, member.email))!;
    expect(mail.template).toBe('signInFailures');
    expect(mail.subject).toBe('【瀬戸内ファンクラブ】ログインの失敗が続いています');
    expect(mail.textBody).toContain('http://localhost:3000/forgot-password');
  });

  it('lets the owner sign in from the browser they used before while strangers wait', async () => {
    const member = await buildMember(ctx.db);
    const usual = await (await stranger()).login(member.email);
    await usual.post('/api/logout');
    await usual.csrf();
    await guessFromTwelveAddresses(member.email);
    expect(
      (
        await (
          await stranger()
        ).post('/api/login', { email: member.email, password: DEFAULT_PASSWORD })
      ).statusCode,
    ).toBe(429);
    const res = await usual.post('/api/login', {
      email: member.email,
      password: DEFAULT_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Its cookie names this account only: another account's waits still apply to it.
    const other = await buildMember(ctx.db);
    await guessFromTwelveAddresses(other.email);
    expect(
      (await usual.post('/api/login', { email: other.email, password: DEFAULT_PASSWORD }))
        .statusCode,
    ).toBe(429);
  });

  it('ends the waits when the owner resets the password by mail', async () => {
    const member = await buildMember(ctx.db);
    await guessFromTwelveAddresses(member.email);
    const owner = await stranger();
    expect((await owner.post('/api/forgot-password', { email: member.email })).statusCode).toBe(
      202,
    );
    const token = await resetTokenFor(ctx.db, member.email);
    const reset = await resetPassword(owner, token, member.email, 'NewHarbour2027');
    expect(reset.statusCode).toBe(200);
    const res = await (
      await stranger()
    ).post('/api/login', { email: member.email, password: 'NewHarbour2027' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the growing wait', () => {
  it('waits 5 s after the sixth failure, doubling each time up to 15 minutes', async () => {
    const wait = delay(
      new RateLimiterMemory({ points: 1_000_000, duration: 3600 }),
      new RateLimiterMemory({ points: 1, duration: 1 }),
      { free: 5, firstSeconds: 5, capSeconds: 900 },
    );
    const retryAfter = async () => {
      try {
        await wait.wait('k');
        return 0;
      } catch (error) {
        return (error as AppError).retryAfterSeconds ?? -1;
      }
    };
    const seen: number[] = [];
    for (let i = 1; i <= 14; i += 1) {
      await wait.fail('k');
      seen.push(await retryAfter());
    }
    expect(seen).toEqual([0, 0, 0, 0, 0, 5, 10, 20, 40, 80, 160, 320, 640, 900]);
    await wait.clear('k');
    expect(await retryAfter()).toBe(0);
  });
});
