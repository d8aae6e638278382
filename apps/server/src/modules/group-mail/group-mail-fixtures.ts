// Test fixtures of group mail: a group, memberships, topics with segments, templates and posts,
// written straight to the database (the group screens' own calls are other modules' tests).
import type { ContentLanguage } from '@fanclub/contract/codes';
import type { GroupMailKind, GroupRole, GroupMemberState } from '@fanclub/contract/group-codes';
import type { Db } from '../../db/client';
import {
  groupComments,
  groupMailTemplates,
  groupMembers,
  groupPosts,
  groups,
  groupTopicSegments,
  groupTopics,
  segmentMembers,
  segments,
} from '../../db/schema/index';

export async function makeGroup(db: Db, overrides: Partial<typeof groups.$inferInsert> = {}) {
  const [row] = await db
    .insert(groups)
    .values({
      name: '瀬戸内の島旅ラボ',
      visibility: 'private',
      status: 'published',
      mrocEnabled: true,
      contactName: '事務局 島田',
      contactEmail: 'lab@example.jp',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function addMember(
  db: Db,
  groupId: number,
  userId: number,
  role: GroupRole = 'participant',
  state: GroupMemberState = 'joined',
) {
  await db.insert(groupMembers).values({ groupId, userId, role, state });
}

export async function makeTopic(
  db: Db,
  groupId: number,
  overrides: Partial<typeof groupTopics.$inferInsert> = {},
  segmentRules: { segmentId: number; operator: 'include' | 'exclude' }[] = [],
) {
  const now = Date.now();
  const [row] = await db
    .insert(groupTopics)
    .values({
      groupId,
      title: '夏の島でしたいこと',
      opensAt: new Date(now - 3600_000),
      closesAt: new Date(now + 7 * 86400_000),
      status: 'published',
      ...overrides,
    })
    .returning();
  if (segmentRules.length)
    await db
      .insert(groupTopicSegments)
      .values(segmentRules.map((s) => ({ topicId: row!.id, ...s })));
  return row!;
}

export async function makeSegment(db: Db, userIds: number[]) {
  const [row] = await db
    .insert(segments)
    .values({ name: `seg ${Date.now()}` })
    .returning();
  if (userIds.length)
    await db
      .insert(segmentMembers)
      .values(userIds.map((userId) => ({ segmentId: row!.id, userId })));
  return row!;
}

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
