// The admin's preview call: the mail the member would receive, from the same renderer as a test
// send and a batch; admins only; bad input localised.
import { describe, expect, it } from 'vitest';
import { Client, buildAdmin, buildMember, lastMailTo, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();
const BODY = 'Dear {{nick_name}},\n\nOur offer {{offer_name}}:\n{{offer_link}}\n\nSee you';

describe('the mail preview call', () => {
  it('renders plain text as the member receives it, with the admin’s names', async () => {
    const admin = await buildAdmin(ctx.db, { nickname: 'umi' });
    const c = await new Client(ctx.app, 'en').login(admin.email);
    const res = await c.post('/api/admin/mail/preview', {
      source: 'offer',
      language: 'en',
      subject: 'For {{nick_name}}',
      body: BODY,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: { subject: string; html: string; text: string } };
    expect(data.subject).toBe('For umi');
    expect(data.html).toContain('>Dear umi,</p>');
    expect(data.html).toContain(
      'Our offer 10% off at the island café:<br><a href="http://localhost:3000/offer/0"',
    );
    expect(data.text).toContain(
      'Our offer 10% off at the island café:\nhttp://localhost:3000/offer/0\n',
    );

    // A campaign's mail: a button line, the survey consent's footer.
    const created = await c.post('/api/admin/mail/preview', {
      source: 'campaign',
      language: 'ja',
      subject: '件名',
      body: '{{nick_name}}様\n\n[button: {{survey_link}} | 回答する]',
    });
    const html = (created.json() as { data: { html: string } }).data.html;
    expect(html).toMatch(
      /<a href="http:\/\/localhost:3000\/api\/campaigns\/0\/start" style="background:#1d5c8c[^"]*">回答する<\/a>/,
    );
    expect(html).toContain(
      'このメールは、アンケートへのご協力に同意された会員の方にお送りしています。',
    );
  });

  it('takes a group notice with the group’s own values, without the footer', async () => {
    const admin = await buildAdmin(ctx.db);
    const c = await new Client(ctx.app, 'ja').login(admin.email);
    const res = await c.post('/api/admin/mail/preview', {
      source: 'group',
      notice: true,
      language: 'ja',
      subject: '{{group_name}}',
      body: '{{group_link}}',
      examples: {
        group_name: '島の会',
        group_link: 'https://fan.example.jp/groups/5',
        nick_name: 'x',
      },
    });
    const { data } = res.json() as { data: { subject: string; html: string } };
    expect(data.subject).toBe('島の会');
    expect(data.html).toContain('href="https://fan.example.jp/groups/5"');
    expect(data.html).not.toContain('配信を停止する');
  });

  it('is for admins only, and bad input is the localised error', async () => {
    const member = await buildMember(ctx.db);
    const blocked = await buildMember(ctx.db, { isBlocked: true });
    const body = { source: 'post', subject: 's', body: 'b' };
    const guest = await new Client(ctx.app, 'en').csrf();
    expect((await guest.post('/api/admin/mail/preview', body)).statusCode).toBe(401);
    const m = await new Client(ctx.app, 'en').login(member.email);
    expect((await m.post('/api/admin/mail/preview', body)).statusCode).toBe(403);
    const b = await new Client(ctx.app, 'en').login(blocked.email);
    expect((await b.post('/api/admin/mail/preview', body)).statusCode).toBe(403);
    const admin = await new Client(ctx.app, 'ja').login((await buildAdmin(ctx.db)).email);
    const bad = await admin.post('/api/admin/mail/preview', { source: 'letter', body: 'b' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.source[0]).toBe('選択肢から選んでください。');
    expect(await lastMailTo(ctx.db, 'a@example.jp')).toBeUndefined();
  });
});
