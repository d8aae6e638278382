// Guessing the report secret: each address has 5 wrong a minute, all addresses together 20. The
// right secret is answered while its address is throttled for wrong ones; once the budget of all
// addresses is spent nobody's secret is compared until the minute ends.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Client, randomIp, useTestApp } from '../../../test/helpers';

// Its own secret each run: the budget of all addresses is kept per secret (in Redis too).
const SECRET = `report-secret-${randomBytes(12).toString('hex')}`;
const ctx = useTestApp({ REPORT_SECRET: SECRET });
const guess = (client: Client, secret: string) => client.get(`/api/report?secret=${secret}`);

describe('wrong report secrets', () => {
  it('answers the right secret from an address throttled for wrong ones', async () => {
    const guest = new Client(ctx.app, 'en', randomIp());
    for (let i = 0; i < 5; i += 1) expect((await guess(guest, `wrong${i}`)).statusCode).toBe(403);
    expect((await guess(guest, 'sixth')).statusCode).toBe(429);
    const right = await guess(guest, SECRET);
    expect(right.statusCode, right.body).toBe(200);
  });

  it('limits wrong secrets from all addresses together to 20 a minute', async () => {
    // Six wrong ones were spent above; ten addresses with two guesses each spend the rest.
    const statuses: number[] = [];
    for (let a = 0; a < 10; a += 1) {
      const guest = new Client(ctx.app, 'en', randomIp());
      for (let i = 0; i < 2; i += 1) statuses.push((await guess(guest, `g${a}-${i}`)).statusCode);
    }
    expect(statuses.slice(0, 14).every((s) => s === 403)).toBe(true);
    expect(statuses.slice(14).every((s) => s === 429)).toBe(true);
    const fresh = new Client(ctx.app, 'en', randomIp());
    const res = await guess(fresh, 'another');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Nothing is compared until the minute ends, so the budget bounds guessing for everyone.
    expect((await guess(fresh, SECRET)).statusCode).toBe(429);
  });
});
