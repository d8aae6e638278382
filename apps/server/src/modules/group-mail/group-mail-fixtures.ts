// Test fixtures of group mail: a group, memberships, topics with segments, templates and posts,
// written straight to the database (the group screens' own calls are other modules' tests).
import type { ContentLanguage } from '@fanclub/contract/codes';
import type { GroupMailKind } from '@fanclub/contract/group-codes';
import type { Db } from '../../db/client';
import type { groups, groupTopics } from '../../db/schema/index';
import { groupComments, groupMailTemplates, groupPosts } from '../../db/schema/index';
import {
  insertGroup,
  insertSegment,
  insertTopic,
  type TopicSegmentRule,
} from '../groups/group-fixtures';

export const makeGroup = (db: Db, overrides: Partial<typeof groups.$inferInsert> = {}) =>
  insertGroup(db, {
    visibility: 'private',
    mrocEnabled: true,
    contactName: '事務局 島田',
    contactEmail: 'lab@example.jp',
    ...overrides,
  });

export { addGroupMember as addMember } from '../groups/group-fixtures';

export const makeTopic = (
  db: Db,
  groupId: number,
  overrides: Partial<typeof groupTopics.$inferInsert> = {},
  segmentRules: TopicSegmentRule[] = [],
) => insertTopic(db, groupId, overrides, 7 * 86400_000, segmentRules);

export const makeSegment = (db: Db, userIds: number[]) =>
  insertSegment(db, `seg ${Date.now()}`, userIds);

export async function setTemplate(
  db: Db,
  groupId: number,
  kind: GroupMailKind,
  language: ContentLanguage,
  subject: string,
  body: string,
) {
  await db
    .insert(groupMailTemplates)
    .values({ groupId, kind, language, subject, body })
    .onConflictDoUpdate({
      target: [groupMailTemplates.groupId, groupMailTemplates.kind, groupMailTemplates.language],
      set: { subject, body },
    });
}

export async function makePost(db: Db, groupId: number, topicId: number, authorId: number) {
  const [row] = await db
    .insert(groupPosts)
    .values({ groupId, topicId, authorId, body: '小豆島でオリーブ狩りをしたいです。' })
    .returning();
  return row!;
}

export async function makeComment(db: Db, postId: number, authorId: number) {
  const [row] = await db
    .insert(groupComments)
    .values({ postId, authorId, body: 'いいですね！' })
    .returning();
  return row!;
}
