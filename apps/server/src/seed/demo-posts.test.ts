// The demo posts: categories, posts in every state, each written in one language and shown to
// that language's readers (an English reader's feed is English but for the posts meant for
// everyone), with pictures drawn at seed time as their covers.
import { expect, it } from 'vitest';
import type { FeedList } from '@fanclub/contract/feed';
import { categories, posts } from '../db/schema/index';
import { Client, json, useTestApp } from '../../test/helpers';
import { DEMO_MEMBER, DEMO_MEMBER_EN, seedDemoIfEmpty } from './demo';
import { DEMO_POSTS } from './demo-posts';
import { drawDemoScene, type DemoScene } from './demo-post-images';
import { postState } from '../modules/posts/policy';

const ctx = useTestApp();

const KANA = /[\u3040-\u30ff]/;
/** Three English words in a row: an English sentence inside a Japanese text. */
const ENGLISH = /\b[A-Za-z]{2,} [A-Za-z]{2,} [A-Za-z]{2,}\b/;
const text = (html: string) => html.replace(/<[^>]*>/g, ' ');

it('writes every post in one language, for the readers of that language', async () => {
  await seedDemoIfEmpty(ctx.app);
  expect((await ctx.db.select().from(categories)).map((c) => c.nameEn)).toEqual([
    'Sightseeing',
    'Food',
    'Events',
    'Island hopping',
    'News',
  ]);
  const rows = await ctx.db.select().from(posts);
  expect(rows.length).toBe(DEMO_POSTS.length);
  const states = rows.map((p) => postState(p));
  expect(states.filter((s) => s === 'draft')).toHaveLength(1);
  expect(states.filter((s) => s === 'scheduled')).toHaveLength(1);
  for (const p of rows) {
    const words = `${p.title} ${text(p.contents)}`;
    const language = KANA.test(words) ? 'ja' : 'en';
    if (language === 'ja') expect(words, p.title).not.toMatch(ENGLISH);
    else expect(words, p.title).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    if (p.audience.type === 'custom') expect(p.audience.mainLanguage, p.title).toBe(language);
    expect(p.excerpt.length).toBeGreaterThan(10);
    expect(p.contents).not.toMatch(/<script|on\w+=/i);
  }
  expect(rows.filter((p) => !KANA.test(p.title)).length).toBeGreaterThanOrEqual(4);

  // Each reader's feed is in their language; posts for everyone are the only exception.
  for (const [who, mine] of [
    [DEMO_MEMBER, 'ja'],
    [DEMO_MEMBER_EN, 'en'],
  ] as const) {
    const client = await new Client(ctx.app, mine).login(who.email, who.password);
    const feed = json<FeedList>(await client.get('/api/posts?limit=100')).data;
    const other = feed.filter((item) => KANA.test(item.title) !== (mine === 'ja'));
    const forEveryone = rows.filter((p) => p.audience.type === 'all').map((p) => p.id);
    expect(
      other.every((item) => forEveryone.includes(item.id)),
      who.email,
    ).toBe(true);
    expect(feed.length - other.length, who.email).toBeGreaterThanOrEqual(4);
    // Pictures: every card in the feed has a cover with alt text.
    for (const item of feed) {
      expect(item.cover?.url, item.title).toMatch(/^\/uploads\/posts\/[0-9a-f]{32}\.webp$/);
      expect(item.cover!.alt.length, item.title).toBeGreaterThan(5);
    }
  }
});

it('draws small pictures (under 60 KB each)', async () => {
  const scenes = new Set(DEMO_POSTS.flatMap((p) => (p.image ? [p.image.scene] : [])));
  for (const scene of scenes as Set<DemoScene>) {
    const webp = await drawDemoScene(scene);
    expect(webp.subarray(8, 12).toString(), scene).toBe('WEBP');
    expect(webp.length, scene).toBeLessThan(60 * 1024);
  }
});
