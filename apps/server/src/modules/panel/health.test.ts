// The panel health page: every figure equals a count made here over generated members,
// campaigns, invitations, answers and holds; admins only; the CSV carries the same figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { japanMonth, japanMonthStart } from '@fanclub/contract/japan-time';
import { EARLIER_COHORT, PANEL_DIMENSIONS, type PanelHealth } from '@fanclub/contract/panel-health';
import { campaignRespondents, campaigns, users } from '../../db/schema/index';
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
import {
  answersFor,
  CAMPAIGN_DAYS,
  expectedActive,
  expectedInvitations,
  expectedRecency,
  generator,
  tally,
  type GenAnswer,
  type GenMember,
} from './health-fixtures';

const DAY = 86_400_000;
let ctx: TestContext;
let admin: Client;
let adminJa: Client;
let member: Client;
let blocked: Client;
let guest: Client;
const members: GenMember[] = [];
const answers: GenAnswer[] = [];
const campaignIds: number[] = [];
const now = Date.now();

beforeAll(async () => {
  ctx = await createTestContext();
  const built = [
    await buildAdmin(ctx.db),
    await buildMember(ctx.db),
    await buildMember(ctx.db, { isBlocked: true }),
  ];
  admin = await new Client(ctx.app, 'en', randomIp()).login(built[0]!.email);
  adminJa = await new Client(ctx.app, 'ja', randomIp()).login(built[0]!.email);
  member = await new Client(ctx.app, 'en', randomIp()).login(built[1]!.email);
  blocked = await new Client(ctx.app, 'en', randomIp()).login(built[2]!.email);
  guest = await new Client(ctx.app, 'ja', randomIp()).csrf();
  members.push(...built);

  const random = generator(20261206);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const rows = Array.from({ length: 90 }, (_, i) => ({
    email: `panel${i}-${process.pid}@example.jp`,
    passwordHash: 'test:no-login',
    firstName: '花子',
    lastName: '瀬戸',
    nickname: `panel${i}-${process.pid}`,
    referralCode: newReferralCode(),
    status: pick(['active', 'active', 'active', 'active', 'provisional', 'cancelled']),
    gender: pick(['GD01', 'GD02', 'GD00']),
    prefecture: pick(['JPPRF13', 'JPPRF27', 'JPPRF34', null]),
    yearOfBirth: 1940 + Math.floor(random() * 70),
    createdAt: new Date(now - (Math.floor(random() * 700) + 0.5) * DAY),
  }));
  members.push(...(await ctx.db.insert(users).values(rows).returning()));

  for (const [i, days] of CAMPAIGN_DAYS.entries()) {
    const startAt = new Date(now - days * DAY);
    const [c] = await ctx.db
      .insert(campaigns)
      .values({
        // The CSV must defuse a title that starts like a formula.
        titleJa: i === 8 ? '=HYPERLINK("x")' : `調査${i}`,
        titleEn: i === 8 ? '=HYPERLINK("x")' : `Survey ${i}`,
        point: 50,
        lengthMinutes: 10,
        surveyLink: 'https://survey.example.com/s?rid=[RID]',
        startAt,
        expiresAt: new Date(startAt.getTime() + 30 * DAY),
      })
      .returning();
    campaignIds.push(c!.id);
    const generated = answersFor(random, c!.id, days, members, now);
    answers.push(...generated);
  }
  await ctx.db.insert(campaignRespondents).values(
    answers.map((a, i) => ({
      ...a,
      rid: `${process.pid}${String(i).padStart(8, '0')}`.padEnd(32, '0'),
      pointsHeld: a.holdReason ? 50 : 0,
    })),
  );
});
afterAll(async () => ctx.close());

const health = async (client = admin) => {
  const res = await client.get('/api/admin/panel-health');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: PanelHealth }>(res).data;
};

const activeSince = () => new Date(now - 90 * DAY);
const yearSince = () => new Date(now - 365 * DAY);
const window = () => japanMonthStart(japanMonth(new Date()), -11);
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

describe('authorization', () => {
  it.each(['/api/admin/panel-health', '/api/admin/panel-health.csv'])(
    '%s: guest 401, member 403, blocked member 403, admin 200',
    async (url) => {
      const g = await guest.get(url);
      expect(g.statusCode).toBe(401);
      expect(json(g)).toMatchObject({ code: 401, error_code: 'UNAUTHENTICATED' });
      const m = await member.get(url);
      expect(m.statusCode).toBe(403);
      expect(json(m)).toMatchObject({ code: 403, error_code: 'PERMISSION_DENIED' });
      expect((await blocked.get(url)).statusCode).toBe(403);
      expect((await admin.get(url)).statusCode).toBe(200);
    },
  );
});

describe('GET /api/admin/panel-health', () => {
  it('counts active members by age group, gender and prefecture against the membership', async () => {
    const data = await health();
    for (const dimension of PANEL_DIMENSIONS) {
      const want = expectedActive(members, answers, dimension, activeSince());
      const got = new Map(
        data.activeBy[dimension]
          .filter((b) => b.members > 0)
          .map((b) => [b.code, { members: b.members, active: b.active }]),
      );
      expect(got, dimension).toEqual(want);
      for (const b of data.activeBy[dimension]) {
        expect(b.label).not.toBe('');
        expect(b.activeRate).toBe(rate(b.active, b.members));
      }
    }
    const total = members.filter((m) => m.status === 'active').length;
    const active = expectedRecency(members, answers, activeSince(), yearSince()).recent;
    expect(data.members).toEqual({ total, active, activeRate: rate(active, total) });
    expect(data.activeBy.gender.map((b) => b.label)).toEqual(['Male', 'Female', 'Other']);
    const ja = await health(adminJa);
    expect(ja.activeBy.prefecture.find((b) => b.code === 'JPPRF34')?.label).toBe('広島県');
  });

  it('gives response and completion rates per campaign of the twelve months', async () => {
    const data = await health();
    const from = window();
    const shown = CAMPAIGN_DAYS.map((days, i) => ({ days, id: campaignIds[i]! }))
      .filter(({ days }) => new Date(now - days * DAY) >= from)
      .map(({ id }) => id)
      .reverse();
    expect(data.campaigns.map((c) => c.id)).toEqual(shown);
    for (const c of data.campaigns) {
      const want = tally(answers.filter((a) => a.campaignId === c.id));
      expect(c).toMatchObject({
        ...want,
        responseRate: rate(want.responded, want.invited),
        completionRate: rate(want.completed, want.responded),
      });
    }
    expect(data.campaigns.find((c) => c.id === campaignIds[5])?.title).toBe('Survey 5');
  });

  it('gives the rates per cohort (month of joining), earlier members in one row', async () => {
    const data = await health();
    const from = window();
    const cohortOf = (m: GenMember) =>
      m.createdAt < from ? EARLIER_COHORT : japanMonth(m.createdAt);
    expect(data.cohorts).toHaveLength(13);
    expect(data.cohorts.at(-1)!.cohort).toBe(EARLIER_COHORT);
    expect(data.cohorts[0]!.cohort).toBe(japanMonth(new Date()));
    for (const c of data.cohorts) {
      const inCohort = members.filter((m) => m.status === 'active' && cohortOf(m) === c.cohort);
      const ids = new Set(inCohort.map((m) => m.id));
      const want = tally(answers.filter((a) => ids.has(a.userId)));
      expect(c, c.cohort).toEqual({
        cohort: c.cohort,
        members: inCohort.length,
        ...want,
        responseRate: rate(want.responded, want.invited),
        completionRate: rate(want.completed, want.responded),
      });
    }
  });

  it('counts members by invitations received in each of the last twelve months', async () => {
    const data = await health();
    const months = Array.from({ length: 12 }, (_, i) =>
      japanMonth(japanMonthStart(japanMonth(new Date()), i - 11)),
    );
    expect(data.months).toEqual(months);
    const want = expectedInvitations(members, answers, months, (m) => japanMonthStart(m, 1));
    expect(data.invitations).toEqual(want);
    for (const m of data.invitations) expect(m.counts.reduce((a, b) => a + b, 0)).toBe(m.members);
    // The generated data reaches beyond zero and one invitation a month.
    expect(data.invitations.some((m) => (m.counts[1] ?? 0) > 0)).toBe(true);
  });

  it('gives the share of answers held for review and their outcome', async () => {
    const data = await health();
    const from = window();
    const finished = answers.filter((a) => a.finishedAt && a.finishedAt >= from);
    const held = finished.filter((a) => a.reviewStatus);
    const count = (f: (a: GenAnswer) => boolean) => held.filter(f).length;
    expect(data.reviews).toEqual({
      finished: finished.length,
      held: held.length,
      heldRate: rate(held.length, finished.length),
      approved: count((a) => a.reviewStatus === 'approved'),
      rejected: count((a) => a.reviewStatus === 'rejected'),
      pending: count((a) => a.reviewStatus === 'pending'),
      byReason: {
        duplicate: count((a) => a.holdReason === 'duplicate'),
        speeder: count((a) => a.holdReason === 'speeder'),
        earn_cap: count((a) => a.holdReason === 'earn_cap'),
      },
    });
    expect(held.length).toBeGreaterThan(0);
  });

  it('counts members by their last answer, and those without one in a year', async () => {
    const data = await health();
    const want = expectedRecency(members, answers, activeSince(), yearSince());
    const { invitedInYear, ...recency } = want;
    expect(data.recency).toEqual(recency);
    const total = members.filter((m) => m.status === 'active').length;
    const quiet = recency.older + recency.never;
    expect(data.dormant).toEqual({ members: quiet, rate: rate(quiet, total), invitedInYear });
    expect(recency.recent * recency.year * (recency.older + recency.never)).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/panel-health.csv', () => {
  it('is the same figures with a BOM, in the asked language, formulas defused', async () => {
    const data = await health();
    const res = await admin.get('/api/admin/panel-health.csv?lang=ja');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="panel-health-/);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('区分,項目,指標,値');
    expect(lines).toContain(`パネル全体,全体,会員数,${data.members.total}`);
    expect(lines).toContain(`パネル全体,全体,アクティブ会員数,${data.members.active}`);
    const last = data.invitations.at(-1)!;
    expect(lines).toContain(
      `月ごとの招待数の分布,${last.month},招待5+件の会員数,${last.counts[5]}`,
    );
    expect(lines).toContain(`保留された回答,全体,保留数,${data.reviews.held}`);
    const formula = lines.find((l) => l.includes('HYPERLINK'));
    expect(formula).toMatch(/^キャンペーン別の回答,"'=HYPERLINK/);
    const en = await admin.get('/api/admin/panel-health.csv?lang=en');
    expect(en.body.slice(1).split(/\r?\n/)[0]).toBe('Section,Row,Measure,Value');
    expect(en.body).toContain(`Last answer,All,Never answered,${data.recency.never}`);
  });
});
