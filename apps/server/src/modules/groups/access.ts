// Loading what the group policy needs: the group, the reader's membership and standing, a
// topic with its segments, the reader's segments. Every group route (member and management)
// starts here, so a group or topic the reader may not see answers 404 the same way everywhere.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  groupMembers,
  groups,
  groupTopicSegments,
  groupTopics,
  segmentMembers,
  type GroupRow,
  type GroupTopicRow,
} from '../../db/schema/index';
import { notFound } from '../../errors';
import {
  groupStanding,
  maySeeGroup,
  maySeeTopic,
  type GroupReader,
  type GroupStanding,
  type MembershipFacts,
  type TopicFacts,
} from './policy';

export type GroupAccess = {
  group: GroupRow;
  membership: MembershipFacts;
  standing: GroupStanding;
};

/** The group as the reader stands to it; 404 when the id is unknown or the reader may not see it. */
export async function loadGroupAccess(
  db: Db,
  reader: GroupReader,
  groupId: number,
): Promise<GroupAccess> {
  const [row] = await db
    .select({ group: groups, role: groupMembers.role, state: groupMembers.state })
    .from(groups)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, reader.id)),
    )
    .where(eq(groups.id, groupId))
    .limit(1);
  if (!row) throw notFound();
  const membership: MembershipFacts =
    row.role && row.state ? { role: row.role, state: row.state } : null;
  const standing = groupStanding(reader, row.group, membership);
  if (!maySeeGroup(standing)) throw notFound();
  return { group: row.group, membership, standing };
}

/** The segments the reader is in, among those given (all of theirs when `among` is omitted). */
export async function readerSegmentIds(
  db: Db,
  userId: number,
  among?: readonly number[],
): Promise<Set<number>> {
  if (among && among.length === 0) return new Set();
  const rows = await db
    .select({ id: segmentMembers.segmentId })
    .from(segmentMembers)
    .where(
      among
        ? and(eq(segmentMembers.userId, userId), inArray(segmentMembers.segmentId, [...among]))
        : eq(segmentMembers.userId, userId),
    );
  return new Set(rows.map((r) => r.id));
}

export type TopicWithFacts = { topic: GroupTopicRow; facts: TopicFacts };

/** A group's topics with their segments and main topic's status (one query each, not per row). */
export async function loadTopics(
  db: Db,
  groupId: number,
  topicId?: number,
): Promise<TopicWithFacts[]> {
  const topics = await db
    .select()
    .from(groupTopics)
    .where(eq(groupTopics.groupId, groupId))
    .orderBy(groupTopics.position, groupTopics.opensAt, groupTopics.id);
  const ids = topics.map((t) => t.id);
  const segs = ids.length
    ? await db.select().from(groupTopicSegments).where(inArray(groupTopicSegments.topicId, ids))
    : [];
  const byId = new Map(topics.map((t) => [t.id, t]));
  return topics
    .filter((t) => topicId === undefined || t.id === topicId)
    .map((topic) => ({
      topic,
      facts: {
        status: topic.status,
        parentStatus: topic.parentId ? (byId.get(topic.parentId)?.status ?? 'draft') : null,
        opensAt: topic.opensAt,
        closesAt: topic.closesAt,
        segments: segs
          .filter((s) => s.topicId === topic.id)
          .map((s) => ({ segmentId: s.segmentId, operator: s.operator })),
      },
    }));
}

/** The topics of a group this reader sees, in order. */
export async function visibleTopics(
  db: Db,
  reader: GroupReader,
  access: GroupAccess,
  now = new Date(),
): Promise<TopicWithFacts[]> {
  const all = await loadTopics(db, access.group.id);
  const segmentIds = await readerSegmentIds(
    db,
    reader.id,
    all.flatMap((t) => t.facts.segments.map((s) => s.segmentId)),
  );
  return all.filter((t) => maySeeTopic(access.standing, access.group, t.facts, segmentIds, now));
}

/** One topic the reader sees, or 404. */
export async function loadTopicAccess(
  db: Db,
  reader: GroupReader,
  access: GroupAccess,
  topicId: number,
  now = new Date(),
): Promise<TopicWithFacts> {
  const [found] = await loadTopics(db, access.group.id, topicId);
  if (!found) throw notFound();
  const segmentIds = await readerSegmentIds(
    db,
    reader.id,
    found.facts.segments.map((s) => s.segmentId),
  );
  if (!maySeeTopic(access.standing, access.group, found.facts, segmentIds, now)) throw notFound();
  return found;
}
