// Through the real routes and the outbox: a member who chose Traditional Chinese (tw) gets the
// password reset and password-changed mails in it, one with an unknown language gets English (the contract's chain),
// and the signed-in user carries the timezone setting the screens show times in.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import {
  Client,
  DEFAULT_PASSWORD,
  buildMember,
  json,
  lastMailTo,
  linkIn,
  randomIp,
  useTestApp,
} from '../../test/helpers';

const ctx = useTestApp();
const client = (locale: 'ja' | 'en' = 'ja') => new Client(ctx.app, locale, randomIp()).csrf();

const settings = (overrides: Record<string, unknown>) => ({
  lastName: '林',
  firstName: '怡君',
  nickname: `yichun-${Math.random().toString(36).slice(2, 10)}`,
  postalCode: '10617',
  city: '台北市',
  timezone: 'TZ000',
  nationality: 'CT183',
  countryOfResidence: 'CT183',
  mainLanguage: 'ja',
  otherLanguages: [],
  ...overrides,
});

describe('transactional mail in the member language', () => {
  it('a member who chose Traditional Chinese gets the reset and changed mails in it', async () => {
    const member = await buildMember(ctx.db);
    const own = await (await client('ja')).login(member.email);
    const saved = await own.post('/api/account-settings', settings({ mainLanguage: 'tw' }));
    expect(saved.statusCode, saved.body).toBe(200);

    // The UI stays Japanese (Content-Language ja): the mail follows the member's setting.
    const c = await client('ja');
    expect((await c.post('/api/forgot-password', { email: member.email })).statusCode).toBe(202);
    const reset = await lastMailTo(ctx.db, member.email);
    expect(reset!.language).toBe('tw');
    expect(reset!.template).toBe('resetPassword');
    expect(reset!.subject).toBe('【瀨戶內粉絲俱樂部】重設密碼');
    expect(reset!.textBody).toContain('此連結的有效期限為60分鐘，且僅能使用一次。');
    expect(reset!.htmlBody).toContain('<html lang="zh-Hant-TW">');
    expect(reset!.textBody).not.toMatch(/[\u3040-\u30ff]|\$\{|\{\{|undefined/);

    // The link in the mail works.
    const link = linkIn(reset!.textBody, '/reset-password');
    const password = 'Tamsui2027x';
    const done = await c.post('/api/reset-password', {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password,
      passwordConfirmation: password,
    });
    expect(done.statusCode).toBe(200);

    // Changing it again from the account sends the notice, in Traditional Chinese too.
    const back = await (await client('en')).login(member.email, password);
    const changed = await back.post('/api/me/password', {
      currentPassword: password,
      password: DEFAULT_PASSWORD,
      passwordConfirmation: DEFAULT_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const notice = await lastMailTo(ctx.db, member.email);
    expect(notice!.template).toBe('passwordChanged');
    expect(notice!.language).toBe('tw');
    expect(notice!.subject).toBe('【瀨戶內粉絲俱樂部】您的密碼已變更');
  });

  it('a member with a language the club does not write gets English (the chain)', async () => {
    const member = await buildMember(ctx.db);
    await ctx.db.update(users).set({ mainLanguage: 'fr' }).where(eq(users.id, member.id));
    const c = await client('en');
    expect((await c.post('/api/forgot-password', { email: member.email })).statusCode).toBe(202);
    const mail = await lastMailTo(ctx.db, member.email);
    expect(mail!.language).toBe('en');
    expect(mail!.subject).toMatch(/^\[Setouchi Fan Club\]/);
  });
});

describe('the timezone setting on the signed-in user', () => {
  it('is Japan time by default and follows the saved setting as an IANA zone', async () => {
    const member = await buildMember(ctx.db);
    const own = await (await client('en')).login(member.email);
    type User = { data: { timezone: string } };
    expect(json<User>(await own.get('/api/auth/user')).data.timezone).toBe('Asia/Tokyo');
    const saved = await own.post('/api/account-settings', settings({ timezone: 'TZ061' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<User>(await own.get('/api/auth/user')).data.timezone).toBe('Europe/Paris');
  });
});
