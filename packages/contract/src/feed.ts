// The members' feed and the reading calls (/home, /posts/{postId}, /public/posts/{postId}:
// GET api/posts, api/posts/{id}, api/post-detail/{id}, api/public/posts/{id},
// POST api/count-view/{id}). The post shapes themselves live in ./posts.
import { z } from 'zod';
import { MAX_ID, pageMeta, pageQuery, strictInteger } from './api';
import { postCategoryRef, postHead, postSummary, reactionCounts } from './posts';

/** GET api/posts: `filter` is a category id (empty = every category). */
export const feedQuery = pageQuery.extend({
  filter: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    strictInteger(z.number().int().positive('validation.option').max(MAX_ID).optional()),
  ),
});
export type FeedQuery = z.input<typeof feedQuery>;

/** A post in the feed: the summary without its contents (cards show the excerpt). */
export const feedItem = postSummary.omit({ contents: true }).meta({ id: 'FeedItem' });
export type FeedItem = z.infer<typeof feedItem>;

/** The feed page, plus the active categories for the filter chips. */
export const feedList = z
  .object({
    data: z.array(feedItem),
    meta: pageMeta.extend({ categories: z.array(postCategoryRef) }),
  })
  .meta({ id: 'FeedList' });
export type FeedList = z.infer<typeof feedList>;

/** POST api/count-view/{id}: `counted` is false when this member had already viewed it. */
export const viewResult = z
  .object({ viewCount: z.number().int(), counted: z.boolean() })
  .meta({ id: 'ViewResult' });
export type ViewResult = z.infer<typeof viewResult>;

/** GET api/public/posts/{id}: what the page without sign-in shows (no member data). */
export const publicPost = z
  .object({
    ...postHead,
    viewCount: z.number().int(),
    commentCount: z.number().int(),
    reactionCounts,
    reactionTotal: z.number().int(),
  })
  .meta({ id: 'PublicPost' });
export type PublicPost = z.infer<typeof publicPost>;
