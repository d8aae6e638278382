// Members and the survey tool: the start link and its respondent id, the signed completion (once
// under 50 concurrent calls, never with a forged signature), outcomes, the quota, my-surveys.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRespondents, pointTransactions, users, type UserRow } from '../../db/schema/index';
import {
  buildAdmin,
  buildMember,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { ledgerSum } from '../points/ledger';
import { bornIn, setupCampaign } from '../campaigns/campaign-fixtures';
import { signCompletion } from './signature';

let ctx: TestContext;
let admin: Client;
const SECRET = 'survey-secret-for-tests-0123456789';

beforeAll(async () => {
  // These answers come seconds after the start link; the speed check is panel.test.ts's.
  ctx = await createTestContext({ SURVEY_SECRET: SECRET, SPEEDER_PERCENT: '0' });
  admin = await new Client(ctx.app, 'en').login((await buildAdmin(ctx.db)).email);
});
afterAll(async () => {
  await ctx.close();
});

async function member(year: number, overrides: Parameters<typeof buildMember>[1] = {}) {
  const row = await buildMember(ctx.db, { yearOfBirth: year, surveyConsent: true, ...overrides });
  return { row, client: await new Client(ctx.app, 'ja').login(row.email) };
}

async function start(client: Client, id: number) {
  return client.get(`/api/campaigns/${id}/start`);
}
const ridOf = (location: string) => new URL(location).searchParams.get('rid')!;

function complete(rid: string, status?: 'complete' | 'screenout' | 'overquota', sig?: string) {
  const query = new URLSearchParams({ rid, sig: sig ?? signCompletion(SECRET, rid, status) });
  if (status) query.set('status', status);
  return ctx.app.inject({ method: 'GET', url: `/api/surveys/complete?${query}` });
}

const pc03 = (user: UserRow) =>
  ctx.db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.userId, user.id), eq(pointTransactions.type, 'PC03')));

describe('start link', () => {
  it('redirects each member to the survey with their own respondent id, and hides it from others', async () => {
    const id = await setupCampaign(admin, bornIn(1971));
    const a = await member(1971);
    const b = await member(1971);
    const outsider = await member(1972);

    const guest = await ctx.app.inject({ method: 'GET', url: `/api/campaigns/${id}/start` });
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe(
      `/?redirect=${encodeURIComponent(`/api/campaigns/${id}/start`)}`,
    );

    const first = await start(a.client, id);
    expect(first.statusCode, first.body).toBe(302);
    const location = first.headers.location as string;
    expect(location).toMatch(
      /^https:\/\/survey\.example\.com\/s\/setouchi\?rid=[0-9a-f]{32}&src=fan$/,
    );
    const [row] = await ctx.db
      .select()
      .from(campaignRespondents)
      .where(and(eq(campaignRespondents.campaignId, id), eq(campaignRespondents.userId, a.row.id)));
    expect(row).toMatchObject({ rid: ridOf(location), status: 'started' });
    // The same member gets the same id again; another member gets another.
    expect(ridOf((await start(a.client, id)).headers.location as string)).toBe(row!.rid);
    expect(ridOf((await start(b.client, id)).headers.location as string)).not.toBe(row!.rid);

    expect((await start(outsider.client, id)).statusCode).toBe(404);
    expect((await outsider.client.get('/api/campaigns')).json().data).toEqual([]);
    const listed = (await a.client.get('/api/campaigns')).json();
    expect(listed.data).toEqual([
      expect.objectContaining({
        id,
        title: '瀬戸内の島旅アンケート',
        points: 120,
        lengthMinutes: 10,
        startUrl: `/api/campaigns/${id}/start`,
        respondentStatus: 'started',
      }),
    ]);
  });

  it('sends members without the survey consent, and to closed or unstarted campaigns, to a clear page', async () => {
    const id = await setupCampaign(admin, bornIn(1973));
    const noConsent = await member(1973, { surveyConsent: false });
    const res = await start(noConsent.client, id);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/surveys/${id}/closed?reason=consent`);

    const upcoming = await setupCampaign(admin, bornIn(1973), {
      startAt: new Date(Date.now() + 86400_000).toISOString(),
    });
    const m = await member(1973);
    expect((await start(m.client, upcoming)).headers.location).toBe(
      `/surveys/${upcoming}/closed?reason=upcoming`,
    );

    await admin.post(`/api/admin/campaign/update/${id}/status`, { status: 'disabled' });
    expect((await start(m.client, id)).headers.location).toBe(
      `/surveys/${id}/closed?reason=closed`,
    );
  });
});

describe('completion', () => {
  it('credits once under 50 concurrent calls, and a forged signature credits nothing', async () => {
    const id = await setupCampaign(admin, bornIn(1974));
    const m = await member(1974);
    const rid = ridOf((await start(m.client, id)).headers.location as string);

    const forged = await complete(rid, undefined, signCompletion('another-secret-0123456789', rid));
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 403, error_code: 'INVALID_SIGNATURE' });
    // A signature over the rid alone does not vouch for another outcome.
    expect((await complete(rid, 'screenout', signCompletion(SECRET, rid))).statusCode).toBe(403);
    expect(await pc03(m.row)).toHaveLength(0);

    const results = await Promise.all(Array.from({ length: 50 }, () => complete(rid)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const fresh = results.filter((r) => r.json().data.alreadyCredited === false);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.json().data).toMatchObject({
      campaignId: id,
      outcome: 'complete',
      points: 120,
      respondentStatus: 'completed',
    });
    expect(await pc03(m.row)).toHaveLength(1);
    const [balance] = await ctx.db
      .select({ p: users.pointAmount })
      .from(users)
      .where(eq(users.id, m.row.id));
    expect(balance!.p).toBe(120);
    expect(await ledgerSum(ctx.db, m.row.id)).toBe(120);

    // POST with a JSON body works the same, and says it was credited before.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/surveys/complete',
      payload: { rid, sig: signCompletion(SECRET, rid) },
    });
    expect(again.json().data).toMatchObject({ alreadyCredited: true, points: 120 });
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/surveys/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ rid, sig: signCompletion(SECRET, rid) }).toString(),
    });
    expect(form.json().data).toMatchObject({ alreadyCredited: true });
    expect((await start(m.client, id)).headers.location).toBe(
      `/surveys/${id}/closed?reason=answered`,
    );
  });

  it('sends a browser that lands on the completion URL to the outcome page, crediting once', async () => {
    const id = await setupCampaign(admin, bornIn(1973));
    const m = await member(1973);
    const rid = ridOf((await start(m.client, id)).headers.location as string);
    const land = (query: URLSearchParams) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/surveys/complete?${query}`,
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });

    const forged = await land(new URLSearchParams({ rid, sig: '0'.repeat(64) }));
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/surveys/done?outcome=invalid');
    expect(await pc03(m.row)).toHaveLength(0);

    const signed = new URLSearchParams({ rid, sig: signCompletion(SECRET, rid) });
    for (let i = 0; i < 2; i++) {
      const res = await land(signed);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/surveys/done?outcome=completed');
    }
    expect(await pc03(m.row)).toHaveLength(1);
    // A survey tool's server call (no HTML asked for) still gets the JSON answer.
    expect((await complete(rid)).json().data).toMatchObject({ alreadyCredited: true });
  });

  it('pays a screen-out its own amount, signed over rid:status, and shows the outcome in my-surveys', async () => {
    const id = await setupCampaign(admin, bornIn(1975), { screenoutPoint: 5 });
    const m = await member(1975);
    const rid = ridOf((await start(m.client, id)).headers.location as string);
    const res = await complete(rid, 'screenout');
    expect(res.json().data).toMatchObject({
      outcome: 'screenout',
      respondentStatus: 'screenout',
      points: 5,
    });
    expect((await pc03(m.row))[0]!.points).toBe(5);

    const mine = (await m.client.get('/api/my-surveys')).json().data;
    expect(mine[0]).toMatchObject({ id: 'profile', kind: 'profile' });
    expect(mine).toContainEqual(
      expect.objectContaining({
        id: `campaign-${id}`,
        kind: 'campaign',
        status: 'completed',
        respondentStatus: 'screenout',
        pointsCredited: 5,
      }),
    );
  });

  it('stops at the limit; members who started before it filled get the over-quota amount, kept apart', async () => {
    const id = await setupCampaign(admin, bornIn(1976), {
      respondentLimit: 3,
      screenoutPoint: 5,
      overQuotaPoint: 30,
    });
    const people = await Promise.all(Array.from({ length: 5 }, () => member(1976)));
    const rids: string[] = [];
    for (const p of people.slice(0, 4))
      rids.push(ridOf((await start(p.client, id)).headers.location as string));
    await Promise.all(rids.map((rid) => complete(rid)));

    const statuses = (
      await ctx.db.select().from(campaignRespondents).where(eq(campaignRespondents.campaignId, id))
    )
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual(['completed', 'completed', 'completed', 'overquota']);
    const paid = await Promise.all(people.slice(0, 4).map((p) => pc03(p.row)));
    expect(
      paid
        .map((rows) => rows.map((r) => r.points))
        .flat()
        .sort(),
    ).toEqual([120, 120, 120, 30]);
    const late = paid.find((rows) => rows[0]!.points === 30)![0]!;
    expect(late.description).toMatch(/^ledger\.survey_overquota\|/);

    const detail = (await admin.get(`/api/admin/campaign/${id}`)).json().data;
    expect(detail).toMatchObject({
      completedCount: 3,
      state: 'full',
      respondents: { started: 4, completed: 3, overquota: 1 },
    });
    // A member who had not started finds it full.
    expect((await start(people[4]!.client, id)).headers.location).toBe(
      `/surveys/${id}/closed?reason=full`,
    );
    expect((await people[4]!.client.get('/api/campaigns')).json().data).toEqual([]);
  });
});
