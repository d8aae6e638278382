// Posts: sanitised HTML contents, audiences, Japan-time schedules. Shared by the authoring screens,
// the feed, the post detail, comments and reactions: keep the exported names stable (the
// categories live in categories.ts and are exported from here too).
import { z } from 'zod';
import { MAX_ID, blankToUndefined, pageQuery, strictInteger } from './api';
import { audienceSchema } from './audience';
import { coverChoice, postCover } from './post-cover';
import { MAIL_TAGS_BY_SOURCE, mailSetFor } from './sendouts';
import { CONTENT_LANGUAGES, REACTION_TYPES, type ReactionType } from './codes';
import { parseTimeInput } from './japan-time';

// ---------------------------------------------------------------------------------------------
// Reactions
// ---------------------------------------------------------------------------------------------

export { REACTION_TYPES, type ReactionType };
export * from './categories';
export const reactionType = z.enum(REACTION_TYPES, { error: 'validation.option' });

/** Count per reaction type; every type present (0 when none). */
export const reactionCounts = z.object({
  like: z.number().int(),
  love: z.number().int(),
  haha: z.number().int(),
  wow: z.number().int(),
  sad: z.number().int(),
  angry: z.number().int(),
});
export type ReactionCounts = z.infer<typeof reactionCounts>;

export function emptyReactionCounts(): ReactionCounts {
  return { like: 0, love: 0, haha: 0, wow: 0, sad: 0, angry: 0 };
}

// ---------------------------------------------------------------------------------------------
// Post editor
// ---------------------------------------------------------------------------------------------

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_KINDS = ['admin', 'member'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** The tags a post's mail may carry; anything else in `{{…}}` is refused at save time. */
export const MAIL_TAGS = MAIL_TAGS_BY_SOURCE.post;

const scheduleField = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .refine((v) => parseTimeInput(v) !== undefined, 'validation.datetime')
    .nullable(),
);

/** A post's mail per language (subject and body required once a language is given). */
export const postMail = mailSetFor('post');
export type PostMail = z.infer<typeof postMail>;

/** POST api/posts and POST api/posts/{id}/edit. Members: audience/mail are ignored (forced). */
export const postBody = z
  .object({
    title: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(200, 'validation.too_long'),
    /** HTML from the rich text editor; sanitised with an allow-list on the server. */
    contents: z
      .string({ error: 'validation.required' })
      .max(200_000, 'validation.too_long')
      .refine((v) => v.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(v), {
        message: 'validation.required',
      }),
    categoryIds: z
      .array(strictInteger(z.number().int().positive('validation.option').max(MAX_ID)))
      .max(20, 'validation.too_long')
      .default([]),
    /** `YYYY-MM-DD HH:mm` Japan time or ISO 8601 with an offset; null = now; later = scheduled. */
    publishAt: scheduleField.default(null),
    audience: audienceSchema.default({ type: 'all' }),
    mail: postMail.default({}),
    /** `YYYY-MM-DD HH:mm` Japan time or ISO 8601 with an offset; null = with the publication. */
    mailScheduledAt: scheduleField.default(null),
    status: z.enum(POST_STATUSES, { error: 'validation.option' }).default('published'),
    /** The cover image chosen among the post's images; null = the first one; absent = unchanged. */
    coverImage: coverChoice,
  })
  .superRefine((post, ctx) => {
    // Members without a written language get the Japanese mail, so it must exist.
    if (Object.values(post.mail).some(Boolean) && !post.mail.ja)
      ctx.addIssue({
        code: 'custom',
        path: ['mail', 'ja', 'subject'],
        message: 'validation.mail_japanese',
      });
  });
export type PostBody = z.input<typeof postBody>;
export type PostData = z.output<typeof postBody>;

export const countAudiencesBody = z.object({ audience: audienceSchema });
export type CountAudiencesBody = z.input<typeof countAudiencesBody>;

export const postImageResult = z.object({ url: z.string() }).meta({ id: 'PostImage' });
export type PostImageResult = z.infer<typeof postImageResult>;

// ---------------------------------------------------------------------------------------------
// Reading shapes (feed, detail) — used by modules/feed and features/feed, post-detail
// ---------------------------------------------------------------------------------------------

export const postCategoryRef = z.object({ id: z.number().int(), name: z.string() });
export type PostCategoryRef = z.infer<typeof postCategoryRef>;

export const postAuthor = z.object({
  id: z.number().int().nullable(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
});
export type PostAuthor = z.infer<typeof postAuthor>;

/** What every reader of a post sees first: the feed and the page without sign-in. */
export const postHead = {
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  /** Sanitised HTML. */
  contents: z.string(),
  cover: postCover,
  categories: z.array(postCategoryRef),
  /** ISO 8601: publishAt, or the creation time when published "now". */
  publishedAt: z.string(),
};

/** A post in the feed. */
export const postSummary = z
  .object({
    ...postHead,
    author: postAuthor,
    viewCount: z.number().int(),
    commentCount: z.number().int(),
    reactionCounts,
    myReaction: reactionType.nullable(),
    kind: z.enum(POST_KINDS),
    /** Whether the requester may edit (and delete) it. */
    canEdit: z.boolean(),
  })
  .meta({ id: 'PostSummary' });
export type PostSummary = z.infer<typeof postSummary>;

/** A post on its own page. */
export const postDetail = postSummary
  .extend({ updatedAt: z.string(), canComment: z.boolean() })
  .meta({ id: 'PostDetail' });
export type PostDetail = z.infer<typeof postDetail>;

// ---------------------------------------------------------------------------------------------
// Admin shapes
// ---------------------------------------------------------------------------------------------

export const adminPostListQuery = pageQuery.extend({
  keyword: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(['draft', 'published', 'scheduled'], { error: 'validation.option' }).optional(),
  ),
  kind: z.preprocess(
    blankToUndefined,
    z.enum(POST_KINDS, { error: 'validation.option' }).optional(),
  ),
});
export type AdminPostListQuery = z.input<typeof adminPostListQuery>;

/** `scheduled` = published with publishAt in the future. */
export const POST_STATES = ['draft', 'published', 'scheduled'] as const;
export type PostState = (typeof POST_STATES)[number];

export const adminPostItem = z
  .object({
    id: z.number().int(),
    title: z.string(),
    kind: z.enum(POST_KINDS),
    status: z.enum(POST_STATUSES),
    state: z.enum(POST_STATES),
    author: postAuthor,
    categories: z.array(postCategoryRef),
    audienceType: z.enum(['all', 'custom']),
    publishAt: z.string().nullable(),
    viewCount: z.number().int(),
    commentCount: z.number().int(),
    reactionCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminPost' });
export type AdminPostItem = z.infer<typeof adminPostItem>;

/** Response-side shapes (no coercion or transforms, which cannot be serialised). */
const mailContentView = z.object({ subject: z.string(), body: z.string() });
export const postMailView = z.object(
  Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, mailContentView.optional()])) as Record<
    (typeof CONTENT_LANGUAGES)[number],
    z.ZodOptional<typeof mailContentView>
  >,
);
export const audienceView = z.union([
  z.object({ type: z.literal('all') }),
  z.object({
    type: z.literal('custom'),
    ageMin: z.number().int().optional(),
    ageMax: z.number().int().optional(),
    gender: z.string().optional(),
    mainLanguage: z.string().optional(),
    prefectures: z.array(z.string()).optional(),
    countries: z.array(z.string()).optional(),
    nationalities: z.array(z.string()).optional(),
    registeredFrom: z.string().optional(),
    registeredTo: z.string().optional(),
    segments: z
      .object({
        include: z.array(z.number().int()).optional(),
        exclude: z.array(z.number().int()).optional(),
      })
      .optional(),
  }),
]);

/** GET api/posts-admin/{id}: everything the edit wizard needs, plus stats for posts-info. */
export const adminPostDetail = adminPostItem
  .extend({
    contents: z.string(),
    excerpt: z.string(),
    /** The admin's chosen cover (null: the first image), and the cover that results. */
    coverImage: z.string().nullable(),
    cover: postCover,
    categoryIds: z.array(z.number().int()),
    audience: audienceView,
    mail: postMailView,
    /** `YYYY-MM-DD HH:mm` Japan time, for the form. */
    publishAtJst: z.string().nullable(),
    mailScheduledAt: z.string().nullable(),
    mailScheduledAtJst: z.string().nullable(),
    reactionCounts,
  })
  .meta({ id: 'AdminPostDetail' });
export type AdminPostDetail = z.infer<typeof adminPostDetail>;

/** What POST api/posts and POST api/posts/{id}/edit answer. */
export const savedPost = z
  .object({ id: z.number().int(), status: z.enum(POST_STATUSES), state: z.enum(POST_STATES) })
  .meta({ id: 'SavedPost' });
export type SavedPost = z.infer<typeof savedPost>;
