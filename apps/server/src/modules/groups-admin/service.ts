// The work of group management on the group itself, each change in one transaction: creation
// and settings (with their stored images and the lead moderator's seat), status, deletion.
// Memberships are in member-service.ts, topics in topic-service.ts.
import { eq, sql } from 'drizzle-orm';
import type { GroupFormFields } from '@fanclub/contract/groups-admin';
import type { GroupItemStatus } from '@fanclub/contract/group-codes';
import type { Db } from '../../db/client';
import { groupMembers, groups, type GroupRow } from '../../db/schema/index';
import { validationFailed } from '../../errors';
import type { ServiceContext } from '../../lib/context';
import { sanitizePostHtml } from '../posts/sanitize';
import { storeGroupImage, type GroupForm } from './form';
import { activeUserIds } from './queries';

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
