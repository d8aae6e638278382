import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageGroupOf } from '@fanclub/contract/reference';
import {
  FAN_DIMENSIONS,
  type FanStatistics,
  type SurveyOverview,
} from '@fanclub/contract/statistics';
import { campaignRespondents, campaigns, offerClicks, offers, users } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { newReferralCode } from '../../lib/referral-code';
import {
  Client,
  buildAdmin,
  buildMember,
  createTestContext,
  json,
  randomIp,
  type TestContext,
} from '../../../test/helpers';
import { adminCall } from '../../../test/clients';

let ctx: TestContext;
let admin: Client;
let adminJa: Client;
let member: Client;
let blocked: Client;
let guest: Client;

type Generated = {
  status: string;
  gender: string;
  countryOfResidence: string | null;
  prefecture: string | null;
  mainLanguage: string;
  yearOfBirth: number;
  createdAt: Date;
};
const generated: Generated[] = [];

/** A small deterministic generator, so a failure can be reproduced. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const a = await buildAdmin(ctx.db);
  const m = await buildMember(ctx.db);
  const b = await buildMember(ctx.db, { isBlocked: true });
  admin = await new Client(ctx.app, 'en', randomIp()).login(a.email);
  adminJa = await new Client(ctx.app, 'ja', randomIp()).login(a.email);
  member = await new Client(ctx.app, 'en', randomIp()).login(m.email);
  blocked = await new Client(ctx.app, 'en', randomIp()).login(b.email);
  guest = await new Client(ctx.app, 'ja', randomIp()).csrf();
  for (const row of [a, m, b])
    generated.push({
      status: row.status,
      gender: row.gender,
      countryOfResidence: row.countryOfResidence,
      prefecture: row.prefecture,
      mainLanguage: row.mainLanguage,
      yearOfBirth: row.yearOfBirth,
      createdAt: row.createdAt,
    });

  const random = generator(20261124);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const rows = Array.from({ length: 240 }, (_, i) => {
    const country = pick(['CT001', 'CT001', 'CT001', 'CT037', 'CT199', null] as const);
    const row: Generated = {
      status: pick(['active', 'active', 'active', 'provisional', 'cancelled', 'unsubscribed']),
      gender: pick(['GD01', 'GD02', 'GD00']),
      countryOfResidence: country,
      prefecture:
        country === 'CT001' ? pick(['JPPRF13', 'JPPRF33', 'JPPRF34', 'JPPRF37', null]) : null,
      mainLanguage: pick(['ja', 'ja', 'en', 'zh', 'ko', 'th', 'tw']),
      yearOfBirth: 1935 + Math.floor(random() * 75),
      createdAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 700) * 86_400_000),
    };
    generated.push(row);
    return {
      email: `fan${i}-${process.pid}@example.jp`,
      passwordHash: 'test:no-login',
      firstName: '太郎',
      lastName: '瀬戸',
      nickname: `fan${i}-${process.pid}`,
      referralCode: newReferralCode(),
      ...row,
    };
  });
  await ctx.db.insert(users).values(rows);
});
afterAll(async () => ctx.close());

const ADMIN_CALLS: Array<[string, string, object?]> = [
  ['GET', '/api/admin/overview/serveys'],
  ['GET', '/api/admin/overview/surveys'],
  ['GET', '/api/admin/overview/offers'],
  ['GET', '/api/admin/overview/posts'],
  ...FAN_DIMENSIONS.map((d): [string, string] => ['GET', `/api/admin/fans/${d}`]),
  ['GET', '/api/admin/fans/export'],
  ['GET', '/api/admin/settings'],
  ['POST', '/api/admin/settings', { referralPoints: 1 }],
  ['GET', '/api/admin/settings/changes'],
  ['GET', '/api/admin/organizations'],
  ['GET', '/api/admin/organizations/export'],
];

describe('authorization of the statistics, settings and organization calls', () => {
  it.each(ADMIN_CALLS)(
    '%s %s: guest 401, member 403, blocked member 403',
    async (method, url, payload) => {
      const call = adminCall(method, url, payload);
      const g = await call(guest);
      expect(g.statusCode).toBe(401);
      expect(json(g)).toMatchObject({ code: 401, error_code: 'UNAUTHENTICATED' });
      const m = await call(member);
      expect(m.statusCode).toBe(403);
      expect(json(m)).toMatchObject({ code: 403, error_code: 'PERMISSION_DENIED' });
      expect((await call(blocked)).statusCode).toBe(403);
    },
  );
});

/** What the statistics must say, counted here from the generated rows. */
function expected(
  dimension: (typeof FAN_DIMENSIONS)[number],
  from?: Date,
  to?: Date,
): Map<string, number> {
  const year = new Date().getUTCFullYear();
  const counts = new Map<string, number>();
  for (const row of generated) {
    if (row.status !== 'active') continue;
    if (from && row.createdAt < from) continue;
    if (to && row.createdAt >= to) continue;
    const code = {
      gender: row.gender,
      country: row.countryOfResidence ?? 'unknown',
      prefecture: row.prefecture ?? 'unknown',
      language: row.mainLanguage,
      age: ageGroupOf(year - row.yearOfBirth) ?? 'under10',
    }[dimension];
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return counts;
}

describe('GET /api/admin/fans/{dimension}', () => {
  it.each(FAN_DIMENSIONS)('%s equals a count over the generated members', async (dimension) => {
    const res = await admin.get(`/api/admin/fans/${dimension}`);
    expect(res.statusCode).toBe(200);
    const body = json<FanStatistics>(res);
    const want = expected(dimension);
    const got = new Map(body.data.filter((b) => b.count > 0).map((b) => [b.code, b.count]));
    expect(got).toEqual(want);
    const total = [...want.values()].reduce((a, b) => a + b, 0);
    expect(body.meta).toMatchObject({ dimension, total, from: null, to: null });
    expect(body.data.reduce((sum, b) => sum + b.share, 0)).toBeCloseTo(1, 6);
    for (const bucket of body.data) expect(bucket.label).not.toBe('');
  });

  it('lists every gender, language and age group, zeros included, in their order', async () => {
    const gender = json<FanStatistics>(await admin.get('/api/admin/fans/gender'));
    expect(gender.data.map((b) => b.code)).toEqual(['GD01', 'GD02', 'GD00']);
    expect(gender.data.map((b) => b.label)).toEqual(['Male', 'Female', 'Other']);
    const language = json<FanStatistics>(await adminJa.get('/api/admin/fans/language'));
    expect(language.data.map((b) => b.code)).toEqual(['ja', 'en', 'zh', 'ko', 'th', 'tw']);
    expect(language.data[0]!.label).toBe('日本語');
    const age = json<FanStatistics>(await adminJa.get('/api/admin/fans/age'));
    expect(age.data.slice(0, 8).map((b) => b.code)).toEqual([
      'AG10',
      'AG20',
      'AG30',
      'AG40',
      'AG50',
      'AG60',
      'AG70',
      'AG80',
    ]);
    expect(age.data[7]!.label).toBe('80代以上');
  });

  it('names countries and prefectures in the request language, most members first', async () => {
    const country = json<FanStatistics>(await adminJa.get('/api/admin/fans/country'));
    expect(country.data.find((b) => b.code === 'CT001')?.label).toBe('日本');
    const counts = country.data.filter((b) => b.code !== 'unknown').map((b) => b.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const prefecture = json<FanStatistics>(await admin.get('/api/admin/fans/prefecture'));
    expect(prefecture.data.find((b) => b.code === 'JPPRF34')?.label).toMatch(/Hiroshima/);
    expect(prefecture.data.at(-1)?.code).toBe('unknown');
  });

  it('filters by registration period (Japan-time days, both included)', async () => {
    const from = '2024-03-01';
    const to = '2024-12-31';
    for (const dimension of FAN_DIMENSIONS) {
      const body = json<FanStatistics>(
        await admin.get(`/api/admin/fans/${dimension}?from=${from}&to=${to}`),
      );
      const want = expected(
        dimension,
        new Date(Date.UTC(2024, 1, 29, 15)),
        new Date(Date.UTC(2024, 11, 31, 15)),
      );
      expect(new Map(body.data.filter((b) => b.count > 0).map((b) => [b.code, b.count]))).toEqual(
        want,
      );
      expect(body.meta).toMatchObject({ from, to });
    }
  });

  it('refuses a bad period with the localised 422', async () => {
    const res = await admin.get('/api/admin/fans/gender?from=2024-05-01&to=2024-04-01');
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      errors: { to: [expect.any(String)] },
    });
    const bad = await adminJa.get('/api/admin/fans/age?from=2024-13-01');
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({
      errors: { from: ['日付はYYYY-MM-DDの形式で入力してください。'] },
    });
  });

  it('downloads every dimension as CSV with a BOM, headers in the request language', async () => {
    const res = await adminJa.get('/api/admin/fans/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.slice(1).trim().split('\n');
    expect(lines[0]).toBe('項目,コード,名称,人数,割合（%）');
    const male = lines.find((l) => l.startsWith('性別,GD01,'));
    expect(male).toBe(
      `性別,GD01,男性,${expected('gender').get('GD01') ?? 0},${male!.split(',')[4]}`,
    );
    // A browser download names its language in the URL.
    const en = await adminJa.get('/api/admin/fans/export?lang=en&from=2024-01-01');
    expect(en.body.slice(1).split('\n')[0]).toBe('Dimension,Code,Name,Members,Share (%)');
    expect(en.headers['content-disposition']).toMatch(/fans-2024-01-01-/);
  });
});

describe('the counts behind the fan statistics', () => {
  it('follow status changes, edits and deletions, and equal a full recount', async () => {
    const active = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.status} = 'active' and ${users.nickname} like 'fan%'`)
      .orderBy(users.id)
      .limit(4);
    const [a, b, c, d] = active.map((r) => r.id);
    await ctx.db.execute(sql`update users set status = 'cancelled' where id = ${a}`);
    await ctx.db.execute(
      sql`update users set prefecture = 'JPPRF01', country_of_residence = 'CT001', gender = 'GD00' where id = ${b}`,
    );
    await ctx.db.execute(sql`update users set point_amount = point_amount + 5 where id = ${c}`);
    await ctx.db.execute(sql`delete from users where id = ${d}`);
    await ctx.db.execute(
      sql`update users set status = 'active' where id in (select id from users where status = 'provisional' and nickname like 'fan%' limit 2)`,
    );
    const members = await ctx.db
      .select()
      .from(users)
      .where(sql`${users.status} = 'active'`);
    const year = new Date().getUTCFullYear();
    for (const dimension of FAN_DIMENSIONS) {
      const want = new Map<string, number>();
      for (const m of members) {
        const code = {
          gender: m.gender,
          country: m.countryOfResidence ?? 'unknown',
          prefecture: m.prefecture ?? 'unknown',
          language: m.mainLanguage,
          age: ageGroupOf(year - m.yearOfBirth) ?? 'under10',
        }[dimension];
        want.set(code, (want.get(code) ?? 0) + 1);
      }
      const body = json<FanStatistics>(await admin.get(`/api/admin/fans/${dimension}`));
      expect(new Map(body.data.filter((x) => x.count > 0).map((x) => [x.code, x.count]))).toEqual(
        want,
      );
    }
    const snapshot = () =>
      ctx.db.execute(
        sql`select dimension, code, registered_on::text as day, count from member_stat_counts where count <> 0 order by 1, 2, 3`,
      );
    const before = rowsOf(await snapshot());
    await ctx.db.execute(sql`select member_stats_rebuild()`);
    expect(rowsOf(await snapshot())).toEqual(before);
  });
});

describe('overview calls', () => {
  it('answers survey figures at both spellings, with the first profile survey', async () => {
    const empty = json<{ data: SurveyOverview }>(await admin.get('/api/admin/overview/serveys'));
    expect(empty.data).toMatchObject({ campaignsAvailable: false, responseRate: null });
    await ctx.db.execute(
      sql`update users set profile_survey_completed_at = now() where id in (select id from users order by id limit 3)`,
    );
    const day = 86_400_000;
    const now = Date.now();
    const [running, closed] = await ctx.db
      .insert(campaigns)
      .values([
        {
          titleJa: '島旅',
          titleEn: 'Island trips',
          point: 30,
          lengthMinutes: 5,
          surveyLink: 'https://s.example/?r=[RID]',
          startAt: new Date(now - 90 * day),
          expiresAt: new Date(now + 9 * day),
        },
        {
          titleJa: '食',
          titleEn: 'Food',
          point: 20,
          lengthMinutes: 5,
          surveyLink: 'https://s.example/?r=[RID]',
          startAt: new Date(now - 90 * day),
          expiresAt: new Date(now - 60 * day),
        },
      ])
      .returning();
    const people = await ctx.db.select({ id: users.id }).from(users).limit(6);
    // (campaign, status, invited days ago, started days ago, finished days ago)
    const plan: Array<[number, string, number, number | null, number | null]> = [
      [running!.id, 'invited', 2, null, null],
      [running!.id, 'started', 3, 3, null],
      [running!.id, 'completed', 5, 5, 4],
      [running!.id, 'screenout', 40, 40, 40],
      [closed!.id, 'completed', 80, 79, 70],
      [closed!.id, 'completed', 80, 80, 80],
    ];
    await ctx.db.insert(campaignRespondents).values(
      plan.map(([campaignId, status, invited, started, finished], i) => ({
        campaignId,
        userId: people[i]!.id,
        rid: `rid${i}${process.pid}`,
        status: status as 'invited',
        invitedAt: new Date(now - invited * day),
        startedAt: started === null ? null : new Date(now - started * day),
        finishedAt: finished === null ? null : new Date(now - finished * day),
      })),
    );
    const a = json<{ data: SurveyOverview }>(await admin.get('/api/admin/overview/serveys'));
    const b = json<{ data: SurveyOverview }>(await admin.get('/api/admin/overview/surveys'));
    expect(a).toEqual(b);
    expect(a.data).toMatchObject({
      campaignsAvailable: true,
      campaigns: { total: 2, active: 1 },
      invited: { allTime: 6, last30Days: 3 },
      started: { allTime: 5, last30Days: 2 },
      completed: { allTime: 3, last30Days: 1 },
      responseRate: 0.5,
      profileSurveyCompleted: { allTime: 3, last30Days: 3 },
      pointsAwarded: { allTime: 0, last30Days: 0 },
    });
  });

  it('answers offer figures: offers, and clicks that passed the human checks', async () => {
    const none = json<{ data: Record<string, unknown> }>(
      await admin.get('/api/admin/overview/offers'),
    );
    expect(none.data).toMatchObject({ offersAvailable: false, offers: { total: 0, open: 0 } });
    const day = 86_400_000;
    const now = Date.now();
    const base = {
      titleJa: '島の宿',
      titleEn: 'Island inn',
      description: '',
      link: 'https://inn.example/',
      imageKey: 'offers/x.webp',
    };
    const [open] = await ctx.db
      .insert(offers)
      .values([
        { ...base, startAt: new Date(now - day), expiresAt: new Date(now + day) },
        { ...base, startAt: new Date(now - 9 * day), expiresAt: new Date(now - 2 * day) },
      ])
      .returning();
    const people = await ctx.db.select({ id: users.id }).from(users).limit(2);
    await ctx.db.insert(offerClicks).values([
      { offerId: open!.id, userId: people[0]!.id, human: true },
      { offerId: open!.id, userId: people[0]!.id, human: true },
      {
        offerId: open!.id,
        userId: people[1]!.id,
        human: true,
        createdAt: new Date(now - 40 * day),
      },
      { offerId: open!.id, userId: null, human: false },
    ]);
    const res = json<{ data: Record<string, unknown> }>(
      await admin.get('/api/admin/overview/offers'),
    );
    expect(res.data).toEqual({
      offersAvailable: true,
      offers: { total: 2, open: 1 },
      mailsSent: { allTime: 0, last30Days: 0 },
      clicks: { allTime: 3, last30Days: 2 },
      uniqueClickers: { allTime: 2, last30Days: 1 },
    });
  });

  it('counts posts by state', async () => {
    const res = json<{ data: Record<string, unknown> }>(
      await admin.get('/api/admin/overview/posts'),
    );
    expect(res.data).toMatchObject({
      published: { allTime: 0, last30Days: 0 },
      scheduled: 0,
      drafts: 0,
    });
  });
});
