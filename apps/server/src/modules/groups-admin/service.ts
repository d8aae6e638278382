// The work of group management, each change in one transaction: groups (with their stored
// images), memberships (invite, role, remove) and topics (windows, nesting, segments).
import { and, eq, max, sql } from 'drizzle-orm';
import type { Audience } from '@fanclub/contract/audience';
import type { GroupFormFields, GroupTopicData } from '@fanclub/contract/groups-admin';
import type { GroupItemStatus, GroupRole } from '@fanclub/contract/group-codes';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import { parseTimeInput } from '@fanclub/contract/japan-time';
import { translate } from '@fanclub/contract/messages';
import type { UiLocale } from '@fanclub/contract/codes';
import type { Db } from '../../db/client';
import {
  groupMembers,
  groups,
  groupTopicSegments,
  groupTopics,
  type GroupRow,
  type GroupTopicRow,
} from '../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../errors';
import type { ServiceContext } from '../../lib/context';
import { sanitizePostHtml } from '../posts/sanitize';
import { queueGroupMail } from '../group-mail/index';
import { storeGroupImage, type GroupForm } from './form';
import { activeUserIds, existingSegmentIds, idsToInvite } from './queries';

type Ctx = Pick<ServiceContext, 'db' | 'storage'>;

/** The lead moderator must be an active member; they become a joined moderator of the group. */
async function checkModerator(db: Db, moderatorId: number | undefined) {
  if (moderatorId === undefined) return;
  const [found] = await activeUserIds(db, [moderatorId]);
  if (!found) throw validationFailed({ moderatorId: { key: 'group_admin.moderator_invalid' } });
}

async function seatModerator(db: Db, groupId: number, userId: number, actorId: number) {
  const now = new Date();
  await db
    .insert(groupMembers)
    .values({
      groupId,
      userId,
      role: 'moderator',
      state: 'joined',
      invitedById: actorId,
      invitedAt: now,
      joinedAt: now,
    })
    .onConflictDoUpdate({
      target: [groupMembers.groupId, groupMembers.userId],
      set: {
        role: 'moderator',
        state: 'joined',
        joinedAt: sql`coalesce(${groupMembers.joinedAt}, now())`,
      },
    });
}

function columnsOf(fields: GroupFormFields) {
  return {
    name: fields.name,
    description: sanitizePostHtml(fields.description),
    visibility: fields.visibility,
    searchable: fields.searchable,
    mrocEnabled: fields.mrocEnabled,
    moderatorId: fields.moderatorId ?? null,
    contactName: fields.contactName,
    contactEmail: fields.contactEmail,
    contactInfo: fields.contactInfo,
  };
}

export async function createGroup(ctx: Ctx, form: GroupForm, actorId: number): Promise<GroupRow> {
  await checkModerator(ctx.db, form.fields.moderatorId);
  const imageKey = form.files.image ? await storeGroupImage(ctx.storage, form.files.image) : null;
  const bannerKey = form.files.banner
    ? await storeGroupImage(ctx.storage, form.files.banner)
    : null;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(groups)
      .values({ ...columnsOf(form.fields), imageKey, bannerKey, createdById: actorId })
      .returning();
    if (form.fields.moderatorId) await seatModerator(tx, row!.id, form.fields.moderatorId, actorId);
    return row!;
  });
}

export async function updateGroup(
  ctx: Ctx,
  group: GroupRow,
  form: GroupForm,
  actorId: number,
): Promise<GroupRow> {
  await checkModerator(ctx.db, form.fields.moderatorId);
  const imageKey = form.files.image
    ? await storeGroupImage(ctx.storage, form.files.image)
    : form.fields.removeImage
      ? null
      : group.imageKey;
  const bannerKey = form.files.banner
    ? await storeGroupImage(ctx.storage, form.files.banner)
    : form.fields.removeBanner
      ? null
      : group.bannerKey;
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(groups)
      .set({ ...columnsOf(form.fields), imageKey, bannerKey, updatedAt: new Date() })
      .where(eq(groups.id, group.id))
      .returning();
    if (form.fields.moderatorId && form.fields.moderatorId !== group.moderatorId)
      await seatModerator(tx, group.id, form.fields.moderatorId, actorId);
    return updated!;
  });
  for (const [old, now] of [
    [group.imageKey, imageKey],
    [group.bannerKey, bannerKey],
  ] as const)
    if (old && old !== now) await ctx.storage.delete(old);
  return row;
}

export async function setGroupStatus(db: Db, groupId: number, status: GroupItemStatus) {
  await db.update(groups).set({ status, updatedAt: new Date() }).where(eq(groups.id, groupId));
}

export async function deleteGroup(ctx: Ctx, group: GroupRow) {
  await ctx.db.delete(groups).where(eq(groups.id, group.id));
  for (const key of [group.imageKey, group.bannerKey]) if (key) await ctx.storage.delete(key);
}

// ---------------------------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------------------------

export type InviteRequest = {
  groupId: number;
  userIds?: number[] | undefined;
  audience?: Audience | undefined;
  role: GroupRole;
  sendInvitation: boolean;
  actorId: number;
};

/**
 * Invites active members who are not in the group yet (anyone already invited or joined is left
 * as they were); with `sendInvitation`, queues the invitation mail to the newly invited. A mail
 * that cannot go (no Japanese template, draft group, another batch running) leaves the
 * invitations in place and says why.
 */
export async function inviteMembers(ctx: ServiceContext, request: InviteRequest, locale: UiLocale) {
  const db = ctx.db;
  const candidates = request.userIds
    ? await activeUserIds(db, [...new Set(request.userIds)])
    : await idsToInvite(db, request.groupId, request.audience!);
  const now = new Date();
  const invitedIds = candidates.length
    ? (
        await db
          .insert(groupMembers)
          .values(
            candidates.map((userId) => ({
              groupId: request.groupId,
              userId,
              role: request.role,
              state: 'invited' as const,
              invitedById: request.actorId,
              invitedAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ userId: groupMembers.userId })
      ).map((r) => r.userId)
    : [];
  const asked = request.userIds ? new Set(request.userIds).size : candidates.length;
  let mailed: number | null = null;
  let mailError: string | null = null;
  if (request.sendInvitation) {
    mailed = 0;
    if (invitedIds.length)
      try {
        const result = await queueGroupMail(ctx, {
          kind: 'invitation',
          groupId: request.groupId,
          userIds: invitedIds,
          actorId: request.actorId,
        });
        mailed = result.recipients;
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        mailError = translate(
          locale,
          error.messageKey ?? `errors.${error.errorCode}`,
          error.params,
        );
      }
  }
  return { invited: invitedIds.length, unchanged: asked - invitedIds.length, mailed, mailError };
}

export async function changeRole(db: Db, groupId: number, userId: number, role: GroupRole) {
  const [row] = await db
    .update(groupMembers)
    .set({ role })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning();
  if (!row) throw notFound();
}

export async function removeMember(db: Db, group: GroupRow, userId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, userId)))
      .returning();
    if (!row) throw notFound();
    if (group.moderatorId === userId)
      await tx.update(groups).set({ moderatorId: null }).where(eq(groups.id, group.id));
  });
}

// ---------------------------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------------------------

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
