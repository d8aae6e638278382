// Campaign samples: who may call, the localised 422s, stratified draws (proportional within one
// member, reproducible from the seed, quotas), "invite more" from the members not yet drawn,
// reminders to drawn members only, and a complete from a full stratum ending over quota.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersMatching } from '../audience/sql';
import { campaignRespondents, campaigns, users, type UserRow } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import {
  buildAdmin,
  buildMember,
  Client,
  createTestContext,
  json,
  type TestContext,
} from '../../../test/helpers';
import { signCompletion } from '../surveys/signature';
import { bornIn, setupCampaign } from '../campaigns/campaign-fixtures';
import { drawnIds } from './draw';

let ctx: TestContext;
let admin: Client;
const SECRET = 'survey-secret-for-tests-0123456789';

beforeAll(async () => {
  ctx = await createTestContext({ SURVEY_SECRET: SECRET, SPEEDER_PERCENT: '0' });
  admin = await new Client(ctx.app, 'en').login((await buildAdmin(ctx.db)).email);
});
afterAll(async () => {
  await ctx.close();
});

const member = (year: number, overrides: Parameters<typeof buildMember>[1] = {}) =>
  buildMember(ctx.db, { yearOfBirth: year, surveyConsent: true, ...overrides });

async function members(year: number, n: number, overrides: Parameters<typeof member>[1] = {}) {
  const made: UserRow[] = [];
  for (let i = 0; i < n; i += 1) made.push(await member(year, overrides));
  return made;
}

async function setSample(id: number, sample: object | null) {
  return admin.post(`/api/admin/campaign/${id}/sample`, { sample });
}

async function send(id: number, type: 'invitation' | 'reminder' = 'invitation') {
  const res = await admin.post('/api/admin/campaign/create-sendout', {
    campaignId: id,
    type,
    sendMode: 'now',
  });
  expect(res.statusCode, res.body).toBe(201);
  await ctx.app.sendouts.tick();
  return json<{ data: { id: number; recipients: number } }>(res).data;
}

async function inviteMore(id: number, size: number) {
  const res = await admin.post(`/api/admin/campaign/${id}/invite-more`, { size });
  if (res.statusCode === 201) await ctx.app.sendouts.tick();
  return res;
}

async function respondents(id: number) {
  return ctx.db.select().from(campaignRespondents).where(eq(campaignRespondents.campaignId, id));
}

async function view(id: number) {
  const res = await admin.get(`/api/admin/campaign/${id}/sample`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function answer(user: UserRow, id: number) {
  const client = await new Client(ctx.app, 'ja').login(user.email);
  const start = await client.get(`/api/campaigns/${id}/start`);
  const rid = new URL(start.headers.location as string).searchParams.get('rid')!;
  const done = await ctx.app.inject({
    method: 'POST',
    url: '/api/surveys/complete',
    payload: { rid, sig: signCompletion(SECRET, rid) },
  });
  return done.json().data as { respondentStatus: string; points: number };
}

describe('who may call', () => {
  it('refuses guests, members and blocked members; an admin may', async () => {
    const id = await setupCampaign(admin, bornIn(1941));
    await members(1941, 2);
    const plain = await new Client(ctx.app, 'en').login((await member(1941)).email);
    const blocked = await new Client(ctx.app, 'en').login(
      (await member(1941, { isBlocked: true })).email,
    );
    const guest = await new Client(ctx.app, 'en').csrf();
    const calls: [string, string, object?][] = [
      ['GET', `/api/admin/campaign/${id}/sample?stratifyBy=gender`],
      ['POST', `/api/admin/campaign/${id}/sample`, { sample: { size: 1 } }],
      ['POST', `/api/admin/campaign/${id}/invite-more`, { size: 1 }],
    ];
    for (const [method, url, payload] of calls)
      for (const [client, status] of [
        [guest, 401],
        [plain, 403],
        [blocked, 403],
        [admin, method === 'GET' ? 200 : url.endsWith('sample') ? 200 : 201],
      ] as const) {
        const res = await client.request({
          method: method as 'GET',
          url,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(status);
        if (status === 201) await ctx.app.sendouts.tick();
      }
  });
});

describe('rules', () => {
  it('refuses a size above the eligible members, quotas above the limit or empty, in both languages', async () => {
    const id = await setupCampaign(admin, bornIn(1942), { respondentLimit: 5 });
    await members(1942, 3, { gender: 'GD01' });
    const tooBig = await setSample(id, { size: 4 });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({
      'sample.size': ['Members who can be drawn now: 3. Choose at most that many.'],
    });
    const ja = await new Client(ctx.app, 'ja').login((await buildAdmin(ctx.db)).email);
    const jaRes = await ja.post(`/api/admin/campaign/${id}/sample`, { sample: { size: 4 } });
    expect(jaRes.json().errors['sample.size'][0]).toContain('3人まで');
    const over = await setSample(id, {
      size: 2,
      stratifyBy: 'gender',
      allocation: 'quotas',
      quotas: { GD01: 4, GD02: 2 },
    });
    expect(over.json().errors).toEqual({
      'sample.quotas': ['The quotas add up to 6, more than the respondent limit of 5.'],
    });
    const empty = await setSample(id, {
      size: 2,
      stratifyBy: 'gender',
      allocation: 'quotas',
      quotas: { GD01: 0 },
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['sample.quotas']);
    const noStrata = await setSample(id, { size: 2, allocation: 'quotas' });
    expect(Object.keys(noStrata.json().errors)).toContain('sample.allocation');
    const badCode = await setSample(id, {
      size: 2,
      stratifyBy: 'gender',
      allocation: 'quotas',
      quotas: { AG20: 1 },
    });
    expect(badCode.statusCode).toBe(422);
    const notSampled = await inviteMore(id, 1);
    expect(notSampled.statusCode).toBe(422);
    expect(notSampled.json().errors.size[0]).toContain('everyone its audience matches');
  });
});

describe('draws', () => {
  it('draws in proportion per stratum within one member, reproducibly from its seed', async () => {
    const id = await setupCampaign(admin, bornIn(1943));
    const kanto = await members(1943, 7, { prefecture: 'JPPRF13' });
    await members(1943, 5, { prefecture: 'JPPRF27' });
    await members(1943, 3, { prefecture: null, countryOfResidence: 'CT001' });
    await member(1943, { surveyConsent: false, prefecture: 'JPPRF13' });
    const saved = await setSample(id, { size: 8, stratifyBy: 'prefectureGroup' });
    expect(saved.statusCode, saved.body).toBe(200);
    const counted = saved.json().data;
    expect(counted.eligible).toBe(15);
    expect(counted.strata.find((s: { code: string }) => s.code === 'PG03').eligible).toBe(7);

    const batch = await send(id);
    expect(batch.recipients).toBe(8);
    const drawn = await respondents(id);
    expect(drawn).toHaveLength(8);
    const per = (code: string) => drawn.filter((r) => r.stratum === code).length;
    // Exact shares 3.73, 2.67 and 1.6: the largest remainders take the two left over.
    expect([per('PG03'), per('PG05'), per('unknown')]).toEqual([4, 3, 1]);
    for (const [code, n] of [
      ['PG03', 7],
      ['PG05', 5],
      ['unknown', 3],
    ] as const)
      expect(Math.abs(per(code) - (8 * n) / 15)).toBeLessThan(1);

    const [draw] = (await view(id)).draws;
    expect(draw).toMatchObject({ size: 8, populationCount: 15, drawnCount: 8, batchId: batch.id });
    expect(draw.seed).toMatch(/^[0-9a-f]{16}$/);
    expect(draw.strata.find((s: { code: string }) => s.code === 'PG03')).toMatchObject({
      target: 4,
      drawn: 4,
    });

    // The same seed over the same population draws the same members again.
    const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
    const population = membersMatching(campaign!.audience!, new Date(), { consent: 'survey' });
    const targets = { PG03: 4, PG05: 3, unknown: 1 };
    const again = async (seed: string) =>
      rowsOf<{ id: number }>(
        await ctx.db.execute(
          sql`select id from users where ${users.id} in (${drawnIds(
            { seed, stratifyBy: 'prefectureGroup' },
            targets,
            population,
            new Date(),
          )}) order by id`,
        ),
      ).map((r) => Number(r.id));
    const redrawn = await again(draw.seed);
    expect(redrawn).toEqual(drawn.map((r) => r.userId).sort((a, b) => a - b));
    expect(await again(draw.seed)).toEqual(redrawn);
    expect(await again(`${draw.seed}x`)).not.toEqual(redrawn);
    expect(redrawn.filter((u) => kanto.some((k) => k.id === u))).toHaveLength(4);
  });

  it('invites more from the members not yet drawn, and no more than are left', async () => {
    const id = await setupCampaign(admin, bornIn(1944));
    await members(1944, 10);
    expect((await setSample(id, { size: 4 })).statusCode).toBe(200);
    await send(id);
    const first = (await respondents(id)).map((r) => r.userId);
    expect(first).toHaveLength(4);
    const more = await inviteMore(id, 4);
    expect(more.statusCode, more.body).toBe(201);
    const all = await respondents(id);
    expect(all).toHaveLength(8);
    expect(new Set(all.map((r) => r.userId)).size).toBe(8);
    expect(new Set(all.map((r) => r.drawId)).size).toBe(2);
    const tooMany = await inviteMore(id, 3);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.size).toEqual([
      'Members who can be drawn now: 2. Choose at most that many.',
    ]);
    const draws = (await view(id)).draws;
    expect(draws.map((d: { drawnCount: number }) => d.drawnCount)).toEqual([4, 4]);
    expect(draws[1].populationCount).toBe(6);
  });

  it('reminds the drawn members only; an undrawn member neither sees nor starts it', async () => {
    const id = await setupCampaign(admin, bornIn(1945));
    // Invited before the campaign was sampled: not part of any draw.
    const early = await member(1945);
    await send(id);
    await members(1945, 5);
    expect((await setSample(id, { size: 2 })).statusCode).toBe(200);
    await send(id);
    const reminder = await send(id, 'reminder');
    expect(reminder.recipients).toBe(2);
    const drawn = (await respondents(id)).filter((r) => r.drawId !== null);
    expect(drawn.map((r) => r.userId)).not.toContain(early.id);
    const outsider = (await ctx.db.select().from(users).where(eq(users.yearOfBirth, 1945))).find(
      (u) => u.id !== early.id && !drawn.some((r) => r.userId === u.id),
    )!;
    const client = await new Client(ctx.app, 'ja').login(outsider.email);
    expect((await client.get(`/api/campaigns/${id}/start`)).statusCode).toBe(404);
    const listed = (await client.get('/api/campaigns')).json().data as { id: number }[];
    expect(listed.map((c) => c.id)).not.toContain(id);
  });
});

describe('quotas per stratum', () => {
  it('draws in proportion to the quotas; a complete from a full stratum is over quota and paid so', async () => {
    const id = await setupCampaign(admin, bornIn(1946), { point: 100, overQuotaPoint: 30 });
    await members(1946, 6, { gender: 'GD01' });
    await members(1946, 6, { gender: 'GD02' });
    const saved = await setSample(id, {
      size: 6,
      stratifyBy: 'gender',
      allocation: 'quotas',
      quotas: { GD01: 1, GD02: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await send(id);
    const drawn = await respondents(id);
    const men = drawn.filter((r) => r.stratum === 'GD01');
    expect(men).toHaveLength(2);
    expect(drawn.filter((r) => r.stratum === 'GD02')).toHaveLength(4);
    expect(drawn.filter((r) => r.stratum === 'GD00')).toHaveLength(0);

    const [first, second] = await Promise.all(
      men.map(async (r) => (await ctx.db.select().from(users).where(eq(users.id, r.userId)))[0]!),
    );
    expect(await answer(first!, id)).toMatchObject({ respondentStatus: 'completed', points: 100 });
    expect(await answer(second!, id)).toMatchObject({ respondentStatus: 'overquota', points: 30 });
    const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(campaign!.completedCount).toBe(1);

    const figures = (await view(id)).strata;
    expect(figures.find((s: { code: string }) => s.code === 'GD01')).toMatchObject({
      quota: 1,
      drawn: 2,
      completed: 1,
    });
    // Invite more draws for the strata whose quota is still open (GD02 only).
    const more = await inviteMore(id, 2);
    expect(more.statusCode, more.body).toBe(201);
    const added = (await respondents(id)).filter(
      (r) => !drawn.some((d) => d.id === r.id) && r.campaignId === id,
    );
    expect(added.map((r) => r.stratum)).toEqual(['GD02', 'GD02']);
    const stillMen = await ctx.db
      .select()
      .from(campaignRespondents)
      .where(and(eq(campaignRespondents.campaignId, id), eq(campaignRespondents.stratum, 'GD01')));
    expect(stillMen).toHaveLength(2);
  });
});
