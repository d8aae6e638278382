// The suppression list through the API: who may call (guest, member, blocked member, admin), an
// admin adds, searches, lifts and exports entries (each recorded in the audit log), group notices
// skip listed addresses, and a member confirms a bounced address again to lift it.
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailMessages, mailSuppressions, type UserRow } from '../../db/schema/index';
import {
  buildAdmin,
  buildMember,
  Client,
  json,
  lastMailTo,
  linkIn,
  useTestApp,
} from '../../../test/helpers';
import { recordMailEvents } from './record';

const ctx = useTestApp();
let admin: Client;
let adminRow: UserRow;

beforeAll(async () => {
  adminRow = await buildAdmin(ctx.db);
  admin = await new Client(ctx.app, 'en').login(adminRow.email);
});

async function lastAudit(action: string) {
  const [row] = await ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

type Page = { data: Array<{ id: number; email: string; reason: string }>; meta: { total: number } };

describe('the admin suppression list', () => {
  it('is for admins only: guests 401, members and blocked members 403', async () => {
    const guest = await new Client(ctx.app).csrf();
    const member = await new Client(ctx.app).login((await buildMember(ctx.db)).email);
    const blocked = await new Client(ctx.app).login(
      (await buildMember(ctx.db, { isBlocked: true })).email,
    );
    const calls = [
      (c: Client) => c.get('/api/admin/suppressions'),
      (c: Client) => c.post('/api/admin/suppressions', { email: 'someone@example.jp' }),
      (c: Client) => c.request({ method: 'DELETE', url: '/api/admin/suppressions/1' }),
      (c: Client) => c.get('/api/admin/suppressions/export'),
    ];
    for (const call of calls) {
      expect((await call(guest)).statusCode).toBe(401);
      expect((await call(member)).statusCode).toBe(403);
      expect((await call(blocked)).statusCode).toBe(403);
    }
    expect((await admin.get('/api/admin/suppressions')).statusCode).toBe(200);
    expect(await ctx.db.select().from(mailSuppressions)).toHaveLength(0);
  });

  it('adds by hand, searches by any part and reason, lifts, and records each', async () => {
    const member = await buildMember(ctx.db, { email: 'Kaito.Suzuki@Example.jp' });
    const added = await admin.post('/api/admin/suppressions', {
      email: ' KAITO.suzuki@example.jp ',
      detail: 'Asked by phone to get no mail',
    });
    expect(added.statusCode, added.body).toBe(201);
    const item = json<{ data: { id: number; email: string; reason: string; userId: number } }>(
      added,
    ).data;
    expect(item).toMatchObject({ email: 'kaito.suzuki@example.jp', reason: 'admin' });
    expect(item.userId).toBe(member.id);
    expect(await lastAudit('suppression_added')).toMatchObject({
      actorId: adminRow.id,
      memberId: member.id,
      targetId: String(item.id),
    });
    const twice = await admin.post('/api/admin/suppressions', { email: 'kaito.suzuki@example.jp' });
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toMatchObject({ error_code: 'CONFLICT' });
    const bad = await admin.post('/api/admin/suppressions', { email: 'not-an-address' });
    expect(bad.statusCode).toBe(422);

    await recordMailEvents(ctx.db, [
      { email: 'bounced.sato@example.jp', kind: 'hard_bounce', source: 'smtp' },
      { email: 'spam.tanaka@example.jp', kind: 'complaint', source: 'ses' },
    ]);
    const bySuzuki = json<Page>(await admin.get('/api/admin/suppressions?q=SUZUKI'));
    expect(bySuzuki.data.map((r) => r.email)).toEqual(['kaito.suzuki@example.jp']);
    const complaints = json<Page>(await admin.get('/api/admin/suppressions?reason=complaint'));
    expect(complaints.data.map((r) => r.email)).toEqual(['spam.tanaka@example.jp']);
    const all = json<Page>(await admin.get('/api/admin/suppressions?limit=2'));
    expect(all.meta.total).toBe(3);
    expect(all.data).toHaveLength(2);
    // A like wildcard in the search is a plain character.
    expect(json<Page>(await admin.get('/api/admin/suppressions?q=%25')).meta.total).toBe(0);

    const lift = await admin.request({
      method: 'DELETE',
      url: `/api/admin/suppressions/${item.id}`,
    });
    expect(lift.statusCode, lift.body).toBe(200);
    expect(await lastAudit('suppression_lifted')).toMatchObject({
      actorId: adminRow.id,
      targetId: String(item.id),
      details: { reason: 'admin', by: 'admin' },
    });
    const gone = await admin.request({
      method: 'DELETE',
      url: `/api/admin/suppressions/${item.id}`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('exports the search as CSV with a BOM, labels in the admin’s language, formulas defused', async () => {
    await recordMailEvents(ctx.db, [
      { email: 'csv.kobayashi@example.jp', kind: 'hard_bounce', source: 'smtp', detail: '=1+1' },
    ]);
    const ja = new Client(ctx.app, 'ja');
    await ja.login(adminRow.email);
    const res = await ja.get('/api/admin/suppressions/export?q=kobayashi');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\n');
    expect(lines[0]).toBe('ID,メールアドレス,理由,詳細,会員ID,登録日時');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("csv.kobayashi@example.jp,配信不能（ハードバウンス）,'=1+1");
    expect(await lastAudit('csv_exported')).toMatchObject({
      targetId: 'suppressions',
      details: { filter: { q: 'kobayashi' } },
    });
  });
});

describe('a member whose address is suppressed', () => {
  it('sees why, confirms the address again, and the link lifts a bounce', async () => {
    const member = await buildMember(ctx.db, { newsletterConsent: true });
    const c = await new Client(ctx.app, 'ja').login(member.email);
    expect(json(await c.get('/api/me/mail-suppression'))).toEqual({ data: null });
    expect((await c.post('/api/me/mail-suppression/confirm')).statusCode).toBe(409);

    await recordMailEvents(ctx.db, [
      { email: member.email, kind: 'hard_bounce', source: 'smtp', userId: member.id },
    ]);
    expect(json(await c.get('/api/me/mail-suppression'))).toMatchObject({
      data: { reason: 'hard_bounce', canReconfirm: true },
    });
    const asked = await c.post('/api/me/mail-suppression/confirm');
    expect(asked.statusCode, asked.body).toBe(202);
    const mail = await lastMailTo(ctx.db, member.email);
    const token = linkIn(mail!.textBody, '/verify-email').searchParams.get('token')!;
    const verified = await (await new Client(ctx.app).csrf()).post('/api/email/verify', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(json(await c.get('/api/me/mail-suppression'))).toEqual({ data: null });
    expect(await lastAudit('suppression_lifted')).toMatchObject({
      actorId: member.id,
      memberId: member.id,
      details: { reason: 'hard_bounce', by: 'member_confirmed' },
    });
  });

  it('cannot lift a complaint by confirming, and gets no group notice', async () => {
    const member = await buildMember(ctx.db, { newsletterConsent: true });
    await recordMailEvents(ctx.db, [{ email: member.email, kind: 'complaint', source: 'ses' }]);
    const c = await new Client(ctx.app, 'en').login(member.email);
    expect(json(await c.get('/api/me/mail-suppression'))).toMatchObject({
      data: { reason: 'complaint', canReconfirm: false },
    });
    expect((await c.post('/api/me/mail-suppression/confirm')).statusCode).toBe(409);
    await ctx.app.mailer.sendRendered(ctx.db, {
      to: member.email,
      language: 'ja',
      template: 'group_comment_notice',
      subject: 's',
      text: 't',
      html: '<p>t</p>',
      suppressedBy: 'any',
    });
    const rows = await ctx.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, member.email)));
    expect(rows).toHaveLength(0);
  });
});
