// A group's topics as its managers change them: the checks that need the database (main topic,
// windows of main and sub-topics, segments), creation at the end of its level, the whole-form
// save, publish and unpublish, deletion, and finding one topic of the group.
import { and, eq, max, sql } from 'drizzle-orm';
import type { GroupTopicData } from '@fanclub/contract/groups-admin';
import type { GroupItemStatus } from '@fanclub/contract/group-codes';
import { formatJapanTime, parseTimeInput } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import { groupTopicSegments, groupTopics, type GroupTopicRow } from '../../db/schema/index';
import { notFound, validationFailed } from '../../errors';
import { sanitizePostHtml } from '../posts/sanitize';
import { existingSegmentIds } from './queries';

type Window = { opensAt: Date; closesAt: Date };
const inside = (inner: Window, outer: Window) =>
  inner.opensAt.getTime() >= outer.opensAt.getTime() &&
  inner.closesAt.getTime() <= outer.closesAt.getTime();

/** The checks that need the database: parent, windows against parent and children, segments. */
async function checkTopic(db: Db, groupId: number, data: GroupTopicData, current?: GroupTopicRow) {
  const window: Window = {
    opensAt: parseTimeInput(data.opensAt)!,
    closesAt: parseTimeInput(data.closesAt)!,
  };
  const parentId = data.parentId ?? null;
  if (parentId !== null) {
    const [parent] = await db
      .select()
      .from(groupTopics)
      .where(and(eq(groupTopics.id, parentId), eq(groupTopics.groupId, groupId)));
    if (!parent || parent.parentId !== null || parent.id === current?.id)
      throw validationFailed({ parentId: { key: 'group_admin.parent_invalid' } });
    if (current) {
      const [child] = await db
        .select({ id: groupTopics.id })
        .from(groupTopics)
        .where(eq(groupTopics.parentId, current.id))
        .limit(1);
      if (child) throw validationFailed({ parentId: { key: 'group_admin.has_sub_topics' } });
    }
    if (!inside(window, parent)) {
      const params = {
        opens: formatJapanTime(parent.opensAt),
        closes: formatJapanTime(parent.closesAt),
      };
      const error = { key: 'group_admin.inside_parent' as const, params };
      throw validationFailed({ opensAt: error, closesAt: error });
    }
  } else if (current) {
    const children = await db
      .select()
      .from(groupTopics)
      .where(eq(groupTopics.parentId, current.id));
    if (children.some((c) => !inside(c, window)))
      throw validationFailed({ opensAt: { key: 'group_admin.children_outside' } });
  }
  const wanted = data.segments.map((s) => s.segmentId);
  const known = await existingSegmentIds(db, wanted);
  if (wanted.some((id) => !known.has(id)))
    throw validationFailed({ segments: { key: 'group_admin.segment_unknown' } });
  return { window, parentId };
}

async function nextPosition(db: Db, groupId: number, parentId: number | null) {
  const [row] = await db
    .select({ n: max(groupTopics.position) })
    .from(groupTopics)
    .where(
      and(
        eq(groupTopics.groupId, groupId),
        parentId === null
          ? sql`${groupTopics.parentId} is null`
          : eq(groupTopics.parentId, parentId),
      ),
    );
  return row?.n === null || row?.n === undefined ? 0 : row.n + 1;
}

async function writeSegments(db: Db, topicId: number, rules: GroupTopicData['segments']) {
  await db.delete(groupTopicSegments).where(eq(groupTopicSegments.topicId, topicId));
  if (rules.length)
    await db.insert(groupTopicSegments).values(rules.map((r) => ({ topicId, ...r })));
}

export async function createTopic(db: Db, groupId: number, data: GroupTopicData, actorId: number) {
  const { window, parentId } = await checkTopic(db, groupId, data);
  return db.transaction(async (tx) => {
    const position = data.position ?? (await nextPosition(tx, groupId, parentId));
    const [row] = await tx
      .insert(groupTopics)
      .values({
        groupId,
        parentId,
        title: data.title,
        body: sanitizePostHtml(data.body),
        ...window,
        position,
        createdById: actorId,
      })
      .returning();
    await writeSegments(tx, row!.id, data.segments);
    return row!;
  });
}

export async function updateTopic(db: Db, topic: GroupTopicRow, data: GroupTopicData) {
  const { window, parentId } = await checkTopic(db, topic.groupId, data, topic);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(groupTopics)
      .set({
        parentId,
        title: data.title,
        body: sanitizePostHtml(data.body),
        ...window,
        ...(data.position !== undefined ? { position: data.position } : {}),
        // Moved to a new opening still ahead: its opening mail goes at the new time.
        ...(window.opensAt.getTime() !== topic.opensAt.getTime() && window.opensAt > new Date()
          ? { openingMailedAt: null }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(groupTopics.id, topic.id))
      .returning();
    await writeSegments(tx, topic.id, data.segments);
    return row!;
  });
}

export async function setTopicStatus(db: Db, topicId: number, status: GroupItemStatus) {
  await db
    .update(groupTopics)
    .set({ status, updatedAt: new Date() })
    .where(eq(groupTopics.id, topicId));
}

export async function deleteTopic(db: Db, topicId: number) {
  await db.delete(groupTopics).where(eq(groupTopics.id, topicId));
}

export async function findTopic(db: Db, groupId: number, topicId: number): Promise<GroupTopicRow> {
  const [row] = await db
    .select()
    .from(groupTopics)
    .where(and(eq(groupTopics.id, topicId), eq(groupTopics.groupId, groupId)));
  if (!row) throw notFound();
  return row;
}
