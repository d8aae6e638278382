// Admin offer calls: every rule of the basic information (localised 422s, nothing saved), the
// image (type from the bytes, 3 MB exactly passes, one byte more is FILE_TOO_LARGE), the mail
// rules, the invitation through the sendout engine, and who may call each admin route.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@fanclub/contract/avatar';
import { mailMessages, offers } from '../../db/schema/index';
import { buildMember, Client, json, useTestApp, type ErrorBody } from '../../../test/helpers';
import { useAdmins } from '../../../test/clients';
import {
  bornIn,
  offerFields,
  offerMultipart,
  pngOfSize,
  setupOffer,
  smallPng,
} from './offer-fixtures';
import { startDueBatch } from '../sendouts/lifecycle';
import { inviteNewOfferMembers } from './mail';

const ctx = useTestApp();
const admins = useAdmins(ctx);

const create = async (
  fields: Record<string, string>,
  image?: Parameters<typeof offerMultipart>[1],
) =>
  admins.en.request({
    method: 'POST',
    url: '/api/admin/offer/create-detail',
    ...offerMultipart(fields, image),
  });
/** The offer invitations mailed to an address. */
const mailsTo = (email: string) =>
  ctx.db
    .select()
    .from(mailMessages)
    .where(
      and(eq(mailMessages.toAddress, email), like(mailMessages.subject, '%会員限定オファー%')),
    );
const offerCount = async () => (await ctx.db.select({ id: offers.id }).from(offers)).length;

describe('basic information', () => {
  it('creates a draft with a WebP image under /uploads/', async () => {
    const res = await create(offerFields(), { data: await smallPng() });
    expect(res.statusCode, res.body).toBe(201);
    const data = json<{ data: { id: number; state: string; imageUrl: string } }>(res).data;
    expect(data.state).toBe('draft');
    expect(data.imageUrl).toMatch(/^\/uploads\/offers\/[0-9a-f]{32}\.webp$/);
    const file = await ctx.app.inject({ method: 'GET', url: data.imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it.each([
    ['titleJa', { titleJa: ' ' }, 'The title ja field is required.'],
    ['titleEn', { titleEn: '' }, null],
    ['link', { link: 'javascript:alert(1)' }, null],
    ['link', { link: 'partner.example.jp/ferry' }, null],
    ['description', { description: '' }, null],
    ['description', { description: 'あ'.repeat(2001) }, null],
    ['startAt', { startAt: '2026-13-40 10:00' }, null],
    ['expiresAt', { expiresAt: '2020-01-01 00:00' }, null],
    ['mainLanguage', { mainLanguage: 'xx' }, null],
    ['status', { status: 'paused' }, null],
  ])('refuses a bad %s with a localised 422 and saves nothing', async (field, bad, _m) => {
    const before = await offerCount();
    const res = await create(offerFields(bad as Record<string, string>), {
      data: await smallPng(),
    });
    expect(res.statusCode, res.body).toBe(422);
    const body = json<ErrorBody>(res);
    expect(body.error_code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
    expect(body.errors?.[field]?.[0]).not.toMatch(/^validation\./);
    expect(await offerCount()).toBe(before);
  });

  it('accepts a description of exactly 2,000 characters', async () => {
    const res = await create(offerFields({ description: 'あ'.repeat(2000) }), {
      data: await smallPng(),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('requires the image on create, keeps it on update without one', async () => {
    const missing = await create(offerFields());
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(json<ErrorBody>(missing).errors ?? {})).toEqual(['image']);
    const created = json<{ data: { id: number; imageUrl: string } }>(
      await create(offerFields(), { data: await smallPng() }),
    ).data;
    const updated = await admins.en.request({
      method: 'POST',
      url: `/api/admin/offer/update/${created.id}`,
      ...offerMultipart(offerFields({ titleEn: 'Ferry pass, now 25% off' })),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<{ data: { imageUrl: string } }>(updated).data.imageUrl).toBe(created.imageUrl);
    const detail = json<{ data: { titleEn: string } }>(
      await admins.en.get(`/api/admin/offer/${created.id}`),
    );
    expect(detail.data.titleEn).toBe('Ferry pass, now 25% off');
  });

  it('reports every field error at once, in Japanese too', async () => {
    admins.en.locale = 'ja';
    const res = await create(offerFields({ titleJa: '', link: 'ftp://x' }));
    admins.en.locale = 'en';
    const body = json<ErrorBody>(res);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['image', 'link', 'titleJa']);
    expect(body.errors?.image?.[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
  });

  it('passes an image of exactly 3 MB and refuses 3 MB + 1 byte with FILE_TOO_LARGE', async () => {
    expect(MAX_UPLOAD_BYTES).toBe(3 * 1024 * 1024);
    const before = await offerCount();
    const tooLarge = await create(offerFields(), { data: await pngOfSize(MAX_UPLOAD_BYTES + 1) });
    expect(tooLarge.statusCode).toBe(422);
    const body = json<ErrorBody>(tooLarge);
    expect(body.error_code).toBe('FILE_TOO_LARGE');
    expect(body.message).toBe('Maximum file size exceeded');
    expect(body.errors?.image).toEqual(['Maximum file size exceeded']);
    expect(await offerCount()).toBe(before);
    const exact = await create(offerFields(), { data: await pngOfSize(MAX_UPLOAD_BYTES) });
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('refuses a text file named .png (the type is read from the bytes)', async () => {
    const before = await offerCount();
    const res = await create(offerFields(), {
      data: Buffer.from('not an image at all\n'),
      filename: 'ferry.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json<ErrorBody>(res).errors ?? {})).toEqual(['image']);
    expect(await offerCount()).toBe(before);
  });
});

describe('invitation mail', () => {
  it('requires subject and content, Japanese, and offer tags only', async () => {
    const id = await setupOffer(admins.en, bornIn(1950));
    const bad = await admins.en.post('/api/admin/offer/create-email', {
      offerId: id,
      mail: { ja: { subject: '', body: '{{survey_link}}' } },
    });
    expect(bad.statusCode).toBe(422);
    const errors = json<ErrorBody>(bad).errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(['mail.ja.body', 'mail.ja.subject']);
    expect(errors['mail.ja.body']?.[0]).toContain('{{survey_link}}');
    const noJa = await admins.en.post('/api/admin/offer/create-email', {
      offerId: id,
      mail: { en: { subject: 'Hi', body: 'x' } },
    });
    expect(noJa.statusCode).toBe(422);
    const reminder = await admins.en.post('/api/admin/offer/create-sendout', {
      offerId: id,
      sendMode: 'now',
      type: 'reminder',
    });
    expect(reminder.statusCode).toBe(201); // the type is ignored: offers only invite
    await ctx.app.sendouts.tick();
    expect(json<{ data: { type: string } }>(reminder).data.type).toBe('invitation');
  });

  it('invites members who join later, once a day from 10:00 Japan time, never anyone twice', async () => {
    const id = await setupOffer(admins.en, bornIn(1949));
    const newsletterMember = () =>
      buildMember(ctx.db, { yearOfBirth: 1949, newsletterConsent: true });
    const early = await newsletterMember();
    const now = new Date();
    // Before any invitation went out, the setting alone mails nobody.
    await admins.en.post('/api/admin/offer/update-setting-send-new-user', {
      offerId: id,
      enabled: true,
    });
    const noon = new Date(now.getTime() + 86400_000);
    noon.setUTCHours(3, 30, 0, 0); // 12:30 in Japan tomorrow
    expect(await inviteNewOfferMembers(ctx.db, ctx.config.appUrl, noon)).toBe(0);

    await admins.en.post('/api/admin/offer/create-sendout', { offerId: id, sendMode: 'now' });
    await ctx.app.sendouts.tick();
    const newcomer = await newsletterMember();
    const morning = new Date(noon.getTime() - 3 * 3600_000); // 09:30 in Japan
    expect(await inviteNewOfferMembers(ctx.db, ctx.config.appUrl, morning)).toBe(0);
    expect(await inviteNewOfferMembers(ctx.db, ctx.config.appUrl, noon)).toBe(1);
    expect(await inviteNewOfferMembers(ctx.db, ctx.config.appUrl, noon)).toBe(0);
    await startDueBatch(ctx.db, noon);
    await ctx.app.sendouts.tick();
    expect(await mailsTo(newcomer.email)).toHaveLength(1);
    expect(await mailsTo(early.email)).toHaveLength(1);
  });

  it('mails newsletter members with the tags filled; the offer link is the member page', async () => {
    const id = await setupOffer(admins.en, bornIn(1951));
    const yes = await buildMember(ctx.db, { yearOfBirth: 1951, newsletterConsent: true });
    const no = await buildMember(ctx.db, { yearOfBirth: 1951, newsletterConsent: false });
    const aud = json<{ data: { count: number; newsletterConsentCount: number } }>(
      await admins.en.get(`/api/admin/offer/update/${id}/current-audience`),
    ).data;
    expect(aud).toMatchObject({ count: 2, newsletterConsentCount: 1 });
    const res = await admins.en.post('/api/admin/offer/create-sendout', {
      offerId: id,
      sendMode: 'now',
    });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.app.sendouts.tick();
    const [mail] = await mailsTo(yes.email);
    expect(mail?.subject).toBe(`${yes.nickname}さんへ：会員限定オファー`);
    expect(mail?.textBody).toContain('瀬戸 花子様');
    expect(await mailsTo(no.email)).toHaveLength(0);
    const history = await admins.en.get(`/api/admin/offer/${id}/sending-history`);
    expect(json<{ data: { sent: number }[] }>(history).data[0]?.sent).toBe(1);

    // A mail gateway fetches the tracked link at delivery: raw only. The member's own click
    // (signed in, a browser, later) is human too; both show on the figures.
    const href = /href="(http:\/\/localhost:3000\/api\/mail\/click\/[^"]+)"/.exec(
      mail!.htmlBody,
    )![1]!;
    const link = new URL(href.replaceAll('&amp;', '&').replaceAll('&#38;', '&'));
    expect(link.searchParams.get('u')).toBe(`http://localhost:3000/offer/${id}?via=mail`);
    const path = `${link.pathname}${link.search}`;
    const scanner = new Client(ctx.app, 'en');
    const scanned = await scanner.get(path, { 'user-agent': 'Mimecast URL Protect' });
    expect(scanned.statusCode).toBe(302);
    const figures = async () =>
      json<{ data: { mail: Record<string, number> } }>(
        await admins.en.get(`/api/offer-main-statics-click/${id}`),
      ).data.mail;
    expect(await figures()).toMatchObject({ sent: 1, clicked: 1, humanClicked: 0, humanOpened: 0 });
    const person = await new Client(ctx.app, 'en').login(yes.email);
    await person.get(path, { 'user-agent': 'Mozilla/5.0 (iPhone) Safari/604.1' });
    expect(await figures()).toMatchObject({
      clicked: 1,
      humanClicked: 1,
      opened: 1,
      humanOpened: 1,
    });
  });
});

describe('who may call', () => {
  it('refuses guests, members and blocked members on every admin call', async () => {
    const id = await setupOffer(admins.en, bornIn(1952));
    const plain = await new Client(ctx.app, 'en').login((await buildMember(ctx.db)).email);
    const blocked = await new Client(ctx.app, 'en').login(
      (await buildMember(ctx.db, { isBlocked: true })).email,
    );
    const guest = await new Client(ctx.app, 'en').csrf();
    const form = offerMultipart(offerFields(), { data: await smallPng() });
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/offer/list'],
      ['GET', `/api/admin/offer/${id}`],
      ['GET', `/api/admin/offer/${id}/sending-history`],
      ['GET', `/api/admin/offer/update/${id}/current-audience`],
      ['POST', '/api/admin/offer/create-detail', form],
      ['POST', `/api/admin/offer/update/${id}`, form],
      ['POST', `/api/admin/offer/update/${id}/status`, { payload: { status: 'disabled' } }],
      ['POST', '/api/admin/offer/create-email', { payload: { offerId: id, mail: {} } }],
      ['POST', `/api/admin/offer/update/${id}/email`, { payload: { mail: {} } }],
      ['POST', `/api/admin/offer/update/${id}/email/1`, { payload: { subject: 'x', body: 'y' } }],
      [
        'POST',
        '/api/admin/offer/create-audience',
        { payload: { offerId: id, audience: { type: 'all' } } },
      ],
      ['POST', '/api/admin/offer/filter-audience', { payload: { audience: { type: 'all' } } }],
      ['POST', '/api/admin/offer/create-sendout', { payload: { offerId: id, sendMode: 'now' } }],
      ['POST', '/api/admin/offer/list-sendout', { payload: { offerId: id } }],
      [
        'POST',
        '/api/admin/offer/update-setting-send-new-user',
        { payload: { offerId: id, enabled: true } },
      ],
      [
        'POST',
        '/api/admin/offer/test-sendout',
        { payload: { offerId: id, email: 'a@example.jp' } },
      ],
      ['DELETE', `/api/admin/offer/delete/${id}`],
      ['GET', `/api/offer-main-statics-click/${id}`],
      ['GET', `/api/admin/export-offer/${id}`],
    ];
    for (const [method, url, extra] of calls)
      for (const [client, status] of [
        [guest, 401],
        [plain, 403],
        [blocked, 403],
      ] as const) {
        const res = await client.request({ method: method as 'GET', url, ...(extra ?? {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    const detail = json<{ data: { status: string } }>(
      await admins.en.get(`/api/admin/offer/${id}`),
    );
    expect(detail.data.status).toBe('active');
  });
});
