// Comments: the permission matrix over every comment and reaction route (guest, member in and
// outside the audience, blocked member, author vs other member, admin), text kept as typed,
// nesting, soft delete with the post's count, blocking, and localised errors.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, posts, users, type UserRow } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, useTestApp, buildPost } from '../../../test/helpers';
import { countStatements } from '../../../test/statements';

const ctx = useTestApp();

async function clientFor(user: UserRow, locale: 'ja' | 'en' = 'en') {
  return new Client(ctx.app, locale).login(user.email);
}

async function postCounts(postId: number) {
  const [row] = await ctx.db
    .select({ comments: posts.commentCount, reactions: posts.reactionCount })
    .from(posts)
    .where(eq(posts.id, postId));
  return row!;
}

const put = (client: Client, url: string, payload: object) =>
  client.request({ method: 'PUT', url, payload });
const del = (client: Client, url: string) => client.request({ method: 'DELETE', url });

describe('permission matrix', () => {
  let post: Awaited<ReturnType<typeof buildPost>>;
  let hidden: Awaited<ReturnType<typeof buildPost>>;
  let author: UserRow;
  let other: UserRow;
  let outsider: UserRow;
  let blocked: UserRow;
  let admin: UserRow;
  let commentId: number;
  let hiddenCommentId: number;

  beforeAll(async () => {
    // Only members living in Hiroshima (JPPRF34) see `post`; `hidden` is for Ehime only.
    post = await buildPost(ctx.db, { audience: { type: 'custom', prefectures: ['JPPRF34'] } });
    hidden = await buildPost(ctx.db, { audience: { type: 'custom', prefectures: ['JPPRF38'] } });
    author = await buildMember(ctx.db, { prefecture: 'JPPRF34' });
    other = await buildMember(ctx.db, { prefecture: 'JPPRF34' });
    outsider = await buildMember(ctx.db, { prefecture: 'JPPRF13' });
    blocked = await buildMember(ctx.db, { prefecture: 'JPPRF34', isBlocked: true });
    admin = await buildAdmin(ctx.db, { prefecture: 'JPPRF13' });
    const res = await (
      await clientFor(author)
    ).post(`/api/posts/${post.id}/comments`, {
      comment: 'はじめまして',
    });
    commentId = res.json().data.id;
    const [h] = await ctx.db
      .insert(comments)
      .values({ postId: hidden.id, userId: admin.id, body: 'hidden' })
      .returning();
    hiddenCommentId = h!.id;
  });

  type Role = 'guest' | 'author' | 'other' | 'outsider' | 'blocked' | 'admin';
  const roles: Role[] = ['guest', 'author', 'other', 'outsider', 'blocked', 'admin'];

  async function as(role: Role): Promise<Client> {
    if (role === 'guest') return new Client(ctx.app).csrf();
    const user = { author, other, outsider, blocked, admin }[role];
    return clientFor(user);
  }

  // Reads: a member outside the audience gets 404 (existence does not leak); admins read all.
  const reads = [
    (c: Client) => c.get(`/api/posts/${post.id}/comments`),
    (c: Client) => c.get(`/api/posts/${post.id}/reactions`),
    (c: Client) => c.get(`/api/posts/${post.id}/reactions/detail`),
    (c: Client) => c.get(`/api/comments/${commentId}/reactions`),
    (c: Client) => c.get(`/api/comments/${commentId}/reactions/detail`),
  ];
  const readExpect: Record<Role, number> = {
    guest: 401,
    author: 200,
    other: 200,
    outsider: 404,
    blocked: 200,
    admin: 200,
  };
  it.each(roles)('reads as %s', async (role) => {
    const client = await as(role);
    for (const call of reads) expect((await call(client)).statusCode).toBe(readExpect[role]);
  });

  const writeExpect: Record<Role, Record<string, number>> = {
    guest: {
      comment: 401,
      reply: 401,
      react: 401,
      reactComment: 401,
      edit: 401,
      del: 401,
      block: 401,
    },
    author: {
      comment: 201,
      reply: 201,
      react: 200,
      reactComment: 200,
      edit: 200,
      del: 200,
      block: 403,
    },
    other: {
      comment: 201,
      reply: 201,
      react: 200,
      reactComment: 200,
      edit: 403,
      del: 403,
      block: 403,
    },
    outsider: {
      comment: 404,
      reply: 404,
      react: 404,
      reactComment: 404,
      edit: 404,
      del: 404,
      block: 403,
    },
    // Blocked: no commenting, replying or editing; reacting and deleting one's own stay open.
    blocked: {
      comment: 403,
      reply: 403,
      react: 200,
      reactComment: 200,
      edit: 404,
      del: 404,
      block: 403,
    },
    admin: {
      comment: 201,
      reply: 201,
      react: 200,
      reactComment: 200,
      edit: 403,
      del: 200,
      block: 200,
    },
  };

  it.each(roles)('writes as %s', async (role) => {
    const client = await as(role);
    const expected = writeExpect[role];
    // A fresh target per role, so one role's delete does not change the next one's answer.
    const own = await (
      await clientFor(author)
    ).post(`/api/posts/${post.id}/comments`, {
      comment: `target for ${role}`,
    });
    const target = own.json().data.id as number;
    const results = {
      comment: await client.post(`/api/posts/${post.id}/comments`, { comment: 'こんにちは' }),
      reply: await client.post(`/api/comments/${target}/reply`, { comment: '返信です' }),
      react: await client.post(`/api/posts/${post.id}/reactions`, { type: 'like' }),
      reactComment: await client.post(`/api/comments/${target}/reactions`, { type: 'wow' }),
      edit: await put(client, `/api/comments/${target}`, { comment: '編集しました' }),
      del: await del(client, `/api/comments/${target}`),
      block: await client.post(`/api/comments/${target}/block`),
    };
    const actual = Object.fromEntries(
      Object.entries(results).map(([name, res]) => [name, res.statusCode]),
    );
    // The blocked member edits and deletes nothing of theirs here: they have no comment.
    if (role === 'blocked') {
      expected.edit = 403;
      expected.del = 403;
    }
    expect(actual).toEqual(expected);
    if (role === 'blocked') {
      expect(results.comment.json().error_code).toBe('ACCOUNT_BLOCKED');
      expect(results.reply.json().error_code).toBe('ACCOUNT_BLOCKED');
    }
    if (role === 'admin')
      await ctx.db.update(users).set({ isBlocked: false }).where(eq(users.id, author.id));
  });

  it('answers 404 for a post outside the audience even to a blocked member, and to everyone for unknown ids', async () => {
    const blockedOutside = await buildMember(ctx.db, { prefecture: 'JPPRF13', isBlocked: true });
    const client = await clientFor(blockedOutside);
    const res = await client.post(`/api/posts/${post.id}/comments`, { comment: 'x' });
    expect(res.statusCode).toBe(404);
    const adminClient = await clientFor(admin);
    expect((await adminClient.get('/api/posts/999999/comments')).statusCode).toBe(404);
    expect((await adminClient.post('/api/comments/999999/block')).statusCode).toBe(404);
    // Admins read a hidden post's thread, but a member outside its audience does not.
    expect((await adminClient.get(`/api/posts/${hidden.id}/comments`)).statusCode).toBe(200);
    const mine = await clientFor(other);
    expect((await mine.get(`/api/posts/${hidden.id}/comments`)).statusCode).toBe(404);
    expect(
      (await mine.post(`/api/comments/${hiddenCommentId}/reply`, { comment: 'x' })).statusCode,
    ).toBe(404);
  });

  it('hides drafts and scheduled posts from members (404) and allows no writes on them', async () => {
    const draft = await buildPost(ctx.db, { status: 'draft' });
    const scheduled = await buildPost(ctx.db, { publishAt: new Date(Date.now() + 3_600_000) });
    const member = await clientFor(other);
    const adminClient = await clientFor(admin);
    for (const p of [draft, scheduled]) {
      expect((await member.get(`/api/posts/${p.id}/comments`)).statusCode).toBe(404);
      expect((await member.post(`/api/posts/${p.id}/reactions`, { type: 'like' })).statusCode).toBe(
        404,
      );
      expect(
        (await adminClient.post(`/api/posts/${p.id}/comments`, { comment: 'x' })).statusCode,
      ).toBe(404);
    }
  });
});

describe('comment text and validation', () => {
  it('stores and returns markup exactly as typed', async () => {
    const post = await buildPost(ctx.db);
    const member = await clientFor(await buildMember(ctx.db));
    const texts = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '1行目\n2行目 & "引用" \'x\'',
    ];
    for (const text of texts) {
      const res = await member.post(`/api/posts/${post.id}/comments`, { comment: text });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.body).toBe(text);
    }
    const list = (await member.get(`/api/posts/${post.id}/comments`)).json();
    expect(list.data.map((c: { body: string }) => c.body)).toEqual([...texts].reverse());
    const [stored] = await ctx.db.select().from(comments).where(eq(comments.body, texts[0]!));
    expect(stored?.body).toBe(texts[0]);
  });

  it('trims, refuses blank and over-long text with localised field errors', async () => {
    const post = await buildPost(ctx.db);
    const user = await buildMember(ctx.db);
    const en = await clientFor(user, 'en');
    const ja = await clientFor(user, 'ja');
    const blank = await en.post(`/api/posts/${post.id}/comments`, { comment: '   \n ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.comment).toEqual(['should not be blank']);
    const missing = await ja.post(`/api/posts/${post.id}/comments`, {});
    expect(missing.json().errors.comment).toEqual(['入力してください']);
    const long = await en.post(`/api/posts/${post.id}/comments`, { comment: 'あ'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.comment[0]).toContain('2000');
    const ok = await en.post(`/api/posts/${post.id}/comments`, {
      comment: `  ${'あ'.repeat(2000)}  `,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.body).toBe('あ'.repeat(2000));
  });
});

describe('threads', () => {
  it('nests replies one level, newest top-level first, replies oldest first, and pages', async () => {
    const post = await buildPost(ctx.db);
    const a = await clientFor(await buildMember(ctx.db));
    const b = await clientFor(await buildMember(ctx.db));
    const first = (await a.post(`/api/posts/${post.id}/comments`, { comment: 'first' })).json()
      .data;
    const second = (await b.post(`/api/posts/${post.id}/comments`, { comment: 'second' })).json()
      .data;
    const r1 = (await b.post(`/api/comments/${first.id}/reply`, { comment: 'r1' })).json().data;
    const r2 = (await a.post(`/api/comments/${r1.id}/reply`, { comment: 'r2' })).json().data;
    expect(r1.parentId).toBe(first.id);
    expect(r2.parentId).toBe(first.id);
    const page1 = (await a.get(`/api/posts/${post.id}/comments?limit=1`)).json();
    expect(page1.meta).toMatchObject({
      page: 1,
      limit: 1,
      total: 2,
      lastPage: 2,
      canComment: true,
    });
    expect(page1.data[0].id).toBe(second.id);
    const page2 = (await a.get(`/api/posts/${post.id}/comments?limit=1&page=2`)).json();
    expect(page2.data[0].id).toBe(first.id);
    expect(page2.data[0].replies.map((r: { body: string }) => r.body)).toEqual(['r1', 'r2']);
    expect(page2.data[0].replies[1]).toMatchObject({ canEdit: true, canDelete: true });
    expect(page2.data[0].replies[0]).toMatchObject({ canEdit: false, canDelete: false });
    expect(await postCounts(post.id)).toMatchObject({ comments: 4 });
  });

  it('edits the author’s own text and marks it edited', async () => {
    const post = await buildPost(ctx.db);
    const a = await clientFor(await buildMember(ctx.db));
    const c = (await a.post(`/api/posts/${post.id}/comments`, { comment: 'old' })).json().data;
    expect(c.editedAt).toBeNull();
    await new Promise((r) => setTimeout(r, 1100));
    const res = await put(a, `/api/comments/${c.id}`, { comment: ' new <b>text</b> ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.body).toBe('new <b>text</b>');
    expect(res.json().data.editedAt).not.toBeNull();
    const blank = await put(a, `/api/comments/${c.id}`, { comment: '' });
    expect(blank.statusCode).toBe(422);
  });

  it('soft-deletes: a comment with replies stays as a marker, others leave; counts follow', async () => {
    const post = await buildPost(ctx.db);
    const a = await clientFor(await buildMember(ctx.db));
    const admin = await clientFor(await buildAdmin(ctx.db));
    const parent = (await a.post(`/api/posts/${post.id}/comments`, { comment: 'parent' })).json()
      .data;
    const lone = (await a.post(`/api/posts/${post.id}/comments`, { comment: 'lone' })).json().data;
    const reply = (await a.post(`/api/comments/${parent.id}/reply`, { comment: 'reply' })).json()
      .data;
    expect(await postCounts(post.id)).toMatchObject({ comments: 3 });

    expect((await del(a, `/api/comments/${parent.id}`)).statusCode).toBe(200);
    expect((await del(admin, `/api/comments/${lone.id}`)).statusCode).toBe(200);
    expect((await del(a, `/api/comments/${lone.id}`)).statusCode).toBe(404);
    expect(await postCounts(post.id)).toMatchObject({ comments: 1 });

    let list = (await a.get(`/api/posts/${post.id}/comments`)).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: parent.id,
      isDeleted: true,
      body: null,
      author: null,
    });
    expect(list.data[0].replies[0].body).toBe('reply');
    expect((await a.post(`/api/comments/${parent.id}/reply`, { comment: 'x' })).statusCode).toBe(
      404,
    );

    await del(a, `/api/comments/${reply.id}`);
    list = (await a.get(`/api/posts/${post.id}/comments`)).json();
    expect(list.data).toEqual([]);
    expect(await postCounts(post.id)).toMatchObject({ comments: 0 });
  });

  it('keeps the count right when the same comment is deleted concurrently', async () => {
    const post = await buildPost(ctx.db);
    const a = await clientFor(await buildMember(ctx.db));
    const c = (await a.post(`/api/posts/${post.id}/comments`, { comment: 'race' })).json().data;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => del(a, `/api/comments/${c.id}`)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await postCounts(post.id)).toMatchObject({ comments: 0 });
  });
});

describe('blocking a commenter', () => {
  it('blocks the author (idempotent), who gets a localised 403 until unblocked', async () => {
    const post = await buildPost(ctx.db);
    const member = await buildMember(ctx.db);
    const en = await clientFor(member, 'en');
    const ja = await clientFor(member, 'ja');
    const admin = await clientFor(await buildAdmin(ctx.db));
    const c = (await en.post(`/api/posts/${post.id}/comments`, { comment: 'spam' })).json().data;
    const seenByAdmin = (await admin.get(`/api/posts/${post.id}/comments`)).json().data[0];
    expect(seenByAdmin).toMatchObject({
      id: c.id,
      canBlockAuthor: true,
      canDelete: true,
      canEdit: false,
    });

    for (let i = 0; i < 2; i++) {
      const res = await admin.post(`/api/comments/${c.id}/block`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ userId: member.id, is_blocked: true });
    }
    const again = (await admin.get(`/api/posts/${post.id}/comments`)).json().data[0];
    expect(again.canBlockAuthor).toBe(false);

    const refusedEn = await en.post(`/api/posts/${post.id}/comments`, { comment: 'more' });
    expect(refusedEn.statusCode).toBe(403);
    expect(refusedEn.json()).toMatchObject({
      code: 403,
      error_code: 'ACCOUNT_BLOCKED',
      message: 'An administrator has restricted your account, so you cannot comment for now.',
    });
    const refusedJa = await put(ja, `/api/comments/${c.id}`, { comment: '直しました' });
    expect(refusedJa.statusCode).toBe(403);
    expect(refusedJa.json().message).toBe(
      '管理者によりアカウントが制限されているため、現在コメントできません。',
    );
    const list = (await en.get(`/api/posts/${post.id}/comments`)).json();
    expect(list.meta).toMatchObject({ canComment: false, isBlocked: true });
    expect(list.data[0].canEdit).toBe(false);
    const me = (await en.get('/api/auth/user')).json().data;
    expect(me.is_blocked).toBe(true);
    // Reacting and deleting one's own stay open.
    expect((await en.post(`/api/posts/${post.id}/reactions`, { type: 'sad' })).statusCode).toBe(
      200,
    );

    expect((await admin.post(`/api/admin/members/${member.id}/unblock`)).statusCode).toBe(200);
    expect((await en.post(`/api/posts/${post.id}/comments`, { comment: 'sorry' })).statusCode).toBe(
      201,
    );
    expect((await del(en, `/api/comments/${c.id}`)).statusCode).toBe(200);
  });

  it('answers 404 (localised) for a missing comment and 401 to guests in Japanese', async () => {
    const guest = await new Client(ctx.app, 'ja').csrf();
    const res = await guest.post('/api/comments/1/block');
    expect(res.statusCode).toBe(401);
    expect(res.json().error_code).toBe('UNAUTHENTICATED');
    const member = await clientFor(await buildMember(ctx.db), 'ja');
    const missing = await member.post('/api/comments/999999/reply', { comment: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).not.toMatch(/[a-z]{4}/);
  });
});

describe('query budget', () => {
  it('reads a thread in the same number of queries whatever its size', async () => {
    const small = await buildPost(ctx.db);
    const large = await buildPost(ctx.db);
    const author = await buildMember(ctx.db);
    const client = await clientFor(author);
    await client.post(`/api/posts/${small.id}/comments`, { comment: 'one' });
    for (let i = 0; i < 8; i++) {
      const c = (await client.post(`/api/posts/${large.id}/comments`, { comment: `c${i}` })).json()
        .data;
      await client.post(`/api/comments/${c.id}/reply`, { comment: `r${i}` });
      await client.post(`/api/comments/${c.id}/reactions`, { type: 'like' });
    }
    // Statements the driver runs (named ones are built once, so builder calls would not show them).
    const count = async (postId: number) => {
      const { result: res, statements } = await countStatements(ctx.app.db, () =>
        client.get(`/api/posts/${postId}/comments`),
      );
      expect(res.statusCode).toBe(200);
      return statements;
    };
    const forSmall = await count(small.id);
    const forLarge = await count(large.id);
    expect(forLarge).toBe(forSmall);
    // The session, then the thread: the post, the page, its count, the replies and the
    // reactions in one statement; read again (the page cached), the post, the thread's
    // version, the authors and the reactions in one.
    expect(forLarge).toBe(2);
    expect(await count(large.id)).toBe(2);
  });
});
