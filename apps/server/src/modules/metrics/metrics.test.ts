// GET /api/metrics: who may read it (guest, member, admin, the METRICS_TOKEN bearer), and what
// it reports: request counts by route pattern and latencies, pool use, mail queue depth and
// the running sendout batch.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { mailMessages, sendoutBatches, sendoutRecipients } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, useTestApp } from '../../../test/helpers';

const TOKEN = 'scraper-token-0123456789abcdef';
const ctx = useTestApp({ METRICS_TOKEN: TOKEN });

const scrape = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/metrics',
    ...(authorization ? { headers: { authorization } } : {}),
  });

/** The value of one series, e.g. `mail_queue_depth{status="pending"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('answers guests 401, members 403, admins and the token 200; a wrong token 401', async () => {
    const guest = await scrape();
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 401, error_code: 'UNAUTHENTICATED' });
    const member = await new Client(ctx.app).login((await buildMember(ctx.db)).email);
    expect((await member.get('/api/metrics')).statusCode).toBe(403);
    const admin = await new Client(ctx.app).login((await buildAdmin(ctx.db)).email);
    const asAdmin = await admin.get('/api/metrics');
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
    for (const wrong of [`Bearer ${TOKEN}x`, 'Bearer ', `Basic ${TOKEN}`, TOKEN]) {
      expect((await scrape(wrong)).statusCode, wrong).toBe(401);
    }
    // A wrong token is refused even beside an admin's session.
    const mixed = await admin.request({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(mixed.statusCode).toBe(401);
  });

  it('counts requests by route pattern, with latencies, pool use and process figures', async () => {
    await ctx.app.inject('/api/health');
    await ctx.app.inject('/api/public/posts/987654');
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      valueOf(text, 'http_requests_total{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain('route="/api/public/posts/:id"');
    expect(text).not.toContain('987654');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/health"\} \d+/,
    );
    expect(valueOf(text, 'db_pool_connections{state="max"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('db_pool_connections{state="idle"}');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  // Debian's prometheus package (CI installs it): its linter over the whole page.
  const promtool = spawnSync('promtool', ['--version']).status === 0;
  it.skipIf(!promtool && !process.env.CI)('passes promtool check metrics', async () => {
    await ctx.app.inject('/api/health');
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(`${check.stdout}${check.stderr}`).toBe('');
    expect(check.status).toBe(0);
  });

  it('reports the mail queue and the running sendout batch', async () => {
    const before = await scrape(`Bearer ${TOKEN}`);
    const pendingBefore = valueOf(before.body, 'mail_queue_depth{status="pending"}') ?? -1;
    expect(pendingBefore).toBeGreaterThanOrEqual(0);
    expect(valueOf(before.body, 'sendout_batches_running')).toBe(0);

    const mail = {
      toAddress: 'queue@example.jp',
      subject: 'Queued',
      textBody: 'x',
      htmlBody: '<p>x</p>',
      template: 'test',
      language: 'ja',
      // Not due for an hour: the mailer leaves it queued.
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    };
    await ctx.db.insert(mailMessages).values([
      { ...mail, status: 'pending' },
      { ...mail, status: 'pending' },
    ]);
    const [batch] = await ctx.db
      .insert(sendoutBatches)
      .values({
        source: 'post',
        sourceId: 1,
        status: 'in_progress',
        consent: 'newsletter',
        audience: { type: 'all' },
        mail: {} as never,
        startedAt: new Date(),
      })
      .returning();
    const members = await Promise.all([1, 2, 3].map(() => buildMember(ctx.db)));
    await ctx.db.insert(sendoutRecipients).values(
      members.map((m, i) => ({
        batchId: batch!.id,
        userId: m.id,
        email: m.email,
        language: 'ja',
        nickname: 'n',
        firstName: 'f',
        lastName: 'l',
        status: i === 0 ? 'sent' : 'pending',
      })),
    );

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(valueOf(text, 'mail_queue_depth{status="pending"}')).toBe(pendingBefore + 2);
    expect(valueOf(text, 'sendout_batches_running')).toBe(1);
    expect(valueOf(text, `sendout_batch_recipients{batch="${batch!.id}",status="pending"}`)).toBe(
      2,
    );
    expect(valueOf(text, `sendout_batch_recipients{batch="${batch!.id}",status="sent"}`)).toBe(1);
  });
});
