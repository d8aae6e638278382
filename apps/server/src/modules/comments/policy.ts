// Who may see a post's conversation and who may write, change, delete or block in it.
import { and, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { UserRow } from '../../db/schema/index';
import { posts } from '../../db/schema/index';
import { AppError } from '../../errors';
import { audienceIncludes } from '../audience/sql';

export type Actor = Pick<
  UserRow,
  | 'id'
  | 'isAdmin'
  | 'isBlocked'
  | 'yearOfBirth'
  | 'gender'
  | 'mainLanguage'
  | 'prefecture'
  | 'countryOfResidence'
  | 'nationality'
  | 'createdAt'
>;

/** Published, and its publish time has come. */
const isLive = (): SQL =>
  and(
    sql`${posts.status} = 'published'`,
    or(isNull(posts.publishAt), lte(posts.publishAt, sql`now()`)),
  )!;

/**
 * The posts whose conversation the actor may read (`write: false`) or join (`write: true`).
 * Admins read every post (to moderate) and write on live ones; a member needs a live post in
 * their audience. Anything else is a 404, so a post's existence does not leak.
 */
export function postAccess(actor: Actor, { write }: { write: boolean }): SQL {
  if (actor.isAdmin) return write ? isLive() : sql`true`;
  return and(isLive(), audienceIncludes(posts.audience, actor, new Date(), posts.audienceAll))!;
}

/** Blocking restricts commenting (and posting): writing, replying and editing. */
export function assertMayComment(actor: Actor) {
  if (actor.isBlocked)
    throw new AppError(403, 'ACCOUNT_BLOCKED', { messageKey: 'comments.blocked' });
}

type CommentLike = { userId: number; deletedAt: Date | null };

export const canEdit = (actor: Actor, comment: CommentLike) =>
  comment.deletedAt === null && comment.userId === actor.id && !actor.isBlocked;

export const canDelete = (actor: Actor, comment: CommentLike) =>
  comment.deletedAt === null && (comment.userId === actor.id || actor.isAdmin);

export const canBlockAuthor = (actor: Actor, comment: CommentLike & { authorBlocked: boolean }) =>
  actor.isAdmin && comment.userId !== actor.id && !comment.authorBlocked;
