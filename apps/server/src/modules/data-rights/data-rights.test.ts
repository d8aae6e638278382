// Members' data rights: the copy of a member's data (every section, CSVs with a BOM, only for
// the member or an admin, deleted after 7 days) and the erasure of closed accounts after the
// grace period (personal fields gone, ledger sums and statistics unchanged, no sign-in).
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport } from '@fanclub/contract/data-rights';
import {
  campaignRespondents,
  comments,
  consentEvents,
  dataExports,
  groupPosts,
  mailMessages,
  users,
} from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import {
  Client,
  buildAdmin,
  buildMember,
  buildPost,
  createTestContext,
  json,
  type TestContext,
} from '../../../test/helpers';
import { bornIn, setupCampaign } from '../campaigns/campaign-fixtures';
import { insertGroup, insertTopic } from '../groups/group-fixtures';
import { rewardIdsOf } from '../rewards/reward-fixtures';
import { eraseClosedAccounts } from './erasure';
import { purgeDataExports, runDataExports } from './service';

let ctx: TestContext;
let admin: Client;
let adminId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  const a = await buildAdmin(ctx.db);
  adminId = a.id;
  admin = await new Client(ctx.app, 'en').login(a.email);
});
afterAll(async () => ctx.close());

/** A member with a row in every section of the copy. */
async function memberWithEverything() {
  const m = await buildMember(ctx.db, { phone: '0901234567', postalCode: '7000001' });
  const client = await new Client(ctx.app, 'en').login(m.email);
  await ctx.db.insert(consentEvents).values({ userId: m.id, consents: { newsletter: true } });
  await admin.post('/api/admin/points/adjust', { userId: m.id, points: 1000, reason: 'seed' });
  const ids = await rewardIdsOf(client);
  expect((await client.post(`/api/rewards/${ids.amazon}/redeem`, { amount: 200 })).statusCode).toBe(
    201,
  );
  const donation = await client.post(`/api/rewards/${ids.donation}/redeem`, { amount: 200 });
  expect(donation.statusCode, donation.body).toBe(201);
  await buildMember(ctx.db, { referredById: m.id });
  const campaignId = await setupCampaign(admin, bornIn(1950));
  await ctx.db.insert(campaignRespondents).values({
    campaignId,
    userId: m.id,
    rid: `rid${m.id}x${Date.now()}`,
    status: 'completed',
    pointsCredited: 30,
  });
  const post = await buildPost(ctx.db, { authorId: m.id, kind: 'member' });
  await ctx.db.insert(comments).values({ postId: post.id, userId: m.id, body: '=1+1 素敵' });
  const group = await insertGroup(ctx.db, { name: `島旅 ${m.id}` });
  const topic = await insertTopic(ctx.db, group.id, {}, DAY);
  await ctx.db
    .insert(groupPosts)
    .values({ groupId: group.id, topicId: topic.id, authorId: m.id, body: '島の朝' });
  await ctx.db.insert(mailMessages).values({
    toAddress: m.email,
    subject: 'ようこそ',
    textBody: 'こんにちは',
    htmlBody: '<p>こんにちは</p>',
    template: 'welcome',
    language: 'ja',
    status: 'stored',
  });
  return { member: m, client };
}

async function download(client: Client, url: string) {
  return client.request({ method: 'GET', url });
}

describe('a copy of my data', () => {
  it('is built in the background with every section, as JSON and CSVs', async () => {
    const { member, client } = await memberWithEverything();
    const asked = await client.post('/api/me/data-exports');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(json<{ data: DataExport }>(asked).data).toMatchObject({
      status: 'pending',
      downloadUrl: null,
    });
    const again = await client.post('/api/me/data-exports');
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ error_code: 'DATA_EXPORT_PENDING' });

    expect(await runDataExports(ctx.db, ctx.app.storage)).toBe(1);
    const list = json<{ data: DataExport[] }>(await client.get('/api/me/data-exports')).data;
    expect(list[0]).toMatchObject({ status: 'ready' });
    const expires = new Date(list[0]!.expiresAt!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6.9 * DAY);
    const res = await download(client, list[0]!.downloadUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json']!)) as Record<string, unknown[]>;
    for (const section of [
      'account',
      'consents',
      'points',
      'exchanges',
      'donations',
      'referrals',
      'surveys',
      'posts',
      'comments',
      'groupPosts',
      'mails',
    ]) {
      expect(data[section]?.length, section).toBeGreaterThan(0);
      const csv = files[`${section}.csv`]!;
      expect([...csv.subarray(0, 3)], section).toEqual([0xef, 0xbb, 0xbf]);
    }
    expect(data.account![0]).toMatchObject({ id: member.id, email: member.email });
    expect(data.account![0]).not.toHaveProperty('password_hash');
    expect(data.consents!.length).toBe(2);
    expect(data.surveys![0]).toMatchObject({ status: 'completed', points_credited: 30 });
    // The formula guard: a comment starting with = is defused in the CSV.
    expect(strFromU8(files['comments.csv']!)).toContain("'=1+1 素敵");
    // A member's own copy is not an admin action.
    const audit = await admin.get(`/api/admin/audit-log?memberId=${member.id}`);
    expect(json<{ data: { action: string }[] }>(audit).data.map((r) => r.action)).not.toContain(
      'data_export_downloaded',
    );
  });

  it('is downloaded only by its member or an admin, and an admin download is recorded', async () => {
    const { member, client } = await memberWithEverything();
    await client.post('/api/me/data-exports');
    await runDataExports(ctx.db, ctx.app.storage);
    const url = json<{ data: DataExport[] }>(await client.get('/api/me/data-exports')).data[0]!
      .downloadUrl!;
    const other = await new Client(ctx.app).login((await buildMember(ctx.db)).email);
    expect((await download(other, url)).statusCode).toBe(404);
    expect((await download(await new Client(ctx.app).csrf(), url)).statusCode).toBe(401);
    expect((await download(admin, url)).statusCode).toBe(200);
    const audit = await admin.get(
      `/api/admin/audit-log?memberId=${member.id}&action=data_export_downloaded`,
    );
    expect(json<{ data: { actorId: number }[] }>(audit).data[0]).toMatchObject({
      actorId: adminId,
    });
  });

  it('is requested by an admin for a member (recorded); members and guests may not', async () => {
    const m = await buildMember(ctx.db);
    const member = await new Client(ctx.app).login(m.email);
    const guest = await new Client(ctx.app).csrf();
    const url = `/api/admin/members/${m.id}/data-exports`;
    expect((await guest.post(url)).statusCode).toBe(401);
    expect((await member.post(url)).statusCode).toBe(403);
    expect((await member.get(url)).statusCode).toBe(403);
    expect((await guest.post('/api/me/data-exports')).statusCode).toBe(401);
    expect((await admin.post('/api/admin/members/99999999/data-exports')).statusCode).toBe(404);
    const res = await admin.post(url);
    expect(res.statusCode, res.body).toBe(202);
    const audit = await admin.get(`/api/admin/audit-log?memberId=${m.id}`);
    expect(json<{ data: { action: string }[] }>(audit).data[0]).toMatchObject({
      action: 'data_export_requested',
      actorId: adminId,
    });
    const list = json<{ data: DataExport[] }>(await member.get('/api/me/data-exports')).data;
    expect(list).toHaveLength(1);
  });

  it('is deleted from the store after 7 days', async () => {
    const { client } = await memberWithEverything();
    await client.post('/api/me/data-exports');
    await runDataExports(ctx.db, ctx.app.storage);
    const first = json<{ data: DataExport[] }>(await client.get('/api/me/data-exports')).data[0]!;
    const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, first.id));
    expect(await ctx.app.storage.stat(row!.fileKey!)).toBeDefined();
    expect(await purgeDataExports(ctx.db, ctx.app.storage, new Date(Date.now() + 6 * DAY))).toBe(0);
    await purgeDataExports(ctx.db, ctx.app.storage, new Date(Date.now() + 7 * DAY + 60_000));
    expect(await ctx.app.storage.stat(row!.fileKey!)).toBeUndefined();
    const after = json<{ data: DataExport[] }>(await client.get('/api/me/data-exports')).data[0]!;
    expect(after).toMatchObject({ status: 'expired', downloadUrl: null });
    expect((await download(client, first.downloadUrl!)).statusCode).toBe(404);
  });
});

async function figures() {
  const [ledger] = rowsOf<{ n: number; s: number }>(
    await ctx.db.execute(
      sql`select count(*)::int as n, coalesce(sum(points), 0)::int as s from point_transactions`,
    ),
  );
  const stats = rowsOf<Record<string, unknown>>(
    await ctx.db.execute(
      sql`select dimension, code, registered_on::text, count from member_stat_counts order by 1, 2, 3`,
    ),
  );
  const [surveys] = rowsOf<{ n: number }>(
    await ctx.db.execute(
      sql`select count(*)::int as n from campaign_respondents where status = 'completed'`,
    ),
  );
  const overview = json(await admin.get('/api/admin/overview/members'));
  return { ledger, stats, surveys, overview };
}

describe('erasure after leaving', () => {
  it('waits for the grace period, then erases the personal fields only', async () => {
    const { member, client } = await memberWithEverything();
    const avatar = `${'ab'.repeat(16)}.webp`;
    await ctx.app.storage.put(`avatars/${avatar}`, Buffer.from('webp'));
    await ctx.db.update(users).set({ avatarPath: avatar }).where(eq(users.id, member.id));
    await client.post('/api/me/data-exports');
    await runDataExports(ctx.db, ctx.app.storage);
    const [copy] = await ctx.db.select().from(dataExports).where(eq(dataExports.userId, member.id));
    const left = await client.request({
      method: 'DELETE',
      url: '/api/me/unsubscribe',
      payload: { password: 'Harbour2026' },
    });
    expect(left.statusCode, left.body).toBe(200);
    const before = await figures();

    // Within the grace period: untouched.
    await eraseClosedAccounts(ctx.db, ctx.app.storage, 30, new Date(Date.now() + 29 * DAY));
    const [kept] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(kept).toMatchObject({ email: member.email, phone: '0901234567', erasedAt: null });

    const later = new Date(Date.now() + 31 * DAY);
    expect(await eraseClosedAccounts(ctx.db, ctx.app.storage, 30, later)).toBeGreaterThanOrEqual(1);
    const [gone] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(gone).toMatchObject({
      email: `erased-${member.id}@invalid`,
      nickname: `erased-${member.id}`,
      firstName: '',
      lastName: '',
      phone: null,
      postalCode: null,
      avatarPath: null,
      // Kept for statistics: year of birth, gender.
      yearOfBirth: member.yearOfBirth,
      gender: member.gender,
    });
    expect(gone!.erasedAt).not.toBeNull();
    expect(await ctx.app.storage.stat(`avatars/${avatar}`)).toBeUndefined();
    expect(await ctx.app.storage.stat(copy!.fileKey!)).toBeUndefined();
    const mails = await ctx.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, member.email));
    expect(mails).toEqual([]);

    // Ledger sums, statistics and survey counts are unchanged.
    expect(await figures()).toEqual(before);

    // Idempotent: a second run changes nothing.
    expect(await eraseClosedAccounts(ctx.db, ctx.app.storage, 30, later)).toBe(0);

    // No sign-in, with the old or the new address.
    for (const email of [member.email, `erased-${member.id}@invalid`]) {
      const c = await new Client(ctx.app).csrf();
      const res = await c.post('/api/login', { email, password: 'Harbour2026' });
      expect(res.statusCode).not.toBe(200);
    }
    const audit = await admin.get(
      `/api/admin/audit-log?memberId=${member.id}&action=member_erased`,
    );
    expect(json<{ data: { actorId: number | null }[] }>(audit).data[0]).toMatchObject({
      actorId: null,
    });
  });

  it('leaves active members alone', async () => {
    const m = await buildMember(ctx.db);
    await eraseClosedAccounts(ctx.db, ctx.app.storage, 0, new Date(Date.now() + 400 * DAY));
    const [row] = await ctx.db.select().from(users).where(eq(users.id, m.id));
    expect(row!.email).toBe(m.email);
  });
});
