// MROC's "answered", as a table: a member has answered a topic when they have a live (not
// deleted) post in it; nothing else counts. Read through hasAnswered, answeredTopics and the
// answeredIn condition.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildMember, useTestApp } from '../../../test/helpers';
import { groupPosts, users } from '../../db/schema/index';
import { buildGroup, buildGroupPost, buildTopic } from './test-fixtures';
import { answeredIn, answeredTopics, hasAnswered } from './visibility';

const ctx = useTestApp();

type Post = { by: 'me' | 'someone'; in: 'this' | 'other'; deleted?: boolean };
const TABLE: [string, Post[], boolean][] = [
  ['no post at all', [], false],
  ['a live post of mine', [{ by: 'me', in: 'this' }], true],
  ['only a deleted post of mine', [{ by: 'me', in: 'this', deleted: true }], false],
  [
    'a deleted and a live post of mine',
    [
      { by: 'me', in: 'this', deleted: true },
      { by: 'me', in: 'this' },
    ],
    true,
  ],
  ['a post of mine in another topic', [{ by: 'me', in: 'other' }], false],
  ["someone else's post", [{ by: 'someone', in: 'this' }], false],
];

describe('answered', () => {
  it.each(TABLE)('%s', async (_name, posts, expected) => {
    const group = await buildGroup(ctx.db, { mrocEnabled: true });
    const topics = {
      this: await buildTopic(ctx.db, group.id),
      other: await buildTopic(ctx.db, group.id),
    };
    const people = { me: await buildMember(ctx.db), someone: await buildMember(ctx.db) };
    for (const p of posts) {
      const row = await buildGroupPost(ctx.db, topics[p.in], people[p.by].id);
      if (p.deleted)
        await ctx.db
          .update(groupPosts)
          .set({ deletedAt: new Date() })
          .where(eq(groupPosts.id, row.id));
    }
    const topicId = topics.this.id;
    expect(await hasAnswered(ctx.db, topicId, people.me.id)).toBe(expected);
    const among = await answeredTopics(ctx.db, people.me.id, [topicId, topics.other.id]);
    expect(among.has(topicId)).toBe(expected);
    // The condition over members (the answer reminder's), with the member as a column.
    const found = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, people.me.id), answeredIn(topicId, users.id)));
    expect(found.length === 1).toBe(expected);
  });
});
