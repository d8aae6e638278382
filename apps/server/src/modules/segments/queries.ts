// SQL of segments: the list with member and topic counts, a segment's members, adding members
// by id or by an audience (one INSERT … SELECT), removal, and whether a topic uses it.
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Audience } from '@fanclub/contract/audience';
import type { Db } from '../../db/client';
import { groupTopicSegments, segmentMembers, segments, users } from '../../db/schema/index';
import { escapeLike } from '../../lib/paging';
import { membersMatching } from '../audience/sql';

const memberCount = sql<number>`(select count(*)::int from segment_members sm
  where sm.segment_id = ${segments.id})`;
const topicCount = sql<number>`(select count(*)::int from group_topic_segments gts
  where gts.segment_id = ${segments.id})`;
const columns = {
  id: segments.id,
  name: segments.name,
  createdAt: segments.createdAt,
  memberCount,
  topicCount,
};
export type SegmentRow = {
  id: number;
  name: string;
  createdAt: Date;
  memberCount: number;
  topicCount: number;
};

export async function listSegments(
  db: Db,
  keyword: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: SegmentRow[]; total: number }> {
  const where = keyword ? ilike(segments.name, `%${escapeLike(keyword)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(segments)
      .where(where)
      .orderBy(desc(segments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(segments).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findSegment(db: Db, id: number): Promise<SegmentRow | undefined> {
  const [row] = await db.select(columns).from(segments).where(eq(segments.id, id));
  return row;
}

export async function isUsedByTopic(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: groupTopicSegments.topicId })
    .from(groupTopicSegments)
    .where(eq(groupTopicSegments.segmentId, id))
    .limit(1);
  return Boolean(row);
}

export async function listSegmentMembers(
  db: Db,
  id: number,
  keyword: string | undefined,
  page: number,
  limit: number,
) {
  const pattern = keyword ? `%${escapeLike(keyword)}%` : undefined;
  const where = and(
    eq(segmentMembers.segmentId, id),
    pattern ? or(ilike(users.nickname, pattern), ilike(users.email, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, nickname: users.nickname, email: users.email })
      .from(segmentMembers)
      .innerJoin(users, eq(users.id, segmentMembers.userId))
      .where(where)
      .orderBy(asc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(segmentMembers)
      .innerJoin(users, eq(users.id, segmentMembers.userId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Adds active members (by id, or all an audience matches now); members already in stay. */
export async function addSegmentMembers(
  db: Db,
  id: number,
  who: { userIds?: number[] | undefined; audience?: Audience | undefined },
  now = new Date(),
): Promise<number> {
  const where = who.userIds
    ? and(eq(users.status, 'active'), inArray(users.id, who.userIds))
    : membersMatching(who.audience!, now);
  const result = await db
    .insert(segmentMembers)
    .select(
      db
        .select({ segmentId: sql<number>`${id}::int`.as('segment_id'), userId: users.id })
        .from(users)
        .where(where),
    )
    .onConflictDoNothing()
    .returning({ userId: segmentMembers.userId });
  return result.length;
}
