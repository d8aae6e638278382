// What makes a post live (and scheduled), as a table of statuses and publish times: the SQL
// conditions and the in-memory rule must agree with the table and with each other, and the admin
// list's filters and the statistics follow them. The expectations are written out by hand.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostState } from '@fanclub/contract/posts';
import { posts } from '../../db/schema/index';
import { buildPost, useTestApp } from '../../../test/helpers';
import { listAdminPosts } from './admin-list';
import { isLivePost, isScheduledPost, livePost, postState, scheduledPost } from './policy';

const ctx = useTestApp();
const NOW = new Date('2030-06-01T03:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const HOUR = 3_600_000;

/** [status, publish time] → [live, scheduled, state]. */
const TABLE: Record<string, [string, Date | null, boolean, boolean, PostState]> = {
  'draft without a time': ['draft', null, false, false, 'draft'],
  'draft with a past time': ['draft', at(-HOUR), false, false, 'draft'],
  'draft with a time ahead': ['draft', at(HOUR), false, false, 'draft'],
  'published an hour ago': ['published', at(-HOUR), true, false, 'published'],
  'published this very millisecond': ['published', at(0), true, false, 'published'],
  'published one millisecond ahead': ['published', at(1), false, true, 'scheduled'],
  'published an hour ahead': ['published', at(HOUR), false, true, 'scheduled'],
  'published without a time': ['published', null, false, false, 'scheduled'],
};
const NAMES = Object.keys(TABLE);
const ids = {} as Record<string, number>;

beforeAll(async () => {
  for (const name of NAMES) {
    const [status, publishAt] = TABLE[name]!;
    ids[name] = (await buildPost(ctx.db, { title: `live ${name}`, status, publishAt })).id;
  }
});

const matching = async (condition: ReturnType<typeof livePost>) => {
  const rows = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(inArray(posts.id, Object.values(ids)), condition));
  const found = new Set(rows.map((r) => r.id));
  return (name: string) => found.has(ids[name]!);
};

describe('a live post', () => {
  it.each(NAMES)('%s: SQL and memory as the table says', async (name) => {
    const [status, publishAt, live, scheduled, state] = TABLE[name]!;
    const post = { status, publishAt };
    expect([isLivePost(post, NOW), isScheduledPost(post, NOW), postState(post, NOW)]).toEqual([
      live,
      scheduled,
      state,
    ]);
    expect((await matching(livePost(NOW)))(name)).toBe(live);
    expect((await matching(scheduledPost(NOW)))(name)).toBe(scheduled);
    const [row] = await ctx.db.select().from(posts).where(eq(posts.id, ids[name]!));
    expect(isLivePost(row!, NOW)).toBe(live);
  });

  it("the admin list's published and scheduled filters list and count as the table says", async () => {
    for (const [filter, column] of [
      ['published', 2],
      ['scheduled', 3],
    ] as const) {
      const want = NAMES.filter((n) => TABLE[n]![column]).map((n) => ids[n]);
      const { rows, total } = await listAdminPosts(
        ctx.db,
        { status: filter, keyword: 'live ' },
        1,
        100,
        NOW,
      );
      expect(rows.map((r) => r.post.id).sort()).toEqual(want.sort());
      expect(total).toBe(want.length);
      // Without a keyword the total is read from the kept counts (this database holds only
      // the table's posts).
      const counted = await listAdminPosts(ctx.db, { status: filter }, 1, 100, NOW);
      expect(counted.rows.map((r) => r.post.id).sort()).toEqual(want.sort());
      expect(counted.total).toBe(want.length);
    }
  });
});
