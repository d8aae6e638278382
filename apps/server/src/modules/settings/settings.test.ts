import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingChange, SettingsView } from '@fanclub/contract/settings';
import { exchangeRequests, organizations, pointTransactions } from '../../db/schema/index';
import {
  Client,
  buildAdmin,
  buildMember,
  createTestContext,
  json,
  randomIp,
  type TestContext,
} from '../../../test/helpers';

let ctx: TestContext;
let admin: Client;
let adminJa: Client;

beforeAll(async () => {
  ctx = await createTestContext({
    FIRST_SURVEY_POINTS: '50',
    REFERRAL_POINTS: '300',
    PAYPAL_JPY_PER_USD: '150',
  });
  const a = await buildAdmin(ctx.db, { nickname: 'office-admin' });
  admin = await new Client(ctx.app, 'en', randomIp()).login(a.email);
  adminJa = await new Client(ctx.app, 'ja', randomIp()).login(a.email);
});
afterAll(async () => ctx.close());

const valueOf = (view: SettingsView, key: string) => view.editable.find((e) => e.key === key);

describe('admin settings', () => {
  it('shows the settings in force, the environment values as defaults', async () => {
    const res = await admin.get('/api/admin/settings');
    expect(res.statusCode).toBe(200);
    const view = json<{ data: SettingsView }>(res).data;
    expect(view).toMatchObject({
      minRegistrationAge: 18,
      referralLotteryEnabled: false,
      mailMode: 'outbox',
    });
    expect(valueOf(view, 'firstSurveyPoints')).toEqual({
      key: 'firstSurveyPoints',
      value: 50,
      defaultValue: 50,
      updatedAt: null,
      updatedBy: null,
    });
    expect(valueOf(view, 'paypalJpyPerUsd')?.value).toBe(150);
  });

  it('refuses bad values with the localised 422 and changes nothing', async () => {
    const res = await adminJa.post('/api/admin/settings', {
      firstSurveyPoints: -5,
      paypalJpyPerUsd: 0,
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      errors: { firstSurveyPoints: [expect.any(String)], paypalJpyPerUsd: [expect.any(String)] },
    });
    const unknown = await admin.post('/api/admin/settings', { minRegistrationAge: 10 });
    expect(unknown.statusCode).toBe(422);
    const changes = json<{ meta: { total: number } }>(
      await admin.get('/api/admin/settings/changes'),
    );
    expect(changes.meta.total).toBe(0);
  });

  it('records each change (who, when, old → new) and skips unchanged values', async () => {
    const res = await admin.post('/api/admin/settings', {
      firstSurveyPoints: 80,
      referralPoints: 300,
      paypalJpyPerUsd: 125,
    });
    expect(res.statusCode).toBe(200);
    const view = json<{ data: SettingsView }>(res).data;
    expect(valueOf(view, 'firstSurveyPoints')).toMatchObject({
      value: 80,
      defaultValue: 50,
      updatedBy: 'office-admin',
    });
    const list = json<{ data: SettingChange[]; meta: { total: number } }>(
      await admin.get('/api/admin/settings/changes'),
    );
    expect(list.meta.total).toBe(2);
    expect(list.data.map((c) => [c.key, c.oldValue, c.newValue, c.changedBy]).sort()).toEqual([
      ['firstSurveyPoints', 50, 80, 'office-admin'],
      ['paypalJpyPerUsd', 150, 125, 'office-admin'],
    ]);
    expect(Date.now() - Date.parse(list.data[0]!.changedAt)).toBeLessThan(60_000);
    await admin.post('/api/admin/settings', { firstSurveyPoints: 90 });
    const again = json<{ data: SettingChange[] }>(await admin.get('/api/admin/settings/changes'));
    expect(again.data[0]).toMatchObject({ key: 'firstSurveyPoints', oldValue: 80, newValue: 90 });
  });

  it('the changed values take effect where points are paid and converted', async () => {
    await admin.post('/api/admin/settings', { firstSurveyPoints: 70, paypalJpyPerUsd: 100 });
    const m = await buildMember(ctx.db, { countryOfResidence: 'CT001' });
    const client = await new Client(ctx.app, 'en', randomIp()).login(m.email);

    const survey = json<{ data: { points: number } }>(await client.get('/api/profile-survey'));
    expect(survey.data.points).toBe(70);
    const questions = json<{
      data: Array<{ id: number; type: string; min: number | null; options: Array<{ id: number }> }>;
    }>(await client.get('/api/questions'));
    const answers = questions.data.map((q) =>
      q.type === 'single' || q.type === 'multiple'
        ? { questionId: q.id, optionIds: [q.options[0]!.id] }
        : q.type === 'number'
          ? { questionId: q.id, number: q.min ?? 1 }
          : { questionId: q.id, text: 'ok' },
    );
    const answered = await client.post('/api/questions', { answers });
    expect(answered.statusCode).toBe(200);
    const [credit] = await ctx.db
      .select()
      .from(pointTransactions)
      .where(and(eq(pointTransactions.userId, m.id), eq(pointTransactions.type, 'PC02')));
    expect(credit?.points).toBe(70);

    const rewards = json<{
      data: { rules: { paypalJpyPerUsd: number }; rewards: Array<{ id: number; type: string }> };
    }>(await client.get('/api/rewards'));
    expect(rewards.data.rules.paypalJpyPerUsd).toBe(100);
    await admin.post('/api/admin/points/adjust', { userId: m.id, points: 500, reason: 'test' });
    const paypal = rewards.data.rewards.find((r) => r.type === 'paypal')!;
    const redeemed = await client.post(`/api/rewards/${paypal.id}/redeem`, {
      amount: 250,
      paypalEmail: 'pay@example.jp',
    });
    expect(redeemed.statusCode).toBe(201);
    const [request] = await ctx.db
      .select()
      .from(exchangeRequests)
      .where(eq(exchangeRequests.userId, m.id));
    expect(request?.usdCents).toBe(250);

    const refer = json<{ data: { referralPoints: number } }>(await client.get('/api/refer/detail'));
    expect(refer.data.referralPoints).toBe(300);
    await admin.post('/api/admin/settings', { referralPoints: 120 });
    const refer2 = json<{ data: { referralPoints: number } }>(
      await client.get('/api/refer/detail'),
    );
    expect(refer2.data.referralPoints).toBe(120);
  });
});

describe('admin organization list', () => {
  beforeAll(async () => {
    const rows = [
      ['瀬戸内ホテル', 'セトウチホテル', 'hotel', '岡山市'],
      ['しまなみ交通', 'シマナミコウツウ', 'transport', '尾道市'],
      ['うどん本舗', 'ウドンホンポ', 'restaurant', '高松市'],
    ] as const;
    for (const [i, [companyName, kana, facilityType, city]] of rows.entries()) {
      const m = await buildMember(ctx.db, { nickname: `org-owner-${i}` });
      await ctx.db.insert(organizations).values({
        userId: m.id,
        companyName,
        companyNameKana: kana,
        facilityType,
        city,
        personInCharge: '=HYPERLINK("x")',
        updatedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
  });

  type OrgList = {
    data: Array<{ companyName: string; nickname: string; facilityType: string }>;
    meta: { total: number; lastPage: number };
  };

  it('lists newest first, searches, filters by facility and pages', async () => {
    const all = json<OrgList>(await admin.get('/api/admin/organizations'));
    expect(all.data.map((o) => o.companyName)).toEqual([
      'うどん本舗',
      'しまなみ交通',
      '瀬戸内ホテル',
    ]);
    expect(all.data[0]!.nickname).toBe('org-owner-2');
    const search = json<OrgList>(
      await admin.get(`/api/admin/organizations?keyword=${encodeURIComponent('シマナミ')}`),
    );
    expect(search.data.map((o) => o.companyName)).toEqual(['しまなみ交通']);
    const hotels = json<OrgList>(await admin.get('/api/admin/organizations?facilityType=hotel'));
    expect(hotels.data.map((o) => o.companyName)).toEqual(['瀬戸内ホテル']);
    const paged = json<OrgList>(await admin.get('/api/admin/organizations?limit=2&page=2'));
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ total: 3, lastPage: 2 });
    const bad = await admin.get('/api/admin/organizations?facilityType=castle');
    expect(bad.statusCode).toBe(422);
  });

  it('exports the filtered list as CSV with formula-safe cells', async () => {
    const res = await adminJa.get('/api/admin/organizations/export?facilityType=restaurant');
    expect(res.statusCode).toBe(200);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.slice(1).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^会員ID,ニックネーム,メールアドレス,会社名/);
    expect(lines[1]).toContain('うどん本舗');
    expect(lines[1]).toContain('飲食店');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const en = await adminJa.get('/api/admin/organizations/export?lang=en');
    expect(en.body.slice(1).split('\n')[0]).toMatch(/^Member ID,Nickname,Email,Company name/);
  });
});
