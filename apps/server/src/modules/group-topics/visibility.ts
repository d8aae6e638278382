// Which posts of a group a reader sees, the one rule for every place that lists or counts them
// (a topic's page, the group page's counts, a member's page) and for the topic's live channel:
// posts in topics the reader sees, and for an MROC participant only their own until they have
// answered in that topic. "Answered" is read here only: a live (not deleted) post of theirs in it.
import { and, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupPosts } from '../../db/schema/index';
import { visibleTopics, type GroupAccess, type TopicWithFacts } from '../groups/access';
import { seesOthersPosts, type GroupReader } from '../groups/policy';

/** A post that answers for the member (an id, or a column): theirs and not deleted. */
const answerBy = (member: number | SQLWrapper) =>
  and(eq(groupPosts.authorId, member), isNull(groupPosts.deletedAt))!;

/** "Answered" as a condition, for queries over members (the answer reminder's recipients). */
export const answeredIn = (topicId: number, member: number | SQLWrapper): SQL =>
  sql`exists (select 1 from ${groupPosts} where ${and(eq(groupPosts.topicId, topicId), answerBy(member))})`;

/** The topics, among those given, where the member has answered. */
export async function answeredTopics(
  db: Db,
  userId: number,
  topicIds: readonly number[],
): Promise<Set<number>> {
  if (topicIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ topicId: groupPosts.topicId })
    .from(groupPosts)
    .where(and(answerBy(userId), inArray(groupPosts.topicId, [...topicIds])));
  return new Set(rows.map((r) => r.topicId));
}

export async function hasAnswered(db: Db, topicId: number, userId: number): Promise<boolean> {
  return (await answeredTopics(db, userId, [topicId])).has(topicId);
}

/**
 * The group's posts the reader sees, as one condition on group_posts. `topics`: the topics the
 * reader sees, when the caller has them already.
 */
export async function visibleGroupPostsWhere(
  db: Db,
  reader: GroupReader,
  access: GroupAccess,
  topics?: readonly TopicWithFacts[],
  now = new Date(),
): Promise<SQL> {
  const topicIds = (topics ?? (await visibleTopics(db, reader, access, now))).map(
    (t) => t.topic.id,
  );
  if (topicIds.length === 0) return sql`false`;
  const live = and(
    eq(groupPosts.groupId, access.group.id),
    isNull(groupPosts.deletedAt),
    inArray(groupPosts.topicId, topicIds),
  )!;
  const sees = (answered: boolean) =>
    seesOthersPosts(access.standing, access.membership, access.group, answered);
  if (sees(false)) return live;
  const answered = await answeredTopics(db, reader.id, topicIds);
  const seen = topicIds.filter((id) => sees(answered.has(id)));
  const own = eq(groupPosts.authorId, reader.id);
  return and(live, seen.length ? or(own, inArray(groupPosts.topicId, seen))! : own)!;
}
