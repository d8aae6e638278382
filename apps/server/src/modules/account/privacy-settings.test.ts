import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentEvents, users } from '../../db/schema/index';
import { Client, json, randomIp, useTestApp } from '../../../test/helpers';
import { signedInMember } from '../../../test/clients';

const ctx = useTestApp();
type ErrorBody = {
  code: number;
  error_code: string;
  message: string;
  errors?: Record<string, string[]>;
};
type Privacy = {
  newsletter: boolean;
  terms: boolean;
  surveyParticipation: boolean;
  shareAdvertisingId: boolean;
  shareProfile: boolean;
  termsConsentedAt: string | null;
  updatedAt: string | null;
};
const consents = {
  newsletter: true,
  terms: true,
  surveyParticipation: false,
  shareAdvertisingId: false,
  shareProfile: true,
};

const history = (userId: number) =>
  ctx.db.select().from(consentEvents).where(eq(consentEvents.userId, userId));

describe('privacy settings', () => {
  it('refuses guests with 401, and a write without the CSRF token with 419', async () => {
    const guest = await new Client(ctx.app, 'ja', randomIp()).csrf();
    const get = await guest.get('/api/privacy-settings');
    expect(get.statusCode).toBe(401);
    expect(json<ErrorBody>(get)).toMatchObject({ error_code: 'UNAUTHENTICATED' });
    expect((await guest.post('/api/privacy-settings', consents)).statusCode).toBe(401);

    const { member, client } = await signedInMember(ctx);
    const res = await client.post('/api/privacy-settings', consents, { 'x-xsrf-token': '' });
    expect(res.statusCode).toBe(419);
    expect(json<ErrorBody>(res).error_code).toBe('CSRF_TOKEN_MISMATCH');
    expect(await history(member.id)).toHaveLength(0);
  });

  it('starts with no consent for a member who never agreed', async () => {
    const { client } = await signedInMember(ctx, { termsConsentedAt: null });
    const res = await client.get('/api/privacy-settings');
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Privacy }>(res).data).toEqual({
      newsletter: false,
      terms: false,
      surveyParticipation: false,
      shareAdvertisingId: false,
      shareProfile: false,
      termsConsentedAt: null,
      updatedAt: null,
    });
    const user = json<{ data: { privacyConsented: boolean } }>(await client.get('/api/auth/user'));
    expect(user.data.privacyConsented).toBe(false);
  });

  it('saves the consents, keeps the first agreement time and writes history only on change', async () => {
    const { member, client } = await signedInMember(ctx, { termsConsentedAt: null });
    const first = await client.post('/api/privacy-settings', consents);
    expect(first.statusCode).toBe(200);
    const saved = json<{ data: Privacy }>(first).data;
    expect(saved).toMatchObject(consents);
    expect(saved.termsConsentedAt).not.toBeNull();
    expect(saved.updatedAt).toBe(saved.termsConsentedAt);
    const user = json<{ data: { privacyConsented: boolean } }>(await client.get('/api/auth/user'));
    expect(user.data.privacyConsented).toBe(true);

    // The same answer again changes nothing and adds no history.
    expect((await client.post('/api/privacy-settings', consents)).statusCode).toBe(200);
    expect(await history(member.id)).toHaveLength(1);

    const second = await client.post('/api/privacy-settings', {
      ...consents,
      newsletter: false,
      shareAdvertisingId: true,
    });
    const changed = json<{ data: Privacy }>(second).data;
    expect(changed).toMatchObject({ newsletter: false, shareAdvertisingId: true, terms: true });
    expect(changed.termsConsentedAt).toBe(saved.termsConsentedAt);
    expect(Date.parse(changed.updatedAt!)).toBeGreaterThanOrEqual(Date.parse(saved.updatedAt!));

    const rows = await history(member.id);
    expect(rows.map((r) => r.consents)).toEqual([
      consents,
      { ...consents, newsletter: false, shareAdvertisingId: true },
    ]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      newsletterConsent: false,
      surveyConsent: false,
      adIdConsent: true,
      profileSharingConsent: true,
    });
    expect(json<{ data: Privacy }>(await client.get('/api/privacy-settings')).data).toEqual(
      changed,
    );
  });

  it.each([
    ['en', 'Consent is required'],
    ['ja', '同意が必要です'],
  ] as const)('refuses terms = false (%s) and changes nothing', async (locale, message) => {
    const { member, client } = await signedInMember(ctx, { newsletterConsent: true }, locale);
    const before = json<{ data: Privacy }>(await client.get('/api/privacy-settings')).data;
    const res = await client.post('/api/privacy-settings', {
      ...consents,
      newsletter: false,
      terms: false,
    });
    expect(res.statusCode).toBe(422);
    expect(json<ErrorBody>(res)).toMatchObject({
      code: 422,
      error_code: 'VALIDATION_ERROR',
      errors: { terms: [message] },
    });
    expect(json<{ data: Privacy }>(await client.get('/api/privacy-settings')).data).toEqual(before);
    expect(await history(member.id)).toHaveLength(0);
  });

  it('names every missing choice', async () => {
    const { client } = await signedInMember(ctx, {}, 'ja');
    const res = await client.post('/api/privacy-settings', { newsletter: 'yes' });
    expect(res.statusCode).toBe(422);
    expect(json<ErrorBody>(res).errors).toEqual({
      newsletter: ['入力してください'],
      terms: ['同意が必要です'],
      surveyParticipation: ['入力してください'],
      shareAdvertisingId: ['入力してください'],
      shareProfile: ['入力してください'],
    });
  });

  it('lets a blocked member change the consents (blocking only restricts posting)', async () => {
    const { client } = await signedInMember(ctx, { isBlocked: true });
    const res = await client.post('/api/privacy-settings', consents);
    expect(res.statusCode).toBe(200);
  });
});
