// SQL of the member's group calls: the `/groups` list under its filter (one query for the page,
// one for the total, one for the member counts), counts of a group's topics' posts, and a
// member's posts, both of the posts the reader sees (group-topics/visibility.ts). Who sees what is decided in policy.ts; the
// list's condition below is policy.ts's listing rule evaluated over the membership row.
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { GroupListFilter } from '@fanclub/contract/group-codes';
import type { Db } from '../../db/client';
import {
  groupMembers,
  groupPostImages,
  groupPosts,
  groups,
  groupTopics,
  users,
} from '../../db/schema/index';
import { escapeLike } from '../../lib/paging';
import { listingRule, type GroupReader } from './policy';

const published = eq(groups.status, 'published');
const joinedModerator = and(eq(groupMembers.state, 'joined'), eq(groupMembers.role, 'moderator'))!;

/** The listing rule of policy.ts as a condition on groups left-joined with the reader's row. */
function visibleCondition(reader: GroupReader): SQL {
  return listingRule<SQL>(
    reader,
    {
      published,
      searchable: eq(groups.searchable, true),
      inGroup: sql`${groupMembers.userId} is not null`,
      joinedModerator,
    },
    { and: (a, b) => and(a, b)!, or: (a, b) => or(a, b)!, yes: sql`true` },
  );
}

function filterCondition(reader: GroupReader, filter: GroupListFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return visibleCondition(reader);
    case 'invited':
      return and(published, eq(groupMembers.state, 'invited'));
    case 'pinned':
      return and(eq(groupMembers.pinned, true), visibleCondition(reader));
    case 'joined':
      return and(
        published,
        eq(groupMembers.state, 'joined'),
        inArray(groupMembers.role, ['participant', 'viewer']),
      );
    case 'mine':
      return reader.isAdmin ? undefined : joinedModerator;
  }
}

export type GroupListRow = {
  group: typeof groups.$inferSelect;
  role: 'moderator' | 'participant' | 'viewer' | null;
  state: 'invited' | 'joined' | null;
  pinned: boolean | null;
  joinedAt: Date | null;
};

export async function listGroups(
  db: Db,
  reader: GroupReader,
  q: { filter: GroupListFilter; keyword?: string | undefined; page: number; limit: number },
): Promise<{ rows: GroupListRow[]; total: number }> {
  const pattern = q.keyword ? `%${escapeLike(q.keyword)}%` : undefined;
  const where = and(
    filterCondition(reader, q.filter),
    pattern ? or(ilike(groups.name, pattern), ilike(groups.description, pattern)) : undefined,
  );
  const membership = and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, reader.id));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        group: groups,
        role: groupMembers.role,
        state: groupMembers.state,
        pinned: groupMembers.pinned,
        joinedAt: groupMembers.joinedAt,
      })
      .from(groups)
      .leftJoin(groupMembers, membership)
      .where(where)
      .orderBy(sql`coalesce(${groupMembers.pinned}, false) desc`, desc(groups.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(groups).leftJoin(groupMembers, membership).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Joined members per group, for the given groups, in one query. */
export async function memberCounts(db: Db, groupIds: readonly number[]) {
  if (groupIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ groupId: groupMembers.groupId, n: count() })
    .from(groupMembers)
    .where(and(inArray(groupMembers.groupId, [...groupIds]), eq(groupMembers.state, 'joined')))
    .groupBy(groupMembers.groupId);
  return new Map(rows.map((r) => [r.groupId, r.n]));
}

/** Posts per topic, of the posts `visible` lets through (the reader's visibility rule). */
export async function topicPostCounts(db: Db, visible: SQL) {
  const rows = await db
    .select({ topicId: groupPosts.topicId, n: count() })
    .from(groupPosts)
    .where(visible)
    .groupBy(groupPosts.topicId);
  return new Map(rows.map((r) => [r.topicId, r.n]));
}

export async function findPerson(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, nickname: users.nickname, avatarPath: users.avatarPath })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findMembership(db: Db, groupId: number, userId: number) {
  const [row] = await db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return row;
}

/** A member's posts among those `visible` lets through, newest first, with their images. */
export async function memberPosts(
  db: Db,
  authorId: number,
  visible: SQL,
  page: number,
  limit: number,
) {
  const where = and(visible, eq(groupPosts.authorId, authorId));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ post: groupPosts, topicTitle: groupTopics.title })
      .from(groupPosts)
      .innerJoin(groupTopics, eq(groupTopics.id, groupPosts.topicId))
      .where(where)
      .orderBy(desc(groupPosts.createdAt), desc(groupPosts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(groupPosts).where(where),
  ]);
  const ids = rows.map((r) => r.post.id);
  const imageRows = ids.length
    ? await db
        .select({ postId: groupPostImages.postId, key: groupPostImages.imageKey })
        .from(groupPostImages)
        .where(inArray(groupPostImages.postId, ids))
        .orderBy(groupPostImages.postId, groupPostImages.position)
    : [];
  const images = new Map<number, string[]>();
  for (const r of imageRows) images.set(r.postId, [...(images.get(r.postId) ?? []), r.key]);
  return { rows, total: totalRow?.n ?? 0, images };
}
