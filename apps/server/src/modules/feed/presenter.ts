// Shapes feed rows for the API: categories in the request's language, reaction counts by type
// with every type present, and the reader's own reaction. No raw row leaves the server.
import type { UiLocale } from '@fanclub/contract/codes';
import { feedItem, type FeedItem, type PublicPost } from '@fanclub/contract/feed';
import {
  emptyReactionCounts,
  postDetail,
  REACTION_TYPES,
  type PostCategoryRef,
  type PostDetail,
  type ReactionCounts,
  type ReactionType,
} from '@fanclub/contract/posts';
import type { UserRow } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';
import { avatarKey } from '../avatar/service';
import { presentCover } from '../posts/cover';
import { canCommentOn, canEditPost } from '../posts/policy';
import type { PostCategoryRow as CategoryRow } from '../posts/queries';
import { relatedRows, type DetailRow, type ReactionRow, type SummaryRow } from './queries';
import type { Rendered } from './totals';

export const categoryName = (locale: UiLocale, row: { nameJa: string; nameEn: string }) =>
  locale === 'en' ? row.nameEn : row.nameJa;

/** The related rows of a page, grouped by post id. */
export type Related = {
  categories: Map<number, PostCategoryRef[]>;
  counts: Map<number, ReactionCounts>;
  mine: Map<number, ReactionType>;
};

export function groupRelated(
  locale: UiLocale,
  categoryRows: CategoryRow[],
  reactionRows: ReactionRow[],
): Related {
  const related: Related = { categories: new Map(), counts: new Map(), mine: new Map() };
  for (const row of categoryRows) {
    const list = related.categories.get(row.postId) ?? [];
    list.push({ id: row.id, name: categoryName(locale, row) });
    related.categories.set(row.postId, list);
  }
  for (const row of reactionRows) {
    if (!(REACTION_TYPES as readonly string[]).includes(row.type)) continue;
    const type = row.type as ReactionType;
    const counts = related.counts.get(row.postId) ?? emptyReactionCounts();
    counts[type] = Number(row.count);
    related.counts.set(row.postId, counts);
    if (row.mine) related.mine.set(row.postId, type);
  }
  return related;
}

/** publishAt, or the creation time of a post published "now" without one. */
const publishedAt = (row: { publishAt: Date | null; createdAt: Date }) =>
  (row.publishAt ?? row.createdAt).toISOString();

export function presentFeedItem(
  storage: Storage,
  user: UserRow,
  row: SummaryRow | DetailRow,
  related: Related,
): FeedItem {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    cover: presentCover(row),
    categories: related.categories.get(row.id) ?? [],
    publishedAt: publishedAt(row),
    author: {
      id: row.authorId,
      nickname: row.authorNickname ?? '',
      avatarUrl: row.authorAvatar ? storage.url(avatarKey(row.authorAvatar)) : null,
    },
    viewCount: row.viewCount,
    commentCount: row.commentCount,
    reactionCounts: related.counts.get(row.id) ?? emptyReactionCounts(),
    myReaction: related.mine.get(row.id) ?? null,
    kind: row.kind === 'member' ? 'member' : 'admin',
    canEdit: canEditPost(user, row),
  };
}

export function presentPostDetail(
  storage: Storage,
  user: UserRow,
  row: DetailRow,
  related: Related,
): PostDetail {
  return {
    ...presentFeedItem(storage, user, row, related),
    contents: row.contents,
    updatedAt: row.updatedAt.toISOString(),
    canComment: canCommentOn(user),
  };
}

export function presentPublicPost(row: DetailRow, related: Related): PublicPost {
  const counts = related.counts.get(row.id) ?? emptyReactionCounts();
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    contents: row.contents,
    cover: presentCover(row),
    categories: related.categories.get(row.id) ?? [],
    publishedAt: publishedAt(row),
    viewCount: row.viewCount,
    commentCount: row.commentCount,
    reactionCounts: counts,
    reactionTotal: Object.values(counts).reduce((a, b) => a + b, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Rendered once per post and locale (the contract's schema checks it then), kept with the cached
// row; each request adds only the reader's own fields. The routes send the JSON text as is.
// ---------------------------------------------------------------------------------------------

/** `{"a":1}` → `{"a":1` followed by the reader's fields and the closing brace. */
const open = (value: object) => JSON.stringify(value).slice(0, -1);
const related = (locale: UiLocale, row: SummaryRow | DetailRow) => {
  const { categoryRows, reactionRows } = relatedRows([row]);
  return groupRelated(locale, categoryRows, reactionRows);
};

export function renderFeedItem(
  storage: Storage,
  user: UserRow,
  locale: UiLocale,
  entry: Rendered<SummaryRow>,
  mine: Map<number, ReactionType>,
): string {
  const { row } = entry;
  let head = entry.json[locale];
  if (head === undefined) {
    const item = feedItem.parse(presentFeedItem(storage, user, row, related(locale, row)));
    const { myReaction: _mine, canEdit: _edit, ...shared } = item;
    head = entry.json[locale] = open(shared);
  }
  return `${head},"myReaction":${JSON.stringify(mine.get(row.id) ?? null)},"canEdit":${canEditPost(user, row)}}`;
}

export function renderPostDetail(
  storage: Storage,
  user: UserRow,
  locale: UiLocale,
  entry: Rendered<DetailRow>,
  mine: Map<number, ReactionType>,
): string {
  const { row } = entry;
  let head = entry.json[locale];
  if (head === undefined) {
    const item = postDetail.parse(presentPostDetail(storage, user, row, related(locale, row)));
    const { myReaction: _mine, canEdit: _edit, canComment: _comment, ...shared } = item;
    head = entry.json[locale] = open(shared);
  }
  return `${head},"myReaction":${JSON.stringify(mine.get(row.id) ?? null)},"canEdit":${canEditPost(user, row)},"canComment":${canCommentOn(user)}}`;
}
