// Who may write, change, delete or block in a post's conversation. Who may see the post (and
// so its comments) is the post's policy (posts/policy.ts, `postCondition`).
import type { SQL } from 'drizzle-orm';
import type { UserRow } from '../../db/schema/index';
import { appError } from '../../errors';
import { mayAccessPost, postCondition, type PostFacts } from '../posts/policy';

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

/**
 * The posts whose conversation the actor may read (`write: false`: admins moderate every post)
 * or join (`write: true`: a post they may see). Anything else is a 404.
 */
export const postAccess = (actor: Actor, { write }: { write: boolean }): SQL =>
  postCondition(actor, write ? 'see' : 'moderate');

/**
 * `postAccess` without `write` on a post already loaded: the same rule in memory. undefined when
 * the post's audience names segments (the reader's segments are not loaded): ask `postAccess`.
 */
export function mayReadThread(
  actor: Actor,
  post: PostFacts,
  now = new Date(),
): boolean | undefined {
  const { segments } = post.audience.type === 'custom' ? post.audience : {};
  if (!actor.isAdmin && (segments?.include?.length || segments?.exclude?.length)) return undefined;
  return mayAccessPost(actor, post, 'moderate', now);
}

/** Blocking restricts commenting (and posting): writing, replying and editing. */
export function assertMayComment(actor: Actor) {
  if (actor.isBlocked) throw appError('ACCOUNT_BLOCKED', { messageKey: 'comments.blocked' });
}

type CommentLike = { userId: number; deletedAt: Date | null };

export const canEdit = (actor: Actor, comment: CommentLike) =>
  comment.deletedAt === null && comment.userId === actor.id && !actor.isBlocked;

export const canDelete = (actor: Actor, comment: CommentLike) =>
  comment.deletedAt === null && (comment.userId === actor.id || actor.isAdmin);

export const canBlockAuthor = (actor: Actor, comment: CommentLike & { authorBlocked: boolean }) =>
  actor.isAdmin && comment.userId !== actor.id && !comment.authorBlocked;
