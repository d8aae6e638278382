// Posts as the admin screens see them.
import type { UiLocale } from '@fanclub/contract/codes';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import {
  type AdminPostDetail,
  type AdminPostItem,
  emptyReactionCounts,
  type PostAuthor,
  type PostMail,
  REACTION_TYPES,
  type ReactionCounts,
  type ReactionType,
} from '@fanclub/contract/posts';
import type { Audience } from '@fanclub/contract/audience';
import type { Storage } from '../../lib/storage';
import { avatarKey } from '../avatar/service';
import { categoryName } from '../categories/presenter';
import { presentCover } from './cover';
import { postState } from './policy';
import type { AuthorRow, CategoryRef, PostRow } from './queries';

export function presentAuthor(storage: Storage, author: AuthorRow): PostAuthor {
  return {
    id: author?.id ?? null,
    nickname: author?.nickname ?? '',
    avatarUrl: author?.avatarPath ? storage.url(avatarKey(author.avatarPath)) : null,
  };
}

/** What the admin posts list shows of a post. */
export type AdminPostListRow = Pick<
  PostRow,
  | 'id'
  | 'title'
  | 'kind'
  | 'status'
  | 'publishAt'
  | 'audience'
  | 'viewCount'
  | 'commentCount'
  | 'reactionCount'
  | 'createdAt'
  | 'updatedAt'
>;

export function presentAdminPost(
  locale: UiLocale,
  storage: Storage,
  post: AdminPostListRow,
  author: AuthorRow,
  cats: CategoryRef[],
): AdminPostItem {
  return {
    id: post.id,
    title: post.title,
    kind: post.kind === 'member' ? 'member' : 'admin',
    status: post.status === 'published' ? 'published' : 'draft',
    state: postState(post),
    author: presentAuthor(storage, author),
    categories: cats.map((c) => ({ id: c.id, name: categoryName(locale, c) })),
    audienceType: post.audience.type,
    publishAt: post.publishAt?.toISOString() ?? null,
    viewCount: post.viewCount,
    commentCount: post.commentCount,
    reactionCount: post.reactionCount,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

export function toReactionCounts(rows: { type: string; n: number }[]): ReactionCounts {
  const counts = emptyReactionCounts();
  for (const { type, n } of rows)
    if ((REACTION_TYPES as readonly string[]).includes(type)) counts[type as ReactionType] = n;
  return counts;
}

export function presentAdminPostDetail(
  item: AdminPostItem,
  post: PostRow,
  reactions: ReactionCounts,
  commentCount: number,
): AdminPostDetail {
  return {
    ...item,
    commentCount,
    reactionCount: Object.values(reactions).reduce((a, b) => a + b, 0),
    contents: post.contents,
    excerpt: post.excerpt,
    coverImage: post.coverImage,
    cover: presentCover(post),
    categoryIds: item.categories.map((c) => c.id),
    audience: post.audience as Audience,
    mail: post.mail as PostMail,
    publishAtJst: post.publishAt ? formatJapanTime(post.publishAt) : null,
    mailScheduledAt: post.mailScheduledAt?.toISOString() ?? null,
    mailScheduledAtJst: post.mailScheduledAt ? formatJapanTime(post.mailScheduledAt) : null,
    reactionCounts: reactions,
  };
}
