// Unsubscribing and cancelled registrations: points voided through the ledger, sign-in blocked.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointTransactions, sessions, users } from '../../db/schema/index';
import {
  buildAdmin,
  buildMember,
  Client,
  DEFAULT_PASSWORD,
  useTestApp,
} from '../../../test/helpers';
import { ledgerSum, movePoints } from '../points/ledger';

const ctx = useTestApp();

async function memberWithPoints(points: number) {
  const member = await buildMember(ctx.db);
  await movePoints(ctx.db, {
    userId: member.id,
    type: 'ADJUST',
    points,
    description: 'seed',
    idempotencyKey: `seed-${member.id}`,
  });
  return member;
}

const unsubscribe = (client: Client, password: string) =>
  client.request({ method: 'DELETE', url: '/api/me/unsubscribe', payload: { password } });

describe('DELETE /api/me/unsubscribe', () => {
  it('voids the balance with a ledger row, ends every session and blocks sign-in', async () => {
    const member = await memberWithPoints(730);
    const client = await new Client(ctx.app, 'en').login(member.email);
    const other = await new Client(ctx.app, 'en').login(member.email);

    const res = await unsubscribe(client, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'unsubscribed', pointsVoided: 730 });

    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ status: 'unsubscribed', pointAmount: 0, newsletterConsent: false });
    expect(await ledgerSum(ctx.db, member.id)).toBe(0);
    const [last] = await ctx.db
      .select()
      .from(pointTransactions)
      .where(eq(pointTransactions.userId, member.id))
      .orderBy(desc(pointTransactions.id))
      .limit(1);
    expect(last).toMatchObject({ type: 'ADJUST', points: -730, balanceAfter: 0 });
    expect(last!.description).toBe('ledger.unsubscribe_void');
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);

    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    expect((await other.get('/api/auth/user')).statusCode).toBe(401);
    const again = await new Client(ctx.app, 'en').csrf();
    const login = await again.post('/api/login', {
      email: member.email,
      password: DEFAULT_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error_code).toBe('ACCOUNT_CLOSED');
  });

  it('asks for the password again and changes nothing when it is wrong', async () => {
    const member = await memberWithPoints(100);
    const client = await new Client(ctx.app, 'ja').login(member.email);
    const res = await unsubscribe(client, 'Wrong2026x');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_code: 'WRONG_PASSWORD',
      errors: { password: ['現在のパスワードが正しくありません。'] },
    });
    const blank = await unsubscribe(client, '');
    expect(blank.json().errors).toEqual({ password: ['入力してください'] });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ status: 'active', pointAmount: 100 });
  });

  it('works with an empty balance and needs a session and the CSRF token', async () => {
    const guest = await new Client(ctx.app).csrf();
    expect((await unsubscribe(guest, 'x')).statusCode).toBe(401);

    const member = await buildMember(ctx.db);
    const client = await new Client(ctx.app).login(member.email);
    const noToken = await client.request({
      method: 'DELETE',
      url: '/api/me/unsubscribe',
      payload: { password: DEFAULT_PASSWORD },
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(noToken.statusCode).toBe(419);

    const res = await unsubscribe(client, DEFAULT_PASSWORD);
    expect(res.json().data.pointsVoided).toBe(0);
    expect(
      await ctx.db.select().from(pointTransactions).where(eq(pointTransactions.userId, member.id)),
    ).toEqual([]);
  });
});

describe('POST /api/admin/members/:id/cancel', () => {
  it('cancels a registration: points voided, sign-in refused; admins only', async () => {
    const admin = await buildAdmin(ctx.db);
    const member = await memberWithPoints(40);
    const memberClient = await new Client(ctx.app).login(member.email);
    expect((await memberClient.post(`/api/admin/members/${member.id}/cancel`)).statusCode).toBe(
      403,
    );

    const client = await new Client(ctx.app, 'en').login(admin.email);
    const res = await client.post(`/api/admin/members/${member.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', pointsVoided: 40 });
    expect((await memberClient.get('/api/auth/user')).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ status: 'cancelled', pointAmount: 0 });
    expect(await ledgerSum(ctx.db, member.id)).toBe(0);

    // Closing twice or a missing member: not found, nothing moves.
    expect((await client.post(`/api/admin/members/${member.id}/cancel`)).statusCode).toBe(404);
    expect((await client.post('/api/admin/members/99999999/cancel')).statusCode).toBe(404);
  });
});
