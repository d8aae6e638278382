// Which posts of a group a reader may see wherever posts are listed outside a topic page (a
// member's page in the group): posts in topics the reader sees, and for an MROC participant only
// their own until they have answered in that topic. The same rules as the topic calls, as one
// SQL condition on group_posts.
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupPosts } from '../../db/schema/index';
import { visibleTopics, type GroupAccess } from '../groups/access';
import { seesOthersPosts, type GroupReader } from '../groups/policy';

export async function visibleGroupPostsWhere(
  db: Db,
  reader: GroupReader,
  access: GroupAccess,
  now = new Date(),
): Promise<SQL> {
  const topicIds = (await visibleTopics(db, reader, access, now)).map((t) => t.topic.id);
  if (topicIds.length === 0) return sql`false`;
  const live = and(
    eq(groupPosts.groupId, access.group.id),
    isNull(groupPosts.deletedAt),
    inArray(groupPosts.topicId, topicIds),
  )!;
  if (seesOthersPosts(access.standing, access.membership, access.group, false)) return live;
  const answered = await db
    .selectDistinct({ topicId: groupPosts.topicId })
    .from(groupPosts)
    .where(
      and(
        eq(groupPosts.authorId, reader.id),
        isNull(groupPosts.deletedAt),
        inArray(groupPosts.topicId, topicIds),
      ),
    );
  const own = eq(groupPosts.authorId, reader.id);
  const seen = answered.length
    ? or(
        own,
        inArray(
          groupPosts.topicId,
          answered.map((a) => a.topicId),
        ),
      )!
    : own;
  return and(live, seen)!;
}
