// The admin's exchange desk: list, approve (once, whatever the concurrency), complete with mail,
// fail with one refund, CSV export, and who may call what.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeRequests, notifications, pointTransactions } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, lastMailTo, useTestApp } from '../../../test/helpers';
import { ledgerSum, movePoints } from '../points/ledger';
import { pointBalance, rewardIdsOf, type RewardIds } from './reward-fixtures';

const ctx = useTestApp();
let admin: Client;
let adminJa: Client;
let rewardIds: RewardIds;

beforeAll(async () => {
  const a = await buildAdmin(ctx.db);
  admin = await new Client(ctx.app, 'en').login(a.email);
  adminJa = await new Client(ctx.app, 'ja').login(a.email);
  rewardIds = await rewardIdsOf(admin);
});

const balanceOf = (userId: number) => pointBalance(ctx.db, userId);

/** A member with `points` who asks for `amount` of a reward; returns them and the request id. */
async function requestBy(
  type: 'amazon' | 'paypal',
  amount = 200,
  points = 1000,
  overrides: Parameters<typeof buildMember>[1] = {},
) {
  const member = await buildMember(ctx.db, overrides);
  await movePoints(ctx.db, {
    userId: member.id,
    type: 'ADJUST',
    points,
    description: 'test',
    idempotencyKey: `test:${member.id}`,
  });
  const client = await new Client(ctx.app, 'en').login(member.email);
  const res = await client.post(`/api/rewards/${rewardIds[type]}/redeem`, {
    amount,
    ...(type === 'paypal' ? { paypalEmail: 'pay@example.com' } : {}),
  });
  expect(res.statusCode).toBe(201);
  return { member, client, id: res.json().data.request.id as number };
}

const statusOf = async (id: number) =>
  (await ctx.db.select().from(exchangeRequests).where(eq(exchangeRequests.id, id)))[0]!.status;

describe('GET /api/neo/amazon-exchange', () => {
  it('lists one type with the member columns, filtered by status and dates, paged', async () => {
    const { member, id } = await requestBy('amazon', 250);
    const paypal = await requestBy('paypal', 300);
    const res = await admin.get('/api/neo/amazon-exchange?type=amazon&status=new&limit=100');
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({
      userId: member.id,
      email: member.email,
      yob: 1990,
      language: 'ja',
      status: 'new',
      amount: 250,
      type: 'amazon',
      usd: null,
    });
    expect(res.json().data.some((r: { id: number }) => r.id === paypal.id)).toBe(false);
    const pp = (await admin.get('/api/neo/amazon-exchange?type=paypal')).json();
    expect(pp.data.find((r: { id: number }) => r.id === paypal.id)).toMatchObject({
      paypalEmail: 'pay@example.com',
      usd: '2.00',
    });
    expect(pp.meta).toMatchObject({ page: 1, limit: 10 });
    const future = await admin.get('/api/neo/amazon-exchange?type=amazon&from=2999-01-01');
    expect(future.json().data).toEqual([]);
    const past = await admin.get('/api/neo/amazon-exchange?type=amazon&to=2000-01-01');
    expect(past.json().meta.total).toBe(0);
    const bad = await admin.get('/api/neo/amazon-exchange?type=donation');
    expect(bad.statusCode).toBe(422);
    expect((await admin.get('/api/neo/amazon-exchange?from=2026-13')).statusCode).toBe(422);
  });
});

describe('POST /api/neo/amazon-approve', () => {
  it('approves new requests, tells which ids could not be, and notifies the member', async () => {
    const a = await requestBy('amazon');
    const b = await requestBy('amazon');
    const res = await admin.post('/api/neo/amazon-approve', { ids: [a.id, b.id, 99_999_999] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ approved: [a.id, b.id].sort(), notApproved: [99_999_999] });
    expect(await statusOf(a.id)).toBe('approved');
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, a.member.id));
    expect(notes.map((n) => n.messageKey)).toContain('notifications.exchange_approved');
    const history = (await a.client.get('/api/redeem-history')).json().data;
    expect(history[0].status).toBe('approved');
  });

  it("answers 'Approved Error' when nothing could be approved", async () => {
    const a = await requestBy('amazon');
    await admin.post('/api/neo/amazon-approve', { ids: [a.id] });
    const again = await admin.post('/api/neo/amazon-approve', { ids: [a.id] });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error_code: 'APPROVE_FAILED', message: 'Approved Error' });
    const ja = await adminJa.post('/api/neo/amazon-approve', { ids: [a.id] });
    expect(ja.json().message).toBe('承認エラー：選択した申請を承認できませんでした。');
    const empty = await admin.post('/api/neo/amazon-approve', { ids: [] });
    expect(empty.json().errors).toEqual({ ids: ['should not be blank'] });
  });

  it('changes a request once when approved 50 times at the same time', async () => {
    const a = await requestBy('amazon');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => admin.post('/api/neo/amazon-approve', { ids: [a.id] })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json().error_code === 'APPROVE_FAILED')).toHaveLength(49);
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, a.member.id));
    expect(notes.filter((n) => n.messageKey === 'notifications.exchange_approved')).toHaveLength(1);
  });
});

describe('complete and fail', () => {
  it('completes an approved request with the gift code and mails it in the member language', async () => {
    const a = await requestBy('amazon', 200, 1000, { mainLanguage: 'en' });
    const early = await admin.post(`/api/admin/exchange/${a.id}/complete`, { reference: 'X' });
    expect(early.statusCode).toBe(409);
    await admin.post('/api/neo/amazon-approve', { ids: [a.id] });
    const blank = await admin.post(`/api/admin/exchange/${a.id}/complete`, { reference: ' ' });
    expect(blank.json().errors).toEqual({ reference: ['should not be blank'] });
    const res = await admin.post(`/api/admin/exchange/${a.id}/complete`, {
      reference: 'AQ7K-22PLM9-XW4T',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'completed', reference: 'AQ7K-22PLM9-XW4T' });
    const mail = await lastMailTo(ctx.db, a.member.email);
    expect(mail!.subject).toBe('[Setouchi Fan Club] Your point exchange is complete');
    expect(mail!.textBody).toContain('AQ7K-22PLM9-XW4T');
    const history = (await a.client.get('/api/redeem-history')).json().data;
    expect(history[0]).toMatchObject({ status: 'completed', reference: 'AQ7K-22PLM9-XW4T' });
    const twice = await admin.post(`/api/admin/exchange/${a.id}/complete`, { reference: 'Y' });
    expect(twice.statusCode).toBe(409);
    const failLate = await admin.post(`/api/admin/exchange/${a.id}/fail`, { reason: 'x' });
    expect(failLate.statusCode).toBe(409);
    expect(
      (await admin.post('/api/admin/exchange/99999999/fail', { reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('mails a Japanese member in Japanese and a Korean one in Korean, with the English reward name', async () => {
    const ja = await requestBy('paypal', 300, 1000);
    await admin.post('/api/neo/amazon-approve', { ids: [ja.id] });
    await admin.post(`/api/admin/exchange/${ja.id}/complete`, { reference: '5TY05013RG002845M' });
    const jaMail = await lastMailTo(ctx.db, ja.member.email);
    expect(jaMail!.subject).toBe('【瀬戸内ファンクラブ】ポイント交換が完了しました');
    expect(jaMail!.textBody).toContain('PayPalの取引番号：5TY05013RG002845M');

    const ko = await requestBy('paypal', 300, 1000, { mainLanguage: 'ko' });
    await admin.post('/api/neo/amazon-approve', { ids: [ko.id] });
    await admin.post(`/api/admin/exchange/${ko.id}/complete`, { reference: '5TY05013RG002846M' });
    const koMail = await lastMailTo(ctx.db, ko.member.email);
    expect(koMail!.language).toBe('ko');
    expect(koMail!.subject).toBe('[세토우치 팬클럽] 포인트 교환이 완료되었습니다');
    expect(koMail!.textBody).toContain('PayPal 거래 번호: 5TY05013RG002846M');
    expect(koMail!.textBody).toContain('"PayPal (US dollars)"');
    expect(koMail!.textBody).not.toMatch(/[\u3040-\u30ff]/); // no kana: nothing left in Japanese
  });

  it('refunds a failed exchange once, however often and concurrently it is failed', async () => {
    const a = await requestBy('amazon', 400, 1000);
    expect(await balanceOf(a.member.id)).toBe(600);
    await admin.post('/api/neo/amazon-approve', { ids: [a.id] });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.post(`/api/admin/exchange/${a.id}/fail`, { reason: 'Unknown address' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const again = await admin.post(`/api/admin/exchange/${a.id}/fail`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(a.member.id)).toBe(1000);
    expect(await ledgerSum(ctx.db, a.member.id)).toBe(1000);
    const refunds = await ctx.db
      .select()
      .from(pointTransactions)
      .where(eq(pointTransactions.idempotencyKey, `REFUND:request:${a.id}`));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ type: 'REFUND', points: 400 });
    const history = (await a.client.get('/api/redeem-history')).json().data;
    expect(history[0]).toMatchObject({ status: 'fail', failureReason: 'Unknown address' });
    const ledger = (await a.client.get('/api/earning-history')).json().data;
    expect(ledger[0]).toMatchObject({ type: 'REFUND', points: 400, balance: 1000 });
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, a.member.id));
    expect(notes.map((n) => n.messageKey)).toContain('notifications.exchange_fail');
    // The ADJUST credit of the test set-up is announced; the refund only as an exchange notice.
    expect(notes.filter((n) => n.messageKey === 'notifications.points_credited')).toHaveLength(1);
    const mail = await lastMailTo(ctx.db, a.member.email);
    expect(mail!.textBody).toContain('Unknown address');
  });

  it('fails a new request too', async () => {
    const a = await requestBy('paypal', 250, 250);
    const res = await admin.post(`/api/admin/exchange/${a.id}/fail`, { reason: 'No such account' });
    expect(res.json().data.status).toBe('fail');
    expect(await balanceOf(a.member.id)).toBe(250);
  });
});

describe('GET /api/admin/exchange/export', () => {
  it('streams a CSV with a BOM, Japanese headers and text, and defused formulas', async () => {
    const a = await requestBy('amazon', 321, 1000, { nickname: '=HYPERLINK("http://x")' });
    const b = await requestBy('amazon', 222, 1000, { nickname: 'しまなみ遥' + Date.now() });
    const res = await adminJa.get('/api/admin/exchange/export?type=amazon&status=new');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="exchange-amazon-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = res.rawPayload.toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    expect(body).toContain('申請ID,会員ID,ニックネーム');
    expect(body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(body).not.toMatch(/,=HYPERLINK/);
    expect(body).toContain('しまなみ遥');
    expect(body).toContain('新規');
    expect(body).toContain(`${a.id},`);
    expect(body).toContain(`${b.id},`);
    const en = await admin.get('/api/admin/exchange/export?type=paypal');
    expect(en.rawPayload.toString('utf8')).toContain('Request ID,Member ID,Nickname');
  });
});

describe('permissions', () => {
  it('keeps the exchange desk for admins: 401 guests, 403 members, 419 without CSRF', async () => {
    const a = await requestBy('amazon');
    const guest = await new Client(ctx.app).csrf();
    const calls = [
      () => guest.get('/api/neo/amazon-exchange'),
      () => guest.post('/api/neo/amazon-approve', { ids: [a.id] }),
      () => guest.post(`/api/admin/exchange/${a.id}/complete`, { reference: 'x' }),
      () => guest.post(`/api/admin/exchange/${a.id}/fail`, { reason: 'x' }),
      () => guest.get('/api/admin/exchange/export'),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    const member = a.client;
    expect((await member.get('/api/neo/amazon-exchange')).statusCode).toBe(403);
    expect((await member.post('/api/neo/amazon-approve', { ids: [a.id] })).statusCode).toBe(403);
    expect(
      (await member.post(`/api/admin/exchange/${a.id}/complete`, { reference: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await member.post(`/api/admin/exchange/${a.id}/fail`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await member.get('/api/admin/exchange/export')).statusCode).toBe(403);
    const noCsrf = await admin.post(
      '/api/neo/amazon-approve',
      { ids: [a.id] },
      { 'x-xsrf-token': 'wrong' },
    );
    expect(noCsrf.statusCode).toBe(419);
    expect(await statusOf(a.id)).toBe('new');
  });
});
