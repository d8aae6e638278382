// The demo's year of invitations: the panel health page has past campaigns in most months,
// members who answer and members who never do, decided holds, and the answers' points in the
// ledger.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PanelHealth } from '@fanclub/contract/panel-health';
import { rowsOf } from '../db/rows';
import { buildAdmin, Client, json, useTestApp } from '../../test/helpers';
import { seedDemoIfEmpty } from './demo';

const ctx = useTestApp();
let health: PanelHealth;

beforeAll(async () => {
  const started = Date.now();
  await seedDemoIfEmpty(ctx.app);
  // A first start stays quick: the history is a few set-based statements.
  expect(Date.now() - started).toBeLessThan(120_000);
  const admin = await new Client(ctx.app, 'en').login((await buildAdmin(ctx.db)).email);
  health = json<{ data: PanelHealth }>(await admin.get('/api/admin/panel-health')).data;
});

describe('the demo panel history', () => {
  it('invites members in every month they belonged, a few campaigns a month', () => {
    expect(health.campaigns.length).toBeGreaterThanOrEqual(15);
    expect(health.campaigns.filter((c) => c.invited === 0).length).toBeLessThanOrEqual(3);
    // The demo's members joined over the last months: from the month a handful belonged, each
    // month has invitations.
    const invitedMonths = health.invitations.filter((m) => m.counts[0]! < m.members);
    expect(invitedMonths.length).toBeGreaterThanOrEqual(6);
    expect(health.invitations.some((m) => m.counts.slice(2).some((n) => n > 0))).toBe(true);
  });

  it('has realistic rates, quiet members, active ones and decided holds', () => {
    const rates = health.campaigns.flatMap((c) =>
      c.responseRate === null ? [] : [c.responseRate],
    );
    const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
    expect(mean).toBeGreaterThan(0.2);
    expect(mean).toBeLessThan(0.8);
    expect(health.recency.never).toBeGreaterThan(0);
    expect(health.recency.year).toBeGreaterThan(0);
    expect(health.members.active).toBeGreaterThan(0);
    expect(health.dormant.members).toBeGreaterThan(0);
    expect(health.reviews.approved + health.reviews.rejected).toBeGreaterThan(0);
  });

  it('pays each paid answer once through the ledger', async () => {
    const [unpaid] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`
        select count(*)::int as n from campaign_respondents r
        where r.points_credited > 0 and not exists (select 1 from point_transactions p
          where p.idempotency_key = 'PC03:campaign:' || r.campaign_id || ':user:' || r.user_id)`),
    );
    expect(unpaid!.n).toBe(0);
  });
});
