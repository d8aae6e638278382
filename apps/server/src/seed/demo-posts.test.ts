// The demo posts: categories, published posts, one for Tokyo 20–39s, one scheduled, one draft.
import { expect, it } from 'vitest';
import { categories, posts } from '../db/schema/index';
import { useTestApp } from '../../test/helpers';
import { seedDemoIfEmpty } from './demo';
import { postState } from '../modules/posts/policy';

const ctx = useTestApp();

it('seeds categories and posts in every state, with sanitised contents', async () => {
  await seedDemoIfEmpty(ctx.app);
  expect((await ctx.db.select().from(categories)).map((c) => c.nameEn)).toEqual([
    'Sightseeing',
    'Food',
    'Events',
    'Island hopping',
    'News',
  ]);
  const rows = await ctx.db.select().from(posts);
  expect(rows.length).toBe(8);
  const states = rows.map((p) => postState(p));
  expect(states.filter((s) => s === 'draft')).toHaveLength(1);
  expect(states.filter((s) => s === 'scheduled')).toHaveLength(1);
  expect(rows.filter((p) => p.audience.type === 'custom')).toHaveLength(1);
  for (const p of rows) {
    expect(p.excerpt.length).toBeGreaterThan(10);
    expect(p.contents).not.toMatch(/<script|on\w+=/i);
  }
});
