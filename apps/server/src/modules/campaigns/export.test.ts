// Campaign exports as durable jobs: 10,000 respondents written in the background while the API
// answers, progress polled, the admin-only download (BOM, no names or addresses, formula guard),
// mark downloaded, the pending list a reload reads, and one claim per job across workers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { bornIn, setupCampaign } from './campaign-fixtures';
import { claimJob, exportKey, purgeExports, runExportJobs } from './export-worker';
import { csvPage } from './export-csv';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await new Client(ctx.app, 'ja').login((await buildAdmin(ctx.db)).email);
});
afterAll(async () => {
  await ctx.close();
});

/** n members straight into the database, each with a respondent row for the campaign. */
async function respondents(campaignId: number, n: number) {
  await ctx.db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, nickname, year_of_birth, gender,
      referral_code, status, profile_sharing_consent, prefecture)
    select 'bulk' || g || '@example.jp', 'x', '太郎', '瀬戸', 'bulk' || g, 1980 + g % 30, 'GD01',
      upper(substr(md5(g::text), 1, 6)), 'active', g % 2 = 0, 'JPPRF34'
    from generate_series(1, ${n}) g`);
  await ctx.db.execute(sql`
    insert into campaign_respondents (campaign_id, user_id, rid, status, invited_at, started_at)
    select ${campaignId}, u.id, md5(u.id::text || 'rid'), 'started', now(), now()
    from users u where u.email like 'bulk%@example.jp'`);
}

describe('export job', () => {
  it('writes 10,000 respondents in the background while the API answers, then serves the file once', async () => {
    const id = await setupCampaign(admin, bornIn(1950));
    await respondents(id, 10_000);

    const queued = await admin.post(`/api/admin/campaigns/${id}/export`);
    expect(queued.statusCode, queued.body).toBe(202);
    const job = queued.json().data;
    expect(job).toMatchObject({
      campaignId: id,
      status: 'processing',
      progress: 0,
      fileUrl: null,
      campaignTitle: '瀬戸内の島旅アンケート',
    });
    // A second request while it runs answers the same job.
    expect(
      (await admin.post(`/api/admin/campaigns/${id}/export`)).json().data.progressTrackingId,
    ).toBe(job.progressTrackingId);
    expect((await admin.get('/api/admin/campaign-exports')).json().data).toEqual([
      expect.objectContaining({ progressTrackingId: job.progressTrackingId }),
    ]);

    // The worker runs beside the requests (as the server's job timer does).
    const worker = runExportJobs(ctx.db, ctx.app.storage);
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const body = { progressTrackingId: job.progressTrackingId };
    const during = (await admin.post(`/api/admin/campaigns/${id}/checking-progress`, body)).json()
      .data;
    expect(['processing', 'completed']).toContain(during.status);
    expect(await worker).toBe(1);

    const done = (await admin.post(`/api/admin/campaigns/${id}/checking-progress`, body)).json()
      .data;
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    expect(done.fileName).toMatch(new RegExp(`^campaign-${id}-\\d{8}-\\d{4}\\.csv$`));
    expect(done.fileUrl).toBe(`/api/admin/campaign-exports/${job.progressTrackingId}/download`);

    const file = await admin.get(done.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    expect(file.body.replace(/^\uFEFF/, '').startsWith('回答者ID,状態,')).toBe(true);
    const lines = file.body.trim().split('\n');
    expect(lines).toHaveLength(10_001);
    expect(file.body).not.toContain('@example.jp');
    expect(file.body).not.toContain('太郎');
    // Profile columns only for members who share their profile.
    expect(lines.filter((l) => l.includes('JPPRF34'))).toHaveLength(5_000);

    const marked = await admin.post(`/api/admin/campaigns/${id}/markDownloaded`, body);
    expect(marked.json().data.status).toBe('downloaded');
    expect((await admin.get('/api/admin/campaign-exports')).json().data).toEqual([]);
    expect((await admin.get(done.fileUrl)).statusCode).toBe(200);

    // The file lives in the file store; after 24 hours the job and its file go.
    const key = exportKey(job);
    expect((await ctx.app.storage.stat(key))?.size).toBe(file.rawPayload.length);
    await purgeExports(ctx.db, ctx.app.storage, new Date(Date.now() + 25 * 3600_000));
    expect(await ctx.app.storage.stat(key)).toBeUndefined();
    expect((await admin.get(done.fileUrl)).statusCode).toBe(404);
  }, 120_000); // 10,000 rows through PGlite: a minute on a busy two-core machine.

  it('lets one worker claim a job; the others find nothing', async () => {
    const id = await setupCampaign(admin, bornIn(1951));
    await admin.post(`/api/admin/campaigns/${id}/export`);
    const claims = await Promise.all([claimJob(ctx.db), claimJob(ctx.db), claimJob(ctx.db)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await runExportJobs(ctx.db, ctx.app.storage, () => new Date(Date.now() + 10 * 60_000));
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const row = {
      id: 1,
      rid: '=cmd|calc',
      status: 'completed' as const,
      invitedAt: null,
      startedAt: null,
      finishedAt: null,
      points: 0,
      sharing: false,
      gender: 'GD01',
      yearOfBirth: 1990,
      prefecture: null,
      country: null,
      nationality: null,
      language: 'ja',
    };
    expect(csvPage([row], 'en', false)).toContain("'=cmd|calc");
  });
});
