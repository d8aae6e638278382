// Admin campaign calls: the rules (localised 422s), who may call them, invitations and reminders
// through the sendout engine (tags, consent, who already finished), the quota stopping mail,
// deletion, the list, and new members invited automatically.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, sendoutBatches, users, type UserRow } from '../../db/schema/index';
import { startDueBatch } from '../sendouts/lifecycle';
import {
  buildAdmin,
  buildMember,
  Client,
  createTestContext,
  json,
  lastMailTo,
  type TestContext,
} from '../../../test/helpers';
import { signCompletion } from '../surveys/signature';
import { bornIn, campaignBody, setupCampaign } from './campaign-fixtures';
import { inviteNewMembers } from './mail';

let ctx: TestContext;
let admin: Client;
let adminRow: UserRow;
const SECRET = 'survey-secret-for-tests-0123456789';

beforeAll(async () => {
  // These answers come seconds after the start link; the speed check is panel.test.ts's.
  ctx = await createTestContext({ SURVEY_SECRET: SECRET, SPEEDER_PERCENT: '0' });
  adminRow = await buildAdmin(ctx.db);
  admin = await new Client(ctx.app, 'en').login(adminRow.email);
});
afterAll(async () => {
  await ctx.close();
});

const member = (year: number, overrides: Parameters<typeof buildMember>[1] = {}) =>
  buildMember(ctx.db, { yearOfBirth: year, surveyConsent: true, ...overrides });

/** Mails of one campaign to one address (selected by recipient and the campaign's start link). */
async function mailsTo(email: string, campaignId: number) {
  return ctx.db
    .select()
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.toAddress, email),
        like(mailMessages.textBody, `%/api/campaigns/${campaignId}/start%`),
      ),
    );
}

async function send(id: number, type: 'invitation' | 'reminder') {
  const res = await admin.post('/api/admin/campaign/create-sendout', {
    campaignId: id,
    type,
    sendMode: 'now',
  });
  expect(res.statusCode, res.body).toBe(201);
  await ctx.app.sendouts.tick();
  return json<{ data: { id: number; recipients: number } }>(res).data;
}

describe('rules', () => {
  it('refuses bad basic settings with localised field messages, in both languages', async () => {
    const bad = campaignBody({
      titleJa: ' ',
      surveyLink: 'https://survey.example.com/s/setouchi',
      point: -1,
      lengthMinutes: 0,
      respondentLimit: 0,
      startAt: '2030-05-02 10:00',
      expiresAt: '2030-05-01 10:00',
    });
    const en = await admin.post('/api/admin/campaign/create-detail', bad);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      code: 422,
      error_code: 'VALIDATION_ERROR',
      errors: {
        titleJa: ['should not be blank'],
        surveyLink: ['The survey link must contain the respondent tag [RID].'],
        point: ['Enter 0 or more.'],
        lengthMinutes: ['Enter 1 or more.'],
        respondentLimit: ['Enter 1 or more.'],
        expiresAt: ['The expiry must be after the start.'],
      },
    });
    admin.locale = 'ja';
    const ja = await admin.post('/api/admin/campaign/create-detail', {
      ...bad,
      surveyLink: 'ftp://x/[RID]',
    });
    admin.locale = 'en';
    expect(ja.json().errors.surveyLink).toEqual([
      'http:// または https:// で始まるURLを入力してください。',
    ]);
    expect(ja.json().errors.titleJa).toEqual(['入力してください']);
    const list = await admin.get(
      '/api/admin/campaign/list?keyword=' + encodeURIComponent('瀬戸内'),
    );
    expect(list.json().meta.total).toBe(0);
  });

  it('refuses blank or unknown-tag mail, a sendout without audience and a past schedule', async () => {
    const created = await admin.post('/api/admin/campaign/create-detail', campaignBody());
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ status: 'active', state: 'draft' });
    const blank = await admin.post('/api/admin/campaign/create-email', {
      campaignId: id,
      type: 'invitation',
      mail: { ja: { subject: '', body: '<p>{{offer_link}}</p>' } },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors['mail.ja.subject']).toEqual(['should not be blank']);
    expect(blank.json().errors['mail.ja.body'][0]).toContain('{{offer_link}}');

    await admin.post('/api/admin/campaign/create-email', {
      campaignId: id,
      type: 'invitation',
      mail: { ja: { subject: '{{survey_name}}', body: '<p>{{survey_link}}</p>' } },
    });
    const noAudience = await admin.post('/api/admin/campaign/create-sendout', {
      campaignId: id,
      type: 'invitation',
      sendMode: 'now',
    });
    expect(noAudience.statusCode).toBe(422);
    expect(noAudience.json()).toMatchObject({
      error_code: 'SENDOUT_SETUP',
      errors: { audience: ['Choose the target members before sending.'] },
    });

    await admin.post('/api/admin/campaign/create-audience', {
      campaignId: id,
      audience: { type: 'all' },
    });
    const past = await admin.post('/api/admin/campaign/create-sendout', {
      campaignId: id,
      type: 'invitation',
      sendMode: 'schedule',
      scheduledAt: '2020-01-01 10:00',
    });
    expect(past.json()).toMatchObject({
      code: 422,
      errors: { scheduledAt: ['Choose a time in the future.'] },
    });
    const format = await admin.post('/api/admin/campaign/create-sendout', {
      campaignId: id,
      type: 'invitation',
      sendMode: 'schedule',
      scheduledAt: '2030/01/01',
    });
    expect(format.statusCode).toBe(422);
    const noReminder = await admin.post('/api/admin/campaign/create-sendout', {
      campaignId: id,
      type: 'reminder',
      sendMode: 'now',
    });
    expect(noReminder.json()).toMatchObject({ code: 422, error_code: 'SENDOUT_SETUP' });
  });
});

describe('who may call', () => {
  it('refuses guests, members and blocked members on every admin call', async () => {
    const id = await setupCampaign(admin, bornIn(1961));
    const plain = await new Client(ctx.app, 'en').login((await member(1961)).email);
    const blocked = await new Client(ctx.app, 'en').login(
      (await member(1961, { isBlocked: true })).email,
    );
    const guest = await new Client(ctx.app, 'en').csrf();
    const track = { progressTrackingId: 'a'.repeat(32) };
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/campaign/list'],
      ['GET', `/api/admin/campaign/${id}`],
      ['GET', `/api/admin/campaign/${id}/sending-history`],
      ['GET', `/api/admin/campaign/update/${id}/current-audience`],
      ['POST', '/api/admin/campaign/create-detail', campaignBody()],
      [
        'POST',
        '/api/admin/campaign/create-email',
        { campaignId: id, type: 'invitation', mail: {} },
      ],
      [
        'POST',
        '/api/admin/campaign/create-audience',
        { campaignId: id, audience: { type: 'all' } },
      ],
      ['POST', '/api/admin/campaign/filter-audience', { audience: { type: 'all' } }],
      ['POST', '/api/admin/campaign/create-sendout', { campaignId: id, sendMode: 'now' }],
      ['POST', '/api/admin/campaign/list-sendout', { campaignId: id }],
      [
        'POST',
        '/api/admin/campaign/update-setting-send-new-user',
        { campaignId: id, enabled: true },
      ],
      ['POST', '/api/admin/campaign/test-sendout', { campaignId: id, email: 'a@example.jp' }],
      ['POST', `/api/admin/campaign/update/${id}`, campaignBody()],
      ['POST', `/api/admin/campaign/update/${id}/status`, { status: 'disabled' }],
      ['POST', `/api/admin/campaign/update/${id}/email/1`, { subject: 'x', body: 'y' }],
      ['DELETE', `/api/admin/campaign/delete/${id}`],
      ['POST', `/api/admin/campaigns/${id}/export`],
      ['POST', `/api/admin/campaigns/${id}/checking-progress`, track],
      ['POST', `/api/admin/campaigns/${id}/markDownloaded`, track],
      ['GET', '/api/admin/campaign-exports'],
      ['GET', `/api/admin/campaign-exports/${track.progressTrackingId}/download`],
    ];
    for (const [method, url, payload] of calls) {
      for (const [client, status] of [
        [guest, 401],
        [plain, 403],
        [blocked, 403],
      ] as const) {
        const res = await client.request({
          method: method as 'GET',
          url,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    expect((await admin.get(`/api/admin/campaign/${id}`)).json().data.status).toBe('active');
  });
});

describe('mail', () => {
  it('invites consenting members with the tags filled; a reminder skips completers and non-consenting members', async () => {
    const id = await setupCampaign(admin, bornIn(1962));
    const [a, b, c] = [
      await member(1962),
      await member(1962),
      await member(1962, { mainLanguage: 'en' }),
    ];
    const refuser = await member(1962, { surveyConsent: false });

    const test = await admin.post('/api/admin/campaign/test-sendout', {
      campaignId: id,
      email: 'jimu@example.jp',
      language: 'en',
    });
    expect(test.statusCode, test.body).toBe(200);
    const sample = await lastMailTo(ctx.db, 'jimu@example.jp');
    expect(sample!.subject).toBe(
      `[TEST] ${adminRow.nickname}, please answer "Setouchi island trips survey"`,
    );
    expect(sample!.textBody).toContain(`http://localhost:3000/api/campaigns/${id}/start`);

    const invitation = await send(id, 'invitation');
    expect(invitation.recipients).toBe(3);
    const [mailA] = await mailsTo(a.email, id);
    expect(mailA!.subject).toBe(`${a.nickname}さん、「瀬戸内の島旅アンケート」へのご協力のお願い`);
    expect(mailA!.textBody).toMatch(
      /約10分、120ポイント進呈。締切：\d{4}-\d{2}-\d{2} \d{2}:\d{2}（日本時間）/,
    );
    expect((await mailsTo(c.email, id))[0]!.subject).toContain('Setouchi island trips survey');
    expect(await mailsTo(refuser.email, id)).toHaveLength(0);

    // a answers; the refuser is not invited; b and c are reminded.
    const ac = await new Client(ctx.app, 'ja').login(a.email);
    const location = (await ac.get(`/api/campaigns/${id}/start`)).headers.location as string;
    const rid = new URL(location).searchParams.get('rid')!;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/surveys/complete',
      payload: { rid, sig: signCompletion(SECRET, rid) },
    });
    // Taking the consent back before the reminder leaves c out too.
    await ctx.db.update(users).set({ surveyConsent: false }).where(eq(users.id, c.id));

    const reminder = await send(id, 'reminder');
    expect(reminder.recipients).toBe(1);
    const reminded = (await mailsTo(b.email, id)).map((m) => m.subject);
    expect(reminded).toContain('【リマインド】瀬戸内の島旅アンケート');
    expect((await mailsTo(a.email, id)).map((m) => m.subject)).not.toContain(
      '【リマインド】瀬戸内の島旅アンケート',
    );
    expect(await mailsTo(c.email, id)).toHaveLength(1);

    // A second invitation never mails those invited before.
    const late = await member(1962);
    expect((await send(id, 'invitation')).recipients).toBe(1);
    expect(await mailsTo(late.email, id)).toHaveLength(1);
    expect(await mailsTo(b.email, id)).toHaveLength(2);

    const history = (await admin.get(`/api/admin/campaign/${id}/sending-history`)).json();
    expect(history.meta.total).toBe(3);
    expect(history.data[0]).toMatchObject({
      source: 'campaign',
      sourceId: id,
      sourceTitle: '瀬戸内の島旅アンケート',
    });
    // The page's invited figure is the history's truth: everyone an invitation went to.
    const invitedByHistory = (history.data as { type: string; sent: number }[])
      .filter((b) => b.type === 'invitation')
      .reduce((sum, b) => sum + b.sent, 0);
    expect(invitedByHistory).toBe(4);
    const detail = json<{ data: { respondents: { invited: number } } }>(
      await admin.get(`/api/admin/campaign/${id}`),
    ).data;
    expect(detail.respondents.invited).toBe(invitedByHistory);
    const removed = await admin.request({
      method: 'DELETE',
      url: `/api/admin/campaign/delete/${id}`,
    });
    expect(removed.json()).toMatchObject({ code: 409, error_code: 'CAMPAIGN_IN_USE' });
  });

  it('stops inviting after the limit of 3 is reached; a due batch then mails nobody', async () => {
    const id = await setupCampaign(admin, bornIn(1963), { respondentLimit: 3 });
    const first = await Promise.all(Array.from({ length: 4 }, () => member(1963)));
    await send(id, 'invitation');
    const scheduled = await admin.post('/api/admin/campaign/create-sendout', {
      campaignId: id,
      type: 'reminder',
      sendMode: 'schedule',
      scheduledAt: '2099-01-01 10:00',
    });
    expect(scheduled.json()).toMatchObject({
      errors: { scheduledAt: ['Choose a time before the survey closes.'] },
    });
    const soon = new Date(Date.now() + 9 * 3600_000 + 120_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    const queued = await admin.post('/api/admin/campaign/create-sendout', {
      campaignId: id,
      type: 'reminder',
      sendMode: 'schedule',
      scheduledAt: soon,
    });
    expect(queued.statusCode, queued.body).toBe(201);

    for (const m of first.slice(0, 3)) {
      const client = await new Client(ctx.app, 'ja').login(m.email);
      const rid = new URL(
        (await client.get(`/api/campaigns/${id}/start`)).headers.location as string,
      ).searchParams.get('rid')!;
      await ctx.app.inject({
        method: 'GET',
        url: `/api/surveys/complete?rid=${rid}&sig=${signCompletion(SECRET, rid)}`,
      });
    }
    await member(1963);
    const refused = await admin.post('/api/admin/campaign/create-sendout', {
      campaignId: id,
      type: 'invitation',
      sendMode: 'now',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_code).toBe('CAMPAIGN_NOT_OPEN');

    // The scheduled reminder falls due: it ends without mailing anyone.
    await startDueBatch(ctx.db, new Date(Date.now() + 10 * 60_000));
    const [batch] = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(eq(sendoutBatches.id, queued.json().data.id));
    expect(batch).toMatchObject({ status: 'fail', recipientCount: 0, error: 'campaign not open' });
    expect(await mailsTo(first[3]!.email, id)).toHaveLength(1);
  });

  it('stops a running invitation when the campaign is disabled before its mails go out', async () => {
    const id = await setupCampaign(admin, bornIn(1967));
    const m = await member(1967);
    const res = await admin.post('/api/admin/campaign/create-sendout', {
      campaignId: id,
      sendMode: 'now',
    });
    expect(res.json().data).toMatchObject({ status: 'in_progress', recipients: 1 });
    await admin.post(`/api/admin/campaign/update/${id}/status`, { status: 'disabled' });
    await ctx.app.sendouts.tick();
    const [batch] = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(eq(sendoutBatches.id, res.json().data.id));
    expect(batch).toMatchObject({ status: 'fail', sentCount: 0, error: 'campaign not open' });
    expect(await mailsTo(m.email, id)).toHaveLength(0);
  });

  it('sends no further mail once the campaign is disabled while its invitation goes out', async () => {
    const id = await setupCampaign(admin, bornIn(1968));
    const members = await Promise.all(Array.from({ length: 14 }, () => member(1968)));
    const mailed = async () =>
      (await Promise.all(members.map((m) => mailsTo(m.email, id)))).flat().length;
    const res = await admin.post('/api/admin/campaign/create-sendout', {
      campaignId: id,
      sendMode: 'now',
    });
    expect(res.json().data).toMatchObject({ status: 'in_progress', recipients: 14 });
    // The invitation goes out at the engine's pace (SENDOUT_RATE, 50 a second): the admin
    // disables the campaign once the first mail is out.
    const sending = ctx.app.sendouts.tick();
    while ((await mailed()) === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    const disabled = await admin.post(`/api/admin/campaign/update/${id}/status`, {
      status: 'disabled',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const atDisable = await mailed();
    await sending;
    await ctx.app.sendouts.tick();
    // The mail whose turn had come when the campaign was disabled may still go; no other.
    expect((await mailed()) - atDisable).toBeLessThanOrEqual(1);
    expect(atDisable).toBeLessThan(14);
    const [batch] = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(eq(sendoutBatches.id, res.json().data.id));
    expect(batch).toMatchObject({ status: 'fail', error: 'campaign not open' });
  });

  it('invites members who join later, once a day from 10:00 Japan time, when the setting is on', async () => {
    const id = await setupCampaign(admin, bornIn(1964));
    const early = await member(1964);
    await send(id, 'invitation');
    const toggled = await admin.post('/api/admin/campaign/update-setting-send-new-user', {
      campaignId: id,
      enabled: true,
    });
    expect(toggled.json().data).toEqual({ enabled: true });
    const newcomer = await member(1964);

    const morning = new Date(Date.now() + 86400_000);
    morning.setUTCHours(0, 30, 0, 0); // 09:30 in Japan tomorrow
    expect(await inviteNewMembers(ctx.db, ctx.config.appUrl, morning)).toBe(0);
    const noon = new Date(morning.getTime() + 3 * 3600_000);
    expect(await inviteNewMembers(ctx.db, ctx.config.appUrl, noon)).toBeGreaterThanOrEqual(1);
    expect(await inviteNewMembers(ctx.db, ctx.config.appUrl, noon)).toBe(0);
    await startDueBatch(ctx.db, noon);
    await ctx.app.sendouts.tick();
    expect(await mailsTo(newcomer.email, id)).toHaveLength(1);
    expect(await mailsTo(early.email, id)).toHaveLength(1);
  });
});

describe('list, detail, update, delete', () => {
  it('lists with keyword and paging, shows the detail, saves edits and deletes an unsent campaign', async () => {
    const id = await setupCampaign(admin, bornIn(1965), {
      titleJa: '小豆島オリーブ調査',
      titleEn: 'Shodoshima olive study',
    });
    const list = (
      await admin.get(`/api/admin/campaign/list?keyword=${encodeURIComponent('オリーブ')}&limit=5`)
    ).json();
    expect(list.meta).toMatchObject({ page: 1, limit: 5, total: 1 });
    expect(list.data[0]).toMatchObject({
      id,
      title: 'Shodoshima olive study',
      state: 'open',
      completedCount: 0,
      openRate: 0,
      deletable: true,
    });
    expect(
      (await admin.get('/api/admin/campaign/list?state=open&keyword=olive')).json().meta.total,
    ).toBe(1);
    expect(
      (await admin.get('/api/admin/campaign/list?state=closed&keyword=olive')).json().meta.total,
    ).toBe(0);

    const detail = (await admin.get(`/api/admin/campaign/${id}?language_code=en`)).json().data;
    expect(detail.previews[0]).toMatchObject({ type: 'invitation', language: 'en' });
    expect(detail.previews[0].subject).toBe(
      `${adminRow.nickname}, please answer "Shodoshima olive study"`,
    );
    expect(detail.completion.url).toBe(
      'http://localhost:3000/api/surveys/complete?rid={RID}&sig={SIG}',
    );
    expect(detail.audience).toEqual(bornIn(1965));

    const updated = await admin.post(
      `/api/admin/campaign/update/${id}`,
      campaignBody({
        titleJa: '小豆島オリーブ調査2',
        startAt: detail.startAtJst,
        expiresAt: detail.expiresAtJst,
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const emailId = detail.emails[0].id as number;
    const edited = await admin.post(`/api/admin/campaign/update/${id}/email/${emailId}`, {
      subject: '新しい件名 {{survey_name}}',
      body: '<p>{{survey_link}}</p><script>x()</script>',
    });
    expect(edited.json().data).toMatchObject({
      subject: '新しい件名 {{survey_name}}',
      body: '<p>{{survey_link}}</p>',
    });
    const audience = (await admin.get(`/api/admin/campaign/update/${id}/current-audience`)).json()
      .data;
    expect(audience).toMatchObject({ count: 0, surveyConsentCount: 0 });

    const removed = await admin.request({
      method: 'DELETE',
      url: `/api/admin/campaign/delete/${id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await admin.get(`/api/admin/campaign/${id}`)).statusCode).toBe(404);
  });

  it('answers BATCH_BUSY with the running batch while another campaign sends', async () => {
    const first = await setupCampaign(admin, bornIn(1966));
    const second = await setupCampaign(admin, bornIn(1966));
    await member(1966);
    const running = await admin.post('/api/admin/campaign/create-sendout', {
      campaignId: first,
      sendMode: 'now',
    });
    expect(running.json().data.status).toBe('in_progress');
    const busy = await admin.post('/api/admin/campaign/create-sendout', {
      campaignId: second,
      sendMode: 'now',
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ error_code: 'BATCH_BUSY' });
    expect(busy.json().message).toMatch(/to 1 member, started at .+, ends in about \d+ minutes?;/);
    await ctx.app.sendouts.tick();
  });
});
