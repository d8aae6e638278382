// Targeted mail through the API: a post's automatic batch, send now / schedule / cancel, the
// busy rule across two server instances, tags and languages, tracking, unsubscribe, test send,
// and who may call what. Without SMTP_URL the batch's mails land in the outbox.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import {
  consentEvents,
  mailMessages,
  sendoutBatches,
  sendoutRecipients,
  users,
  type UserRow,
} from '../../db/schema/index';
import { buildAdmin, buildMember, Client, json, useTestApp } from '../../../test/helpers';
import { linkIn } from '../../../test/helpers';

const ctx = useTestApp();
let admin: Client;
let adminRow: UserRow;
const YEAR = new Date().getFullYear();

beforeAll(async () => {
  adminRow = await buildAdmin(ctx.db, { nickname: 'jimukyoku' });
  admin = await new Client(ctx.app, 'en').login(adminRow.email);
});

/** Members born in a year nobody else in this file uses, so each test has its own audience. */
async function members(yearOfBirth: number, rows: Parameters<typeof buildMember>[1][]) {
  const out: UserRow[] = [];
  for (const overrides of rows)
    out.push(await buildMember(ctx.db, { yearOfBirth, newsletterConsent: true, ...overrides }));
  return out;
}

const audienceOf = (yearOfBirth: number) => ({
  type: 'custom' as const,
  ageMin: YEAR - yearOfBirth,
  ageMax: YEAR - yearOfBirth,
});

const MAIL = {
  ja: {
    subject: '{{nick_name}}さん、しまなみ海道のお知らせ',
    body: '<p>{{last_name}} {{first_name}} 様</p><p><a href="https://setouchi.example.jp/shimanami?from=mail&amp;x=1">詳しくはこちら</a></p>',
  },
  en: {
    subject: 'News from the Shimanami Kaido, {{nick_name}}',
    body: '<p>Dear {{first_name}} {{last_name}},</p><p><a href="https://setouchi.example.jp/shimanami?from=mail&amp;x=1">Read more</a></p>',
  },
};

async function createPost(yearOfBirth: number, extra: Record<string, unknown> = {}) {
  const res = await admin.post('/api/posts', {
    title: `しまなみ海道サイクリング ${yearOfBirth}`,
    contents: '<p>瀬戸内の島々を自転車で渡ります。</p>',
    audience: audienceOf(yearOfBirth),
    mail: MAIL,
    status: 'published',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { id: number } }>(res).data.id;
}

async function batchesOf(postId: number) {
  return ctx.db
    .select()
    .from(sendoutBatches)
    .where(and(eq(sendoutBatches.source, 'post'), eq(sendoutBatches.sourceId, postId)));
}

async function outboxFor(email: string) {
  return ctx.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, email), sql`${mailMessages.template} like 'sendout%'`));
}

describe('a post with mail', () => {
  it('sends each consenting active member one mail in their language, tags filled and escaped', async () => {
    const [hana, tom, kim, noConsent, provisional, unsubscribed] = await members(1971, [
      { mainLanguage: 'ja', nickname: 'hana1971', firstName: '花子', lastName: '瀬戸' },
      { mainLanguage: 'en', nickname: 'tom1971', firstName: '<b>Tom</b>', lastName: 'Baker & Co' },
      { mainLanguage: 'ko', nickname: 'kim1971', firstName: '민지', lastName: '김' },
      { newsletterConsent: false },
      { status: 'provisional' },
      { status: 'unsubscribed' },
    ]);
    const postId = await createPost(1971);
    const [auto] = await batchesOf(postId);
    expect(auto).toMatchObject({ status: 'schedule', automatic: true, recipientCount: 3 });

    await ctx.app.sendouts.tick();
    const [done] = await batchesOf(postId);
    expect(done).toMatchObject({ status: 'completed', recipientCount: 3, sentCount: 3 });

    const [ja] = await outboxFor(hana!.email);
    expect(ja!.subject).toBe('hana1971さん、しまなみ海道のお知らせ');
    expect(ja!.htmlBody).toContain('瀬戸 花子 様');
    expect(ja!.textBody).toContain('配信を停止する');
    const [en] = await outboxFor(tom!.email);
    expect(en!.subject).toBe('News from the Shimanami Kaido, tom1971');
    expect(en!.htmlBody).toContain('Dear &lt;b&gt;Tom&lt;/b&gt; Baker &amp; Co,');
    expect(en!.htmlBody).not.toContain('<b>Tom</b>');
    expect(en!.textBody).toContain('Dear <b>Tom</b> Baker & Co,');
    // Korean is not written, nor any other language of hers: English (the contract's chain).
    const [ko] = await outboxFor(kim!.email);
    expect(ko!.language).toBe('en');
    expect(ko!.subject).toBe('News from the Shimanami Kaido, kim1971');
    for (const m of [noConsent, provisional, unsubscribed])
      expect(await outboxFor(m!.email)).toHaveLength(0);

    // A later tick sends nobody again; editing the post does not mail everyone again.
    await ctx.app.sendouts.tick();
    expect(await outboxFor(hana!.email)).toHaveLength(1);
    const edit = await admin.post(`/api/posts/${postId}/edit`, {
      title: 'しまなみ海道サイクリング（更新）',
      contents: '<p>更新しました。</p>',
      audience: audienceOf(1971),
      mail: MAIL,
      status: 'published',
    });
    expect(edit.statusCode).toBe(200);
    expect(await batchesOf(postId)).toHaveLength(1);
  });

  it('waits for the mail schedule, follows edits until then, and drops it for a draft', async () => {
    await members(1972, [{}, {}]);
    const postId = await createPost(1972, { mailScheduledAt: '2099-01-01 09:00' });
    let [batch] = await batchesOf(postId);
    expect(batch!.scheduledAt.toISOString()).toBe('2099-01-01T00:00:00.000Z');
    await ctx.app.sendouts.tick();
    [batch] = await batchesOf(postId);
    expect(batch!.status).toBe('schedule');

    const base = {
      title: 'しまなみ海道',
      contents: '<p>予定変更</p>',
      audience: audienceOf(1972),
      mail: MAIL,
    };
    await admin.post(`/api/posts/${postId}/edit`, {
      ...base,
      status: 'published',
      mailScheduledAt: '2099-02-01 10:30',
    });
    [batch] = await batchesOf(postId);
    expect(batch!.scheduledAt.toISOString()).toBe('2099-02-01T01:30:00.000Z');
    await admin.post(`/api/posts/${postId}/edit`, { ...base, status: 'draft' });
    expect(await batchesOf(postId)).toHaveLength(0);
  });

  it('refuses unknown tags and mail without Japanese at save time', async () => {
    const unknown = await admin.post('/api/posts', {
      title: 't',
      contents: '<p>x</p>',
      mail: { ja: { subject: '{{nickname}} 様', body: '<p>{{survey_link}}</p>' } },
    });
    expect(unknown.statusCode).toBe(422);
    const errors = json<{ errors: Record<string, string[]> }>(unknown).errors;
    expect(errors['mail.ja.subject']![0]).toContain('{{nickname}}');
    expect(errors['mail.ja.body']![0]).toContain('{{survey_link}}');
    const englishOnly = await admin.post('/api/posts', {
      title: 't',
      contents: '<p>x</p>',
      mail: { en: MAIL.en },
    });
    expect(englishOnly.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(englishOnly).errors).toHaveProperty([
      'mail.ja.subject',
    ]);
  });
});

describe('admin batches', () => {
  it('schedules in the future only, cancels unstarted batches, and answers SENDOUT_SETUP without mail', async () => {
    await members(1973, [{}]);
    const postId = await createPost(1973, { mailScheduledAt: '2099-01-01 09:00' });
    const at = (scheduledAt: string) =>
      admin.post(`/api/admin/posts/${postId}/sendouts`, { sendMode: 'schedule', scheduledAt });
    expect((await at('2099-13-01 09:00')).statusCode).toBe(422);
    expect((await at('tomorrow')).statusCode).toBe(422);
    const past = await at('2020-01-01 09:00');
    expect(past.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(past).errors.scheduledAt).toEqual([
      'Choose a time in the future.',
    ]);
    const ok = await at('2099-03-03 12:00');
    expect(ok.statusCode).toBe(201);
    const batch = json<{ data: { id: number; status: string } }>(ok).data;
    expect(batch.status).toBe('schedule');
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/sendouts/${batch.id}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/sendouts/${batch.id}` }))
        .statusCode,
    ).toBe(404);

    const noMail = await admin.post('/api/posts', {
      title: 'メールなし',
      contents: '<p>x</p>',
      status: 'published',
    });
    const noMailId = json<{ data: { id: number } }>(noMail).data.id;
    const setup = await admin.post(`/api/admin/posts/${noMailId}/sendouts`, { sendMode: 'now' });
    expect(setup.statusCode).toBe(422);
    expect(json(setup)).toMatchObject({
      error_code: 'SENDOUT_SETUP',
      message:
        'This post has no mail to send: write its subject and body in the Mail step of the post first.',
    });
  });

  it('refuses a second running batch with the running one’s details, from another server too', async () => {
    await members(1974, [{}, {}, {}]);
    const postId = await createPost(1974, { mailScheduledAt: '2099-01-01 09:00' });
    // A second server instance on the same database (PGlite lives in this process: shared).
    const ownDb = ctx.config.databaseUrl
      ? await openDatabase({ databaseUrl: ctx.config.databaseUrl })
      : undefined;
    const other = await buildApp({
      config: ctx.config,
      database: ownDb ?? ctx.app.database,
      logger: false,
    });
    const otherAdmin = await new Client(other, 'ja').login(adminRow.email);
    const results = await Promise.all([
      admin.post(`/api/admin/posts/${postId}/sendouts`, { sendMode: 'now' }),
      otherAdmin.post(`/api/admin/posts/${postId}/sendouts`, { sendMode: 'now' }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    const body = json<{ error_code: string; message: string }>(refused);
    expect(body.error_code).toBe('BATCH_BUSY');

    const check = json<{ data: { busy: boolean; running: { recipients: number } } }>(
      await admin.get('/api/admin/batch/check'),
    ).data;
    expect(check.busy).toBe(true);
    expect(check.running.recipients).toBe(3);
    const again = await admin.post(`/api/admin/posts/${postId}/sendouts`, { sendMode: 'now' });
    expect(json(again)).toMatchObject({
      error_code: 'BATCH_BUSY',
      message: expect.stringContaining(
        'There is one batch processing. Cannot send a new batch now. Please set a schedule or come back later.',
      ),
    });
    expect(json<{ message: string }>(again).message).toContain('3 members');
    // A scheduled batch is still accepted, and waits.
    const later = await admin.post(`/api/admin/posts/${postId}/sendouts`, {
      sendMode: 'schedule',
      scheduledAt: '2099-05-05 05:05',
    });
    expect(later.statusCode).toBe(201);

    await ctx.app.sendouts.tick();
    expect(
      json<{ data: { busy: boolean } }>(await admin.get('/api/admin/batch/check')).data.busy,
    ).toBe(false);
    const history = json<{ data: { status: string; sent: number }[]; meta: { total: number } }>(
      await admin.get(`/api/admin/posts/${postId}/sending-history?page=1&limit=10`),
    );
    expect(history.meta.total).toBe(3);
    expect(history.data.map((b) => b.status)).toEqual(['schedule', 'completed', 'schedule']);
    await other.close();
    await ownDb?.close();
  });

  it('sends a test of one language to the address typed, with the admin’s names', async () => {
    await members(1975, [{}]);
    const postId = await createPost(1975, { mailScheduledAt: '2099-01-01 09:00' });
    const res = await admin.post(`/api/admin/posts/${postId}/test-sendout`, {
      email: 'check@example.jp',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await ctx.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, 'check@example.jp'));
    expect(mail!.subject).toBe('[TEST] News from the Shimanami Kaido, jimukyoku');
    expect(
      (await admin.post(`/api/admin/posts/${postId}/test-sendout`, { email: 'not-an-address' }))
        .statusCode,
    ).toBe(422);
  });

  it('previews the audience a page at a time', async () => {
    await members(1976, [
      { nickname: 'preview1' },
      { nickname: 'preview2' },
      { status: 'cancelled' },
    ]);
    const res = await admin.post('/api/admin/posts/filter-audience', {
      audience: audienceOf(1976),
      page: 1,
      limit: 1,
    });
    const body = json<{ data: { nickname: string; age: number }[]; meta: { total: number } }>(res);
    expect(body.meta.total).toBe(2);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]!.age).toBe(YEAR - 1976);
  });
});

describe('tracking and unsubscribing', () => {
  it('counts opens and clicks once per recipient and redirects only to the mail’s own links', async () => {
    const [m1, m2] = await members(1977, [{}, {}]);
    const postId = await createPost(1977);
    await ctx.app.sendouts.tick();
    const [batch] = await batchesOf(postId);
    const [mail] = await outboxFor(m1!.email);
    const pixel = /src="http:\/\/localhost:3000(\/api\/mail\/open\/[^"]+)"/.exec(
      mail!.htmlBody,
    )![1]!;
    const guest = new Client(ctx.app, 'ja');
    for (let i = 0; i < 3; i += 1) {
      const res = await guest.get(pixel);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
    }
    const click = clickLinkIn(mail!.htmlBody);
    expect(click.searchParams.get('u')).toBe('https://setouchi.example.jp/shimanami?from=mail&x=1');
    const path = `${click.pathname}${click.search}`;
    const go = await guest.get(path);
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('https://setouchi.example.jp/shimanami?from=mail&x=1');
    await guest.get(path);
    // The second member clicks without loading images: an open too.
    const [mail2] = await outboxFor(m2!.email);
    const click2 = clickLinkIn(mail2!.htmlBody);
    await guest.get(`${click2.pathname}${click2.search}`);

    const [counted] = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(eq(sendoutBatches.id, batch!.id));
    expect(counted).toMatchObject({ openedCount: 2, clickedCount: 2, sentCount: 2 });

    const forged = new URL(path, 'http://x');
    forged.searchParams.set('u', 'https://evil.example.com/');
    expect((await guest.get(`${forged.pathname}${forged.search}`)).statusCode).toBe(404);
    expect((await guest.get('/api/mail/open/1.2.AAAAAAAAAAAAAAAA')).statusCode).toBe(200);
  });

  it('turns the consent off from the link, records it, and later batches skip the member', async () => {
    const [leaver, stayer] = await members(1978, [{}, {}]);
    const postId = await createPost(1978);
    await ctx.app.sendouts.tick();
    const [mail] = await outboxFor(leaver!.email);
    const link = linkIn(mail!.textBody, '/mail/unsubscribe');
    const token = link.searchParams.get('token')!;

    const guest = new Client(ctx.app, 'ja');
    // One-click from the mail client: a form POST, no session, no CSRF token.
    const oneClick = await guest.request({
      method: 'POST',
      url: `/api/mail/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(json(oneClick)).toEqual({ data: { consent: 'newsletter' } });
    const [after] = await ctx.db.select().from(users).where(eq(users.id, leaver!.id));
    expect(after!.newsletterConsent).toBe(false);
    const events = await ctx.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.userId, leaver!.id));
    expect(events.at(-1)!.consents).toMatchObject({ newsletter: false });
    // Again (the page after the header): same answer, nothing more recorded.
    expect(
      (await guest.request({ method: 'POST', url: `/api/mail/unsubscribe/${token}` })).statusCode,
    ).toBe(200);
    expect(
      await ctx.db.select().from(consentEvents).where(eq(consentEvents.userId, leaver!.id)),
    ).toHaveLength(events.length);
    const bad = await guest.request({
      method: 'POST',
      url: `/api/mail/unsubscribe/${leaver!.id}.n.AAAAAAAAAAAAAAAA`,
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ error_code: 'INVALID_TOKEN' });

    const again = await admin.post(`/api/admin/posts/${postId}/sendouts`, { sendMode: 'now' });
    expect(again.statusCode).toBe(201);
    await ctx.app.sendouts.tick();
    expect(await outboxFor(leaver!.email)).toHaveLength(1);
    expect(await outboxFor(stayer!.email)).toHaveLength(2);
  });
});

describe('who may call', () => {
  it('keeps every sendout call for admins', async () => {
    const [member] = await members(1979, [{}]);
    const [blocked] = await members(1979, [{ isBlocked: true }]);
    const postId = await createPost(1979, { mailScheduledAt: '2099-01-01 09:00' });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/batch/check'],
      ['GET', '/api/admin/sendouts'],
      ['DELETE', '/api/admin/sendouts/1'],
      ['POST', '/api/admin/posts/filter-audience', { audience: { type: 'all' } }],
      ['GET', `/api/admin/posts/${postId}/sending-history`],
      ['POST', `/api/admin/posts/${postId}/sendouts`, { sendMode: 'now' }],
      ['POST', `/api/admin/posts/${postId}/test-sendout`, { email: 'a@example.jp' }],
    ];
    const guest = await new Client(ctx.app, 'en').csrf();
    const memberClient = await new Client(ctx.app, 'en').login(member!.email);
    const blockedClient = await new Client(ctx.app, 'en').login(blocked!.email);
    for (const [method, url, payload] of calls) {
      const as = (c: Client) =>
        c.request({
          method: method as 'GET',
          url,
          ...(payload ? { payload: payload as object } : {}),
        });
      expect((await as(guest)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await as(memberClient)).statusCode, `${method} ${url} member`).toBe(403);
      expect((await as(blockedClient)).statusCode, `${method} ${url} blocked`).toBe(403);
    }
    expect(
      await ctx.db.select().from(sendoutRecipients).where(eq(sendoutRecipients.userId, member!.id)),
    ).toHaveLength(0);
  });
});

function clickLinkIn(html: string): URL {
  const href = /href="(http:\/\/localhost:3000\/api\/mail\/click\/[^"]+)"/.exec(html)![1]!;
  return new URL(href.replaceAll('&amp;', '&').replaceAll('&#38;', '&'));
}
