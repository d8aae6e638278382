// Who may write, edit, delete and see a post (spec §7 "Posts"; CONTRACT.md "Forbidden vs hidden").
// Decisions (docs/DECISIONS.md): a blocked member cannot post or edit; a scheduled post is a
// published post whose publishAt is in the future — hidden by the query rule, no job needed.
import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PostState } from '@fanclub/contract/posts';
import type { UserRow } from '../../db/schema/index';
import { posts } from '../../db/schema/index';
import { audienceIncludes } from '../audience/sql';

/** The kind of post this user may write, or null when they may not write at all. */
export function authorKind(user: UserRow): 'admin' | 'member' | null {
  if (user.isAdmin) return 'admin';
  if (user.isBlocked || !user.canPost || user.status !== 'active') return null;
  return 'member';
}

type PostRef = { authorId: number | null };

export function canEditPost(user: UserRow, post: PostRef): boolean {
  if (user.isAdmin) return true;
  return post.authorId === user.id && authorKind(user) === 'member';
}

/** Authors may take their own posts down even after losing the posting permission. */
export function canDeletePost(user: UserRow, post: PostRef): boolean {
  return user.isAdmin || (post.authorId !== null && post.authorId === user.id);
}

/** Published, due (publishAt not in the future) and for this member's audience. */
export function postVisibleTo(user: UserRow, now = new Date()): SQL {
  return and(
    eq(posts.status, 'published'),
    or(isNull(posts.publishAt), lte(posts.publishAt, now)),
    audienceIncludes(posts.audience, user, now, posts.audienceAll),
  )!;
}

export function postState(
  post: { status: string; publishAt: Date | null },
  now = new Date(),
): PostState {
  if (post.status !== 'published') return 'draft';
  return post.publishAt && post.publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}
