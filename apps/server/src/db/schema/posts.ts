// Posts, their categories, comments, reactions and views.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Audience } from '@fanclub/contract/audience';
import { users } from './users';

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nameJa: varchar('name_ja', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('active'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_status_idx').on(t.status, t.id),
    check('categories_status_valid', sql`${t.status} in ('active', 'inactive')`),
  ],
);

/** Who a post (or a mail) is for: the contract's audience, stored as it was validated. */
export type AudienceData = Audience;

/** A post's mail: subject and body per content language, sent by the sendout engine. */
export type PostMailData = Partial<Record<string, { subject: string; body: string }>>;

export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** `admin`: written in the admin area; `member`: by a member with the posting permission. */
    kind: varchar('kind', { length: 8 }).notNull().default('admin'),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised HTML (allow-list) as saved. */
    contents: text('contents').notNull(),
    /** Plain-text excerpt for lists and share tags. */
    excerpt: varchar('excerpt', { length: 300 }).notNull().default(''),
    /** The image the admin chose as the cover; null = the first image of the contents. */
    coverImage: varchar('cover_image', { length: 500 }),
    /** The cover shown on cards, the page and share tags (chosen or first image), set on save. */
    coverUrl: varchar('cover_url', { length: 500 }),
    coverAlt: varchar('cover_alt', { length: 300 }).notNull().default(''),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    /** When it becomes visible; a future time is a scheduled post. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    audience: jsonb('audience').$type<AudienceData>().notNull().default({ type: 'all' }),
    /** Whether the audience is everyone: the feed skips reading the jsonb for these posts. */
    audienceAll: boolean('audience_all')
      .notNull()
      .generatedAlwaysAs(sql`("audience" ->> 'type') = 'all'`),
    mail: jsonb('mail').$type<PostMailData>().notNull().default({}),
    mailScheduledAt: timestamp('mail_scheduled_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    reactionCount: integer('reaction_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The feed's order (newest first, id breaking ties) walks this index and stops after a page.
    index('posts_feed_idx').on(t.status, t.publishAt, t.id),
    // Counting a member's feed: posts for everyone are counted from this index alone.
    index('posts_feed_all_idx')
      .on(t.status, t.publishAt)
      .where(sql`${t.audienceAll}`),
    index('posts_author_idx').on(t.authorId, t.id),
    // The admin list's kind and status filters walk these newest first and stop after a page.
    index('posts_kind_idx').on(t.kind, t.id),
    index('posts_status_idx').on(t.status, t.id),
    check('posts_kind_valid', sql`${t.kind} in ('admin', 'member')`),
    check('posts_status_valid', sql`${t.status} in ('draft', 'published')`),
  ],
);

export const postCategories = pgTable(
  'post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('post_categories_category_idx').on(t.categoryId, t.postId),
  ],
);

/** One view per member per post (Discourse's rule): the view count counts these rows. */
export const postViews = pgTable(
  'post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    /** Plain text as typed; shown as text, never as HTML. */
    body: text('body').notNull(),
    reactionCount: integer('reaction_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_post_idx').on(t.postId, t.id),
    index('comments_parent_idx').on(t.parentId),
  ],
);

export const REACTION_TYPES_SQL = sql`('like', 'love', 'haha', 'wow', 'sad', 'angry')`;

export const postReactions = pgTable(
  'post_reactions',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_reactions_type_idx').on(t.postId, t.type),
    check('post_reactions_type_valid', sql`${t.type} in ${REACTION_TYPES_SQL}`),
  ],
);

export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_reactions_type_idx').on(t.commentId, t.type),
    check('comment_reactions_type_valid', sql`${t.type} in ${REACTION_TYPES_SQL}`),
  ],
);
