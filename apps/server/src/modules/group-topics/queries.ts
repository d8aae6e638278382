// SQL of group topic posts: pages of posts with what each needs loaded for the whole page at once
// (images, polls, tallies, the reader's likes and ballots), writing posts with their images and
// poll, likes whose counters change only when a row really appears or goes, and poll ballots
// that the primary key keeps to one per member.
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  groupPollBallots,
  groupPolls,
  groupPostImages,
  groupPostLikes,
  groupPosts,
  users,
} from '../../db/schema/index';

const postColumns = {
  post: groupPosts,
  nickname: users.nickname,
  avatarPath: users.avatarPath,
};
export type PostRow = {
  post: typeof groupPosts.$inferSelect;
  nickname: string | null;
  avatarPath: string | null;
};

/** The posts of a topic a reader sees: all, or (MROC, not answered yet) only their own. */
export function topicPostsWhere(topicId: number, onlyAuthorId: number | null): SQL {
  return and(
    eq(groupPosts.topicId, topicId),
    isNull(groupPosts.deletedAt),
    onlyAuthorId === null ? undefined : eq(groupPosts.authorId, onlyAuthorId),
  )!;
}

/** A page of posts, newest first, with their authors. */
export async function listPosts(
  db: Db,
  where: SQL,
  page: number,
  limit: number,
): Promise<{ rows: PostRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select(postColumns)
      .from(groupPosts)
      .leftJoin(users, eq(users.id, groupPosts.authorId))
      .where(where)
      .orderBy(desc(groupPosts.createdAt), desc(groupPosts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(groupPosts).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function countPosts(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(groupPosts).where(where);
  return row?.n ?? 0;
}

/** One live post of the group, with its author. */
export async function findPost(
  db: Db,
  groupId: number,
  postId: number,
): Promise<PostRow | undefined> {
  const [row] = await db
    .select(postColumns)
    .from(groupPosts)
    .leftJoin(users, eq(users.id, groupPosts.authorId))
    .where(
      and(eq(groupPosts.id, postId), eq(groupPosts.groupId, groupId), isNull(groupPosts.deletedAt)),
    )
    .limit(1);
  return row;
}

export type PostExtras = {
  images: Map<number, string[]>;
  polls: Map<number, typeof groupPolls.$inferSelect>;
  /** Per poll: votes per option index, and ballots in all. */
  tallies: Map<number, { counts: Map<number, number>; total: number }>;
  myBallots: Map<number, number[]>;
  myLikes: Set<number>;
};

/** Everything a page of posts shows besides the rows, in six queries whatever its size. */
export async function loadPostExtras(
  db: Db,
  postIds: number[],
  readerId: number,
): Promise<PostExtras> {
  const extras: PostExtras = {
    images: new Map(),
    polls: new Map(),
    tallies: new Map(),
    myBallots: new Map(),
    myLikes: new Set(),
  };
  if (postIds.length === 0) return extras;
  const [images, polls, votes, ballots, mine, likes] = await Promise.all([
    db
      .select()
      .from(groupPostImages)
      .where(inArray(groupPostImages.postId, postIds))
      .orderBy(asc(groupPostImages.postId), asc(groupPostImages.position), asc(groupPostImages.id)),
    db.select().from(groupPolls).where(inArray(groupPolls.postId, postIds)),
    db.execute(sql`
      select b.post_id as "postId", c.choice as "choice", count(*)::int as "n"
        from ${groupPollBallots} b, unnest(b.choices) as c(choice)
       where b.post_id in (${sql.join(postIds, sql`, `)})
       group by b.post_id, c.choice`),
    db
      .select({ postId: groupPollBallots.postId, total: count() })
      .from(groupPollBallots)
      .where(inArray(groupPollBallots.postId, postIds))
      .groupBy(groupPollBallots.postId),
    db
      .select({ postId: groupPollBallots.postId, choices: groupPollBallots.choices })
      .from(groupPollBallots)
      .where(and(inArray(groupPollBallots.postId, postIds), eq(groupPollBallots.userId, readerId))),
    db
      .select({ postId: groupPostLikes.postId })
      .from(groupPostLikes)
      .where(and(inArray(groupPostLikes.postId, postIds), eq(groupPostLikes.userId, readerId))),
  ]);
  for (const image of images) {
    const list = extras.images.get(image.postId) ?? [];
    list.push(image.imageKey);
    extras.images.set(image.postId, list);
  }
  for (const poll of polls) extras.polls.set(poll.postId, poll);
  for (const b of ballots) extras.tallies.set(b.postId, { counts: new Map(), total: b.total });
  for (const b of mine) extras.myBallots.set(b.postId, b.choices.map(Number));
  for (const v of rowsOf<{ postId: number; choice: number; n: number }>(votes)) {
    extras.tallies.get(Number(v.postId))?.counts.set(Number(v.choice), Number(v.n));
  }
  for (const like of likes) extras.myLikes.add(like.postId);
  return extras;
}

export type NewPost = {
  groupId: number;
  topicId: number;
  authorId: number;
  body: string;
  videoUrls: string[];
  imageKeys: string[];
  poll: { question: string; options: string[]; multiple: boolean } | null;
};

export async function insertPost(db: Db, post: NewPost): Promise<number> {
  const [row] = await db
    .insert(groupPosts)
    .values({
      groupId: post.groupId,
      topicId: post.topicId,
      authorId: post.authorId,
      body: post.body,
      videoUrls: post.videoUrls,
    })
    .returning({ id: groupPosts.id });
  const id = row!.id;
  if (post.imageKeys.length)
    await db
      .insert(groupPostImages)
      .values(post.imageKeys.map((imageKey, position) => ({ postId: id, imageKey, position })));
  if (post.poll) await db.insert(groupPolls).values({ postId: id, ...post.poll });
  return id;
}

export async function updatePost(
  db: Db,
  postId: number,
  changes: { body?: string; videoUrls?: string[] },
): Promise<void> {
  await db
    .update(groupPosts)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(groupPosts.id, postId), isNull(groupPosts.deletedAt)));
}

export async function softDeletePost(db: Db, postId: number): Promise<boolean> {
  const rows = await db
    .update(groupPosts)
    .set({ deletedAt: new Date() })
    .where(and(eq(groupPosts.id, postId), isNull(groupPosts.deletedAt)))
    .returning({ id: groupPosts.id });
  return rows.length > 0;
}

/**
 * Likes a post once: the counter moves only when the row is really inserted (or deleted), in
 * the caller's transaction, so concurrent clicks leave it equal to the rows.
 */
export async function setPostLike(
  db: Db,
  postId: number,
  userId: number,
  liked: boolean,
): Promise<number> {
  const changed = liked
    ? await db
        .insert(groupPostLikes)
        .values({ postId, userId })
        .onConflictDoNothing()
        .returning({ postId: groupPostLikes.postId })
    : await db
        .delete(groupPostLikes)
        .where(and(eq(groupPostLikes.postId, postId), eq(groupPostLikes.userId, userId)))
        .returning({ postId: groupPostLikes.postId });
  const step = changed.length === 0 ? 0 : liked ? 1 : -1;
  const [row] = await db
    .update(groupPosts)
    .set({ likeCount: sql`${groupPosts.likeCount} + ${step}` })
    .where(eq(groupPosts.id, postId))
    .returning({ likeCount: groupPosts.likeCount });
  return row?.likeCount ?? 0;
}

/** One ballot per member: true when this call cast it, false when one was already there. */
export async function castBallot(
  db: Db,
  postId: number,
  userId: number,
  choices: number[],
): Promise<boolean> {
  const rows = await db
    .insert(groupPollBallots)
    .values({ postId, userId, choices })
    .onConflictDoNothing()
    .returning({ postId: groupPollBallots.postId });
  return rows.length > 0;
}
