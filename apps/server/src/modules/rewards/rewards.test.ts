// Member side of rewards: the rewards screen's data, redemptions (rules, races, refusals) and
// the two histories.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeRequests, notifications } from '../../db/schema/index';
import { buildMember, Client, useTestApp } from '../../../test/helpers';
import { ledgerSum, movePoints } from '../points/ledger';
import { pointBalance, rewardIdsOf, type RewardIds } from './reward-fixtures';

const ctx = useTestApp({ PAYPAL_JPY_PER_USD: '150' });
let rewardIds: RewardIds;

beforeAll(async () => {
  const member = await buildMember(ctx.db);
  const client = await new Client(ctx.app).login(member.email);
  rewardIds = await rewardIdsOf(client);
});

const give = (userId: number, points: number) =>
  movePoints(ctx.db, {
    userId,
    type: 'ADJUST',
    points,
    description: 'test',
    idempotencyKey: `test:${userId}:${Math.random()}`,
  });

const balanceOf = (userId: number) => pointBalance(ctx.db, userId);

async function memberWith(points: number, overrides: Parameters<typeof buildMember>[1] = {}) {
  const member = await buildMember(ctx.db, overrides);
  if (points > 0) await give(member.id, points);
  return member;
}

describe('GET /api/rewards', () => {
  it('lists the rewards in the request language with the balance, rules and dates', async () => {
    const member = await memberWith(550);
    const en = await new Client(ctx.app, 'en').login(member.email);
    const res = await en.get('/api/rewards');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.balance).toBe(550);
    expect(data.rules).toEqual({
      giftMinPoints: 200,
      step: 1,
      donationMinPoints: 1,
      donationMaxPoints: 5000,
      paypalJpyPerUsd: 150,
    });
    expect(data.cutoffDate).toMatch(/^\d{4}-\d{2}-(10|20|28|29|30|31)$/);
    expect(data.deliveryDate > data.cutoffDate).toBe(true);
    expect(data.amazonAvailable).toBe(true);
    expect(data.rewards.map((r: { type: string }) => r.type)).toEqual([
      'amazon',
      'paypal',
      'donation',
      'donation',
      'donation',
    ]);
    expect(data.rewards[0].name).toBe('Amazon gift card');
    const ja = await new Client(ctx.app, 'ja').login(member.email);
    expect((await ja.get('/api/rewards')).json().data.rewards[0].name).toBe('Amazonギフトカード');
  });

  it('is for signed-in members', async () => {
    const guest = await new Client(ctx.app).csrf();
    expect((await guest.get('/api/rewards')).statusCode).toBe(401);
    expect((await guest.get('/api/earning-history')).statusCode).toBe(401);
    expect((await guest.get('/api/redeem-history')).statusCode).toBe(401);
    const res = await guest.post(`/api/rewards/${rewardIds.amazon}/redeem`, { amount: 200 });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/rewards/{id}/redeem', () => {
  it('takes the points at once, records a new request and notifies the member', async () => {
    const member = await memberWith(550);
    const client = await new Client(ctx.app, 'en').login(member.email);
    const res = await client.post(`/api/rewards/${rewardIds.amazon}/redeem`, { amount: 200 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      balance: 350,
      request: { type: 'amazon', amount: 200, status: 'new', rewardName: 'Amazon gift card' },
    });
    expect(await balanceOf(member.id)).toBe(350);
    expect(await ledgerSum(ctx.db, member.id)).toBe(350);
    const [request] = await ctx.db
      .select()
      .from(exchangeRequests)
      .where(eq(exchangeRequests.userId, member.id));
    expect(request!.debitTransactionId).not.toBeNull();
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.id));
    expect(notes.map((n) => n.messageKey)).toContain('notifications.exchange_new');
  });

  it('gives exactly 5 of 200 concurrent 200-point redemptions against 1,000 points', async () => {
    const member = await memberWith(1000);
    const client = await new Client(ctx.app, 'en').login(member.email);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        client.post(`/api/rewards/${rewardIds.amazon}/redeem`, { amount: 200 }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    const refused = results.filter(
      (r) => r.statusCode === 422 && r.json().error_code === 'INSUFFICIENT_POINT',
    );
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(195);
    expect(refused[0]!.json().message).toBe('Insufficient point');
    expect(await balanceOf(member.id)).toBe(0);
    expect(await ledgerSum(ctx.db, member.id)).toBe(0);
    const requests = await ctx.db
      .select()
      .from(exchangeRequests)
      .where(eq(exchangeRequests.userId, member.id));
    expect(requests).toHaveLength(5);
  });

  it('refuses 199 points for a gift card and accepts 200', async () => {
    const member = await memberWith(1000);
    const ja = await new Client(ctx.app, 'ja').login(member.email);
    const low = await ja.post(`/api/rewards/${rewardIds.amazon}/redeem`, { amount: 199 });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      errors: { amount: ['200ポイント以上で入力してください'] },
    });
    const en = await new Client(ctx.app, 'en').login(member.email);
    const lowEn = await en.post(`/api/rewards/${rewardIds.paypal}/redeem`, {
      amount: 199,
      paypalEmail: 'me@example.com',
    });
    expect(lowEn.json().errors).toEqual({ amount: ['Minimum 200 points'] });
    const ok = await ja.post(`/api/rewards/${rewardIds.amazon}/redeem`, { amount: 200 });
    expect(ok.statusCode).toBe(201);
    expect(await balanceOf(member.id)).toBe(800);
  });

  it('refuses more than the balance with INSUFFICIENT_POINT', async () => {
    const member = await memberWith(300);
    const ja = await new Client(ctx.app, 'ja').login(member.email);
    const res = await ja.post(`/api/rewards/${rewardIds.amazon}/redeem`, { amount: 301 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_code: 'INSUFFICIENT_POINT',
      message: 'ポイントが不足しています',
    });
    expect(await balanceOf(member.id)).toBe(300);
    const rows = await ctx.db
      .select()
      .from(exchangeRequests)
      .where(eq(exchangeRequests.userId, member.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses donations of 0, 5,001, 1.5, text and nothing with localised field errors', async () => {
    const member = await memberWith(6000);
    const ja = await new Client(ctx.app, 'ja').login(member.email);
    const en = await new Client(ctx.app, 'en').login(member.email);
    const url = `/api/rewards/${rewardIds.donation}/redeem`;
    const cases: Array<[unknown, string, string]> = [
      [
        0,
        '寄付は1〜5,000ポイントの範囲で入力してください。',
        'Donations are from 1 to 5,000 points.',
      ],
      [
        5001,
        '寄付は1〜5,000ポイントの範囲で入力してください。',
        'Donations are from 1 to 5,000 points.',
      ],
      [1.5, 'ポイントは整数で入力してください。', 'Enter whole points.'],
      ['abc', 'ポイントは整数で入力してください。', 'Enter whole points.'],
      ['', '入力してください', 'should not be blank'],
    ];
    for (const [amount, jaText, enText] of cases) {
      const resJa = await ja.post(url, { amount });
      expect(resJa.statusCode, String(amount)).toBe(422);
      expect(resJa.json().errors, String(amount)).toEqual({ amount: [jaText] });
      const resEn = await en.post(url, { amount });
      expect(resEn.json().errors, String(amount)).toEqual({ amount: [enText] });
    }
    expect((await en.post(url, {})).json().errors).toEqual({ amount: ['should not be blank'] });
    expect(await balanceOf(member.id)).toBe(6000);
  });

  it('completes a donation at once as PC04, from 1 up to 5,000 points', async () => {
    const member = await memberWith(6000);
    const client = await new Client(ctx.app, 'en').login(member.email);
    const url = `/api/rewards/${rewardIds.donation}/redeem`;
    const one = await client.post(url, { amount: 1 });
    expect(one.statusCode).toBe(201);
    expect(one.json().data.request).toMatchObject({ type: 'donation', status: 'completed' });
    expect((await client.post(url, { amount: '5000' })).statusCode).toBe(201);
    expect(await balanceOf(member.id)).toBe(999);
    const history = (await client.get('/api/earning-history')).json().data;
    expect(history[0]).toMatchObject({
      type: 'PC04',
      typeLabel: 'Donation',
      description: 'Donation',
      points: -5000,
      balance: 999,
    });
  });

  it('needs a valid PayPal address and records the US dollar amount', async () => {
    const member = await memberWith(1000);
    const client = await new Client(ctx.app, 'en').login(member.email);
    const url = `/api/rewards/${rewardIds.paypal}/redeem`;
    expect((await client.post(url, { amount: 200 })).json().errors).toEqual({
      paypalEmail: ['should not be blank'],
    });
    expect(
      (await client.post(url, { amount: 200, paypalEmail: 'not-an-address' })).json().errors,
    ).toEqual({ paypalEmail: ['Please enter a valid email address.'] });
    const ok = await client.post(url, { amount: 300, paypalEmail: 'Traveller@Example.com' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.request).toMatchObject({
      type: 'paypal',
      usd: '2.00',
      paypalEmail: 'Traveller@Example.com',
    });
  });

  it('keeps Amazon gift cards for members living in Japan; blocked members may redeem', async () => {
    const abroad = await memberWith(1000, { countryOfResidence: 'CT002' });
    const client = await new Client(ctx.app, 'en').login(abroad.email);
    const res = await client.post(`/api/rewards/${rewardIds.amazon}/redeem`, { amount: 200 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_code: 'REWARD_UNAVAILABLE',
      message: 'Amazon gift cards can only be sent to members living in Japan.',
    });
    expect((await client.get('/api/rewards')).json().data.amazonAvailable).toBe(false);
    const paypal = await client.post(`/api/rewards/${rewardIds.paypal}/redeem`, {
      amount: 200,
      paypalEmail: 'abroad@example.com',
    });
    expect(paypal.statusCode).toBe(201);

    const blocked = await memberWith(500, { isBlocked: true, countryOfResidence: 'CT001' });
    const b = await new Client(ctx.app, 'en').login(blocked.email);
    expect(
      (await b.post(`/api/rewards/${rewardIds.amazon}/redeem`, { amount: 200 })).statusCode,
    ).toBe(201);
  });

  it('answers 404 for an unknown reward and 419 without the CSRF token', async () => {
    const member = await memberWith(500);
    const client = await new Client(ctx.app, 'en').login(member.email);
    expect((await client.post('/api/rewards/999999/redeem', { amount: 200 })).statusCode).toBe(404);
    const res = await client.post(
      `/api/rewards/${rewardIds.amazon}/redeem`,
      { amount: 200 },
      { 'x-xsrf-token': 'wrong' },
    );
    expect(res.statusCode).toBe(419);
    expect(await balanceOf(member.id)).toBe(500);
  });
});

describe('history', () => {
  it('pages the point history newest first, with localised types and descriptions', async () => {
    const member = await memberWith(0);
    for (let i = 1; i <= 12; i += 1) await give(member.id, i * 10);
    await movePoints(ctx.db, {
      userId: member.id,
      type: 'PC02',
      points: 50,
      description: 'ledger.first_survey',
      idempotencyKey: `PC02:test:${member.id}`,
    });
    const ja = await new Client(ctx.app, 'ja').login(member.email);
    const first = (await ja.get('/api/earning-history')).json();
    expect(first.meta).toEqual({ page: 1, limit: 10, total: 13, lastPage: 2 });
    expect(first.data[0]).toMatchObject({
      type: 'PC02',
      typeLabel: '初回プロフィールアンケート',
      description: '初回プロフィールアンケート回答',
      points: 50,
      balance: 830,
    });
    const second = (await ja.get('/api/earning-history?page=2&limit=10')).json();
    expect(second.data).toHaveLength(3);
    expect(second.data.at(-1)).toMatchObject({
      points: 10,
      balance: 10,
      typeLabel: '管理者による調整',
    });
    expect((await ja.get('/api/earning-history?limit=101')).statusCode).toBe(422);
  });

  it("pages the member's own exchange requests and no one else's", async () => {
    const member = await memberWith(3000);
    const other = await memberWith(1000);
    const client = await new Client(ctx.app, 'en').login(member.email);
    for (let i = 0; i < 11; i += 1)
      await client.post(`/api/rewards/${rewardIds.amazon}/redeem`, { amount: 200 + i });
    const otherClient = await new Client(ctx.app, 'en').login(other.email);
    await otherClient.post(`/api/rewards/${rewardIds.amazon}/redeem`, { amount: 500 });
    const page1 = (await client.get('/api/redeem-history?limit=5')).json();
    expect(page1.meta).toEqual({ page: 1, limit: 5, total: 11, lastPage: 3 });
    expect(page1.data[0]).toMatchObject({ amount: 210, status: 'new', reference: null });
    const page3 = (await client.get('/api/redeem-history?limit=5&page=3')).json();
    expect(page3.data.map((r: { amount: number }) => r.amount)).toEqual([200]);
  });
});
