// SQL of group management: the admin list and a group's figures, its members page, the
// spec's member search by conditions, and its topics with segment names and post counts.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Audience } from '@fanclub/contract/audience';
import type { ConditionMemberState } from '@fanclub/contract/group-members-admin';
import type { GroupItemStatus, GroupMemberState, GroupRole } from '@fanclub/contract/group-codes';
import type { Db } from '../../db/client';
import {
  groupMembers,
  groups,
  groupTopicSegments,
  groupTopics,
  segments,
  users,
  type GroupRow,
} from '../../db/schema/index';
import { escapeLike } from '../../lib/paging';
import { membersMatching } from '../audience/sql';

const joinedCount = sql<number>`(select count(*)::int from group_members gm
  where gm.group_id = ${groups.id} and gm.state = 'joined')`;
const invitedCount = sql<number>`(select count(*)::int from group_members gm
  where gm.group_id = ${groups.id} and gm.state = 'invited')`;
const topicCount = sql<number>`(select count(*)::int from group_topics gt
  where gt.group_id = ${groups.id})`;

export type GroupListRow = {
  group: GroupRow;
  joinedCount: number;
  invitedCount: number;
  topicCount: number;
  moderatorNickname: string | null;
};

const listColumns = {
  group: groups,
  joinedCount,
  invitedCount,
  topicCount,
  moderatorNickname: users.nickname,
};

export async function listGroups(
  db: Db,
  filter: { keyword?: string | undefined; status?: GroupItemStatus | undefined },
  page: number,
  limit: number,
): Promise<{ rows: GroupListRow[]; total: number }> {
  const where = and(
    filter.keyword ? ilike(groups.name, `%${escapeLike(filter.keyword)}%`) : undefined,
    filter.status ? eq(groups.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(groups)
      .leftJoin(users, eq(users.id, groups.moderatorId))
      .where(where)
      .orderBy(desc(groups.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(groups).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findGroupRow(db: Db, groupId: number): Promise<GroupListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(groups)
    .leftJoin(users, eq(users.id, groups.moderatorId))
    .where(eq(groups.id, groupId));
  return row;
}

/** An active registered member (the only ones who may moderate or be invited). */
export async function activeUserIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------------------------

const keywordOn = (keyword: string, withEmail: boolean): SQL => {
  const pattern = `%${escapeLike(keyword)}%`;
  return withEmail
    ? or(ilike(users.nickname, pattern), ilike(users.email, pattern))!
    : ilike(users.nickname, pattern);
};

export async function listGroupMembers(
  db: Db,
  groupId: number,
  filter: {
    state?: GroupMemberState | undefined;
    role?: GroupRole | undefined;
    keyword?: string | undefined;
  },
  withEmail: boolean,
  page: number,
  limit: number,
) {
  const where = and(
    eq(groupMembers.groupId, groupId),
    filter.state ? eq(groupMembers.state, filter.state) : undefined,
    filter.role ? eq(groupMembers.role, filter.role) : undefined,
    filter.keyword ? keywordOn(filter.keyword, withEmail) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ member: groupMembers, user: users })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(where)
      .orderBy(asc(groupMembers.state), desc(groupMembers.createdAt), asc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findGroupMember(db: Db, groupId: number, userId: number) {
  const [row] = await db
    .select({ member: groupMembers, user: users })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row;
}

/** The spec's search: active members an audience matches, with their state in this group. */
export async function membersByConditions(
  db: Db,
  groupId: number,
  filter: {
    audience: Audience;
    memberState?: ConditionMemberState | undefined;
    keyword?: string | undefined;
  },
  withEmail: boolean,
  page: number,
  limit: number,
  now = new Date(),
) {
  const joinOn = and(eq(groupMembers.userId, users.id), eq(groupMembers.groupId, groupId));
  const where = and(
    membersMatching(filter.audience, now),
    filter.memberState === 'none'
      ? isNull(groupMembers.userId)
      : filter.memberState
        ? eq(groupMembers.state, filter.memberState)
        : undefined,
    filter.keyword ? keywordOn(filter.keyword, withEmail) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, state: groupMembers.state, role: groupMembers.role })
      .from(users)
      .leftJoin(groupMembers, joinOn)
      .where(where)
      .orderBy(asc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(users).leftJoin(groupMembers, joinOn).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every active member an audience matches who is not in the group yet (an invitation's list). */
export async function idsToInvite(db: Db, groupId: number, audience: Audience, now = new Date()) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.userId, users.id), eq(groupMembers.groupId, groupId)),
    )
    .where(and(membersMatching(audience, now), isNull(groupMembers.userId)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------------------------

export async function topicsWithFigures(db: Db, groupId: number) {
  const topics = await db
    .select({
      topic: groupTopics,
      // Qualified by hand: inside the subquery a bare "id" would name the post's own id.
      postCount: sql<number>`(select count(*)::int from group_posts p
        where p.topic_id = "group_topics"."id" and p.deleted_at is null)`,
    })
    .from(groupTopics)
    .where(eq(groupTopics.groupId, groupId))
    .orderBy(asc(groupTopics.position), asc(groupTopics.opensAt), asc(groupTopics.id));
  const ids = topics.map((t) => t.topic.id);
  const rules = ids.length
    ? await db
        .select({
          topicId: groupTopicSegments.topicId,
          segmentId: groupTopicSegments.segmentId,
          operator: groupTopicSegments.operator,
          name: segments.name,
        })
        .from(groupTopicSegments)
        .innerJoin(segments, eq(segments.id, groupTopicSegments.segmentId))
        .where(inArray(groupTopicSegments.topicId, ids))
        .orderBy(asc(segments.name))
    : [];
  return topics.map((t) => ({
    ...t,
    segments: rules
      .filter((r) => r.topicId === t.topic.id)
      .map(({ segmentId, operator, name }) => ({ segmentId, operator, name })),
  }));
}

export async function existingSegmentIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: segments.id })
    .from(segments)
    .where(inArray(segments.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function topicSegmentIds(db: Db, topicId: number): Promise<number[]> {
  const rows = await db
    .select({ id: groupTopicSegments.segmentId })
    .from(groupTopicSegments)
    .where(eq(groupTopicSegments.topicId, topicId));
  return rows.map((r) => r.id);
}
