// The post policy over every role and state: who may see a post (detail, public page, reacting,
// commenting) and who may read its conversation, checked three ways that must agree: the
// in-memory rule, the SQL condition, and the routes that use it. The expectations are written
// out as tables, not derived from the rule, so a broken rule fails here.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Audience } from '@fanclub/contract/audience';
import { posts, type UserRow } from '../../db/schema/index';
import { buildAdmin, buildMember, buildPost, Client, useTestApp } from '../../../test/helpers';
import { mayAccessPost, postCondition, type PostAccess } from './policy';

const ctx = useTestApp();

const ROLES = ['guest', 'member', 'outsider', 'author', 'blocked', 'admin'] as const;
const STATES = ['draft', 'scheduled', 'published', 'deleted'] as const;
type Role = (typeof ROLES)[number];
type State = (typeof STATES)[number];

/** The audience of the targeted posts: women (GD02). The outsider, author and admin are men. */
const TARGETED: Audience = { type: 'custom', gender: 'GD02' };
const AUDIENCES = { everyone: { type: 'all' } as Audience, targeted: TARGETED };
type AudienceName = keyof typeof AUDIENCES;

/** Who may see (read, react, comment): only live posts, and only these roles. */
const SEES: Record<AudienceName, Record<Role, State[]>> = {
  everyone: {
    guest: ['published'],
    member: ['published'],
    outsider: ['published'],
    author: ['published'],
    blocked: ['published'],
    admin: ['published'],
  },
  targeted: {
    guest: [],
    member: ['published'],
    outsider: [],
    author: ['published'],
    blocked: ['published'],
    admin: ['published'],
  },
};
/** Who may read the conversation: as SEES, but admins moderate every post that exists. */
const MODERATES: Record<AudienceName, Record<Role, State[]>> = {
  everyone: { ...SEES.everyone, admin: ['draft', 'scheduled', 'published'] },
  targeted: { ...SEES.targeted, admin: ['draft', 'scheduled', 'published'] },
};
const expected = (access: PostAccess, audience: AudienceName, role: Role, state: State) =>
  (access === 'see' ? SEES : MODERATES)[audience][role].includes(state);

const users = {} as Record<Exclude<Role, 'guest'>, UserRow>;
const clients = {} as Record<Role, Client>;
const postsBy = {} as Record<AudienceName, Record<State, typeof posts.$inferSelect>>;

beforeAll(async () => {
  users.member = await buildMember(ctx.db, { gender: 'GD02' });
  users.outsider = await buildMember(ctx.db, { gender: 'GD01' });
  users.author = await buildMember(ctx.db, { gender: 'GD01', canPost: true });
  users.blocked = await buildMember(ctx.db, { gender: 'GD02', isBlocked: true });
  users.admin = await buildAdmin(ctx.db, { gender: 'GD01' });
  clients.guest = new Client(ctx.app, 'en');
  for (const role of ROLES.filter((r) => r !== 'guest') as Exclude<Role, 'guest'>[])
    clients[role] = await new Client(ctx.app, 'en').login(users[role].email);
  const hour = 3_600_000;
  for (const [name, audience] of Object.entries(AUDIENCES) as [AudienceName, Audience][]) {
    const authored = { audience, authorId: users.author.id, kind: 'member' as const };
    const deleted = await buildPost(ctx.db, authored);
    await ctx.db.delete(posts).where(eq(posts.id, deleted.id));
    postsBy[name] = {
      draft: await buildPost(ctx.db, { ...authored, status: 'draft', publishAt: null }),
      scheduled: await buildPost(ctx.db, { ...authored, publishAt: new Date(Date.now() + hour) }),
      published: await buildPost(ctx.db, { ...authored, publishAt: new Date(Date.now() - hour) }),
      deleted,
    };
  }
});

const cases = (Object.keys(AUDIENCES) as AudienceName[]).flatMap((audience) =>
  ROLES.flatMap((role) => STATES.map((state) => [audience, role, state] as const)),
);
const readerOf = (role: Role) => (role === 'guest' ? null : users[role]);

describe.each(['see', 'moderate'] as const)('%s', (access) => {
  it.each(cases)('%s post, %s, %s: the SQL and the in-memory rule agree', async (a, role, s) => {
    const post = postsBy[a][s];
    const want = expected(access, a, role, s);
    const found = await ctx.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, post.id), postCondition(readerOf(role), access)));
    expect(found.length > 0).toBe(want);
    if (s !== 'deleted') expect(mayAccessPost(readerOf(role), post, access)).toBe(want);
  });
});

describe('the routes follow the policy', () => {
  it.each(cases)('%s post, %s, %s', async (a, role, s) => {
    const id = postsBy[a][s].id;
    const client = clients[role];
    const sees = expected('see', a, role, s);
    const status = (res: { statusCode: number }) => res.statusCode;
    if (role === 'guest') {
      // A live post meant for members tells a guest to sign in (401); any other unseen post is 404.
      const membersOnly = !sees && s === 'published';
      expect(status(await client.get(`/api/public/posts/${id}`))).toBe(
        sees ? 200 : membersOnly ? 401 : 404,
      );
      return;
    }
    expect(status(await client.get(`/api/posts/${id}`))).toBe(sees ? 200 : 404);
    expect(status(await client.post(`/api/count-view/${id}`))).toBe(sees ? 200 : 404);
    expect(status(await client.post(`/api/posts/${id}/reactions`, { type: 'like' }))).toBe(
      sees ? 200 : 404,
    );
    // Blocking restricts commenting: 403 where the post can be seen, 404 where it cannot.
    const commented = status(await client.post(`/api/posts/${id}/comments`, { comment: 'いいね' }));
    expect(commented).toBe(!sees ? 404 : role === 'blocked' ? 403 : 201);
    const moderates = expected('moderate', a, role, s);
    expect(status(await client.get(`/api/posts/${id}/comments`))).toBe(moderates ? 200 : 404);
  });
});
