// The member's group actions: the group page's facts (my standing and flags, the topics I see
// as a tree with the counts of the posts I see there), joining or accepting an invitation (then the group's
// "registration complete" notice), leaving or declining, pins, and a member's page with the
// posts the reader may see (topic visibility and MROC's answer-first rule).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupMembers } from '../../db/schema/index';
import { appError, forbidden, notFound } from '../../errors';
import type { ServiceContext } from '../../lib/context';
import { sendGroupNotice } from '../group-mail/index';
import { loadGroupAccess, visibleTopics, type GroupAccess } from './access';
import { visibleGroupPostsWhere } from '../group-topics/visibility';
import { mayEnter, mayJoin, mayModerate, type GroupReader } from './policy';
import { findMembership, findPerson, memberCounts, memberPosts, topicPostCounts } from './queries';

export type GroupFlagsFacts = {
  canJoin: boolean;
  canAccept: boolean;
  canLeave: boolean;
  canPin: boolean;
  canModerate: boolean;
  canEnter: boolean;
};

export function groupFlags(access: GroupAccess): GroupFlagsFacts {
  const { standing, membership, group } = access;
  return {
    canJoin: standing === 'visitor' && mayJoin(standing, group),
    canAccept: standing === 'invited',
    canLeave: membership !== null,
    canPin: membership !== null,
    canModerate: mayModerate(standing),
    canEnter: mayEnter(standing),
  };
}

/** Everything the group page shows, for a reader who may see the group. */
export async function loadGroupPage(
  db: Db,
  reader: GroupReader,
  groupId: number,
  now = new Date(),
) {
  const access = await loadGroupAccess(db, reader, groupId);
  const topics = await visibleTopics(db, reader, access, now);
  const [counts, members, membershipRow, lead] = await Promise.all([
    visibleGroupPostsWhere(db, reader, access, topics).then((visible) =>
      topicPostCounts(db, visible),
    ),
    memberCounts(db, [groupId]),
    access.membership ? findMembership(db, groupId, reader.id) : Promise.resolve(undefined),
    access.group.moderatorId
      ? findPerson(db, access.group.moderatorId)
      : Promise.resolve(undefined),
  ]);
  return {
    access,
    topics,
    postCounts: counts,
    memberCount: members.get(groupId) ?? 0,
    membershipRow: membershipRow ?? null,
    lead: lead ?? null,
    flags: groupFlags(access),
    now,
  };
}

/** Join a public group as participant, or accept an invitation keeping its role. */
export async function joinGroup(ctx: ServiceContext, reader: GroupReader, groupId: number) {
  const access = await loadGroupAccess(ctx.db, reader, groupId);
  if (access.membership?.state === 'joined') throw appError('CONFLICT');
  if (!mayJoin(access.standing, access.group)) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    if (access.standing === 'invited') {
      const done = await tx
        .update(groupMembers)
        .set({ state: 'joined', joinedAt: now })
        .where(
          and(
            eq(groupMembers.groupId, groupId),
            eq(groupMembers.userId, reader.id),
            eq(groupMembers.state, 'invited'),
          ),
        )
        .returning({ userId: groupMembers.userId });
      if (done.length === 0) throw appError('CONFLICT');
    } else {
      const done = await tx
        .insert(groupMembers)
        .values({ groupId, userId: reader.id, role: 'participant', state: 'joined', joinedAt: now })
        .onConflictDoNothing()
        .returning({ userId: groupMembers.userId });
      if (done.length === 0) throw appError('CONFLICT');
    }
    await sendGroupNotice(
      { ...ctx, db: tx },
      { kind: 'registration_complete', groupId, userId: reader.id },
    );
  });
}

/**
 * Leave a group (joined) or decline an invitation (invited): the row goes, with its pin. A last
 * moderator may leave too: admins moderate every group, so no group is left without one.
 */
export async function leaveGroup(db: Db, reader: GroupReader, groupId: number) {
  const access = await loadGroupAccess(db, reader, groupId);
  if (!access.membership) throw forbidden();
  await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, reader.id)));
}

/** Pin or unpin: only with a membership (joined or invited). */
export async function setPinned(db: Db, reader: GroupReader, groupId: number, pinned: boolean) {
  const access = await loadGroupAccess(db, reader, groupId);
  if (!access.membership) throw forbidden();
  const [row] = await db
    .update(groupMembers)
    .set({ pinned })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, reader.id)))
    .returning();
  if (!row) throw forbidden();
  return row;
}

/**
 * A joined member's page for a reader inside the same group: their posts in the topics the
 * reader sees; in an MROC group a participant who has not answered a topic yet sees nobody
 * else's posts there (their own page shows all of their own).
 */
export async function loadMemberPage(
  db: Db,
  reader: GroupReader,
  groupId: number,
  memberId: number,
  page: number,
  limit: number,
  now = new Date(),
) {
  const access = await loadGroupAccess(db, reader, groupId);
  if (!mayEnter(access.standing)) throw notFound();
  const membership = await findMembership(db, groupId, memberId);
  if (!membership || membership.state !== 'joined') throw notFound();
  const person = await findPerson(db, memberId);
  if (!person) throw notFound();
  const visible = await visibleGroupPostsWhere(db, reader, access, undefined, now);
  const posts = await memberPosts(db, memberId, visible, page, limit);
  return { access, person, membership, posts };
}
