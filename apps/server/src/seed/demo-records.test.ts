// The demo records besides the posts: groups, topics, polls, contacts, offers and the points
// ledger each in one language (no "日本語 / English" strings); members with a prefecture, an
// age and a gender, so the fan statistics have something to show; and a points history spread
// over the months members belonged, whose sums are the balances.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  groupPolls,
  groups,
  groupTopics,
  offers,
  pointTransactions,
  users,
} from '../db/schema/index';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../../test/helpers';
import { seedDemoIfEmpty } from './demo';

const ctx = useTestApp();

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
/** Three English words in a row: an English sentence inside a Japanese text. */
const ENGLISH = /\b[A-Za-z]{2,} [A-Za-z]{2,} [A-Za-z]{2,}\b/;
const text = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** One language: no "日本語 / English" pair, and Japanese text carries no English sentence. */
function expectOneLanguage(value: string, where: string) {
  expect(value, where).not.toMatch(/\S \/ \S/);
  if (JAPANESE.test(value)) expect(value, where).not.toMatch(ENGLISH);
}

beforeAll(async () => {
  await seedDemoIfEmpty(ctx.app);
});

describe('the demo records', () => {
  it('write groups, topics, polls, contacts, offers and ledger reasons in one language each', async () => {
    const groupRows = await ctx.db.select().from(groups);
    expect(groupRows.length).toBeGreaterThan(0);
    for (const g of groupRows)
      for (const value of [g.name, text(g.description), g.contactName, g.contactInfo])
        expectOneLanguage(value, `group ${g.name}`);
    for (const t of await ctx.db.select().from(groupTopics))
      for (const value of [t.title, text(t.body)]) expectOneLanguage(value, `topic ${t.title}`);
    for (const p of await ctx.db.select().from(groupPolls))
      for (const value of [p.question, ...p.options]) expectOneLanguage(value, p.question);
    for (const o of await ctx.db.select().from(offers)) {
      expect(o.titleJa).toMatch(JAPANESE);
      expect(o.titleEn).not.toMatch(JAPANESE);
      expectOneLanguage(o.titleJa, o.titleJa);
      expectOneLanguage(o.description, o.titleJa);
    }
    const reasons = await ctx.db
      .select({ description: pointTransactions.description, language: users.mainLanguage })
      .from(pointTransactions)
      .innerJoin(users, eq(users.id, pointTransactions.userId));
    for (const r of reasons) {
      expectOneLanguage(r.description, r.description);
      // An admin's own words are in the member's language (message keys are localised later).
      if (!r.description.startsWith('ledger.') && r.language !== 'ja')
        expect(r.description).not.toMatch(JAPANESE);
    }
  });

  it('gives at least 80% of the members a prefecture, and every one an age and a gender', async () => {
    const members = await ctx.db.select().from(users).where(eq(users.isAdmin, false));
    expect(members.length).toBeGreaterThan(10);
    const placed = members.filter((m) => m.prefecture !== null);
    expect(placed.length / members.length).toBeGreaterThanOrEqual(0.8);
    // Mostly around the Seto Inland Sea: Okayama, Hiroshima, Kagawa, Ehime.
    const setouchi = placed.filter((m) =>
      ['33', '34', '37', '38'].includes(m.prefecture!.slice(5)),
    );
    expect(setouchi.length / placed.length).toBeGreaterThan(0.5);
    for (const m of members) {
      expect(m.yearOfBirth, m.email).toBeGreaterThan(1930);
      expect(['GD00', 'GD01', 'GD02']).toContain(m.gender);
    }
  });

  it('spreads the points history over five months or more, each row while its member belonged', async () => {
    const [months] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`
        select count(distinct to_char(created_at at time zone 'Asia/Tokyo', 'YYYY-MM'))::int as n
        from point_transactions where points > 0`),
    );
    expect(months!.n).toBeGreaterThanOrEqual(5);
    const outside = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`
        select p.id from point_transactions p join users u on u.id = p.user_id
        where p.created_at < u.created_at or p.created_at > now()`),
    );
    expect(outside).toEqual([]);
    // In time order the running balances read as in ledger order.
    const shuffled = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`
        select id from (
          select id, row_number() over (partition by user_id order by id) as by_id,
                 row_number() over (partition by user_id order by created_at, id) as by_time
          from point_transactions) t
        where by_id <> by_time`),
    );
    expect(shuffled).toEqual([]);
  });

  it('keeps every balance equal to its ledger sum', async () => {
    const differing = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`
        select u.id from users u
        left join point_transactions p on p.user_id = u.id
        group by u.id, u.point_amount
        having u.point_amount <> coalesce(sum(p.points), 0)`),
    );
    expect(differing).toEqual([]);
    const [credited] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`select count(*)::int as n from point_transactions where points > 0`),
    );
    expect(credited!.n).toBeGreaterThan(20);
  });

  it('list a few suppressed addresses, and the newsletter batch shows what it heard back', async () => {
    const reasons = rowsOf<{ reason: string }>(
      await ctx.db.execute(sql`select reason from mail_suppressions order by reason`),
    ).map((r) => r.reason);
    expect(reasons).toEqual(['admin', 'complaint', 'hard_bounce', 'unsubscribed']);
    const [batch] = rowsOf<{ hard: number; soft: number; spam: number }>(
      await ctx.db.execute(sql`select hard_bounced_count as hard, soft_bounced_count as soft,
        complained_count as spam from sendout_batches where hard_bounced_count > 0`),
    );
    expect(batch).toEqual({ hard: 1, soft: 1, spam: 1 });
  });
});
