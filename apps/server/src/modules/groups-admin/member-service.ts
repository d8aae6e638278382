// A group's memberships, each change in one transaction: invitations (by hand or by an
// audience, with the invitation mail), role changes and removal (the lead moderator's seat too).
import { and, eq } from 'drizzle-orm';
import type { Audience } from '@fanclub/contract/audience';
import type { GroupRole } from '@fanclub/contract/group-codes';
import { translate } from '@fanclub/contract/messages';
import type { UiLocale } from '@fanclub/contract/codes';
import type { Db } from '../../db/client';
import { groupMembers, groups, type GroupRow } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import type { ServiceContext } from '../../lib/context';
import { queueGroupMail } from '../group-mail/index';
import { activeUserIds, idsToInvite } from './queries';

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
