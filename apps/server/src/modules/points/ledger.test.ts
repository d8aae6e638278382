// The ledger: balances never go negative, movements are idempotent, concurrency can't double-spend.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointTransactions, users } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, useTestApp } from '../../../test/helpers';
import { hasMovement, ledgerSum, movePoints } from './ledger';

const ctx = useTestApp();

async function balanceOf(userId: number) {
  const [row] = await ctx.db
    .select({ balance: users.pointAmount })
    .from(users)
    .where(eq(users.id, userId));
  return row!.balance;
}

const credit = (userId: number, points: number, key: string) =>
  movePoints(ctx.db, { userId, type: 'ADJUST', points, description: 'test', idempotencyKey: key });

describe('movePoints', () => {
  it('credits and debits, writing the balance after each movement', async () => {
    const member = await buildMember(ctx.db);
    expect(await credit(member.id, 300, `t1-${member.id}`)).toMatchObject({
      applied: true,
      balance: 300,
    });
    expect(await credit(member.id, -120, `t2-${member.id}`)).toMatchObject({ balance: 180 });
    expect(await balanceOf(member.id)).toBe(180);
    expect(await ledgerSum(ctx.db, member.id)).toBe(180);
    const rows = await ctx.db
      .select()
      .from(pointTransactions)
      .where(eq(pointTransactions.userId, member.id));
    expect(rows.map((r) => r.balanceAfter)).toEqual([300, 180]);
  });

  it('refuses a debit beyond the balance and changes nothing', async () => {
    const member = await buildMember(ctx.db);
    await credit(member.id, 100, `t3-${member.id}`);
    await expect(credit(member.id, -101, `t4-${member.id}`)).rejects.toMatchObject({
      errorCode: 'INSUFFICIENT_POINT',
      status: 422,
    });
    expect(await balanceOf(member.id)).toBe(100);
    expect(await hasMovement(ctx.db, `t4-${member.id}`)).toBe(false);
  });

  it('moves points once per idempotency key', async () => {
    const member = await buildMember(ctx.db);
    const key = `once-${member.id}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => credit(member.id, 50, key)));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await balanceOf(member.id)).toBe(50);
    expect(await ledgerSum(ctx.db, member.id)).toBe(50);
  });

  it('gives exactly 5 of 200 concurrent 200-point debits against 1,000 points', async () => {
    const member = await buildMember(ctx.db);
    await credit(member.id, 1000, `seed-${member.id}`);
    const attempts = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => credit(member.id, -200, `spend-${member.id}-${i}`)),
    );
    const ok = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter(
      (a) =>
        a.status === 'rejected' &&
        (a.reason as { errorCode?: string }).errorCode === 'INSUFFICIENT_POINT',
    );
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(195);
    expect(await balanceOf(member.id)).toBe(0);
    expect(await ledgerSum(ctx.db, member.id)).toBe(0);
  });

  it('keeps the database CHECK as the last line of defence', async () => {
    const member = await buildMember(ctx.db);
    await expect(
      ctx.db.update(users).set({ pointAmount: -1 }).where(eq(users.id, member.id)),
    ).rejects.toThrow();
  });
});

describe('POST /api/admin/points/adjust', () => {
  it('lets an admin grant and deduct with a reason, and refuses going below zero', async () => {
    const admin = await buildAdmin(ctx.db);
    const member = await buildMember(ctx.db);
    const client = await new Client(ctx.app, 'en').login(admin.email);

    const grant = await client.post('/api/admin/points/adjust', {
      userId: member.id,
      points: 500,
      reason: 'Event bonus',
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().data).toMatchObject({ type: 'ADJUST', points: 500, balance: 500 });

    const tooMuch = await client.post('/api/admin/points/adjust', {
      userId: member.id,
      points: -501,
      reason: 'Correction',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      error_code: 'INSUFFICIENT_POINT',
      message: 'Insufficient point',
    });
    expect(await balanceOf(member.id)).toBe(500);

    const row = await ctx.db
      .select()
      .from(pointTransactions)
      .where(eq(pointTransactions.userId, member.id));
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ description: 'Event bonus', createdById: admin.id });
  });

  it('validates the body with localised field errors', async () => {
    const admin = await buildAdmin(ctx.db);
    const member = await buildMember(ctx.db);
    const client = await new Client(ctx.app, 'ja').login(admin.email);
    const res = await client.post('/api/admin/points/adjust', {
      userId: member.id,
      points: 1.5,
      reason: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      errors: { points: ['ポイントは整数で入力してください。'], reason: ['入力してください'] },
    });
    // As the form sends it: text. A decimal is not whole points; blank is required.
    const typed = await client.post('/api/admin/points/adjust', {
      userId: member.id,
      points: '1.5',
      reason: 'x',
    });
    expect(typed.json().errors).toEqual({ points: ['ポイントは整数で入力してください。'] });
    const blank = await client.post('/api/admin/points/adjust', {
      userId: member.id,
      points: ' ',
      reason: 'x',
    });
    expect(blank.json().errors).toEqual({ points: ['入力してください'] });
    const zero = await client.post('/api/admin/points/adjust', {
      userId: member.id,
      points: 0,
      reason: 'x',
    });
    expect(zero.json().errors).toEqual({ points: ['0以外の数値を入力してください。'] });
    const unknown = await client.post('/api/admin/points/adjust', {
      userId: 99_999_999,
      points: 10,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const member = await buildMember(ctx.db);
    const guest = await new Client(ctx.app).csrf();
    const body = { userId: member.id, points: 10, reason: 'x' };
    expect((await guest.post('/api/admin/points/adjust', body)).statusCode).toBe(401);
    const self = await new Client(ctx.app).login(member.email);
    const res = await self.post('/api/admin/points/adjust', body);
    expect(res.statusCode).toBe(403);
    const blockedAdmin = await buildAdmin(ctx.db, { isBlocked: true });
    const blocked = await new Client(ctx.app).login(blockedAdmin.email);
    expect((await blocked.post('/api/admin/points/adjust', body)).statusCode).toBe(200);
    const noCsrf = await new Client(ctx.app).login((await buildAdmin(ctx.db)).email);
    noCsrf.cookies.delete('XSRF-TOKEN');
    expect(
      (await noCsrf.post('/api/admin/points/adjust', body, { 'x-xsrf-token': 'wrong' })).statusCode,
    ).toBe(419);
    expect(await balanceOf(member.id)).toBe(10);
  });
});
