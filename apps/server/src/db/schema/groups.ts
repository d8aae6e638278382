// Groups and MROC research communities (docs/DECISIONS.md "Groups"): a group, its memberships
// (invited → joined, with a role and a pin), its topics (main and sub, each with a window and
// segments), the members' posts in a topic with images, video links and an optional poll, likes,
// comments, and the group's mail templates per kind and language.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ContentLanguage } from '@fanclub/contract/codes';
import type {
  GroupItemStatus,
  GroupMailKind,
  GroupMemberState,
  GroupRole,
  GroupVisibility,
  SegmentOperator,
} from '@fanclub/contract/group-codes';
import { segments } from './sendouts';
import { users } from './users';

export const groups = pgTable(
  'groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    /** Stored WebP keys under uploads/ (groups/<random>.webp); null = none. */
    imageKey: varchar('image_key', { length: 200 }),
    bannerKey: varchar('banner_key', { length: 200 }),
    visibility: varchar('visibility', { length: 8 }).$type<GroupVisibility>().notNull(),
    /** Whether a member who is not in the group finds it in `/groups`. */
    searchable: boolean('searchable').notNull().default(true),
    mrocEnabled: boolean('mroc_enabled').notNull().default(false),
    /** The lead moderator, shown as the contact by default. */
    moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    contactName: varchar('contact_name', { length: 100 }).notNull().default(''),
    contactEmail: varchar('contact_email', { length: 254 }).notNull().default(''),
    contactInfo: text('contact_info').notNull().default(''),
    status: varchar('status', { length: 10 }).$type<GroupItemStatus>().notNull().default('draft'),
    /** Transactional mails on or off: registration complete, comment notice. */
    mailRegistrationComplete: boolean('mail_registration_complete').notNull().default(true),
    mailCommentNotice: boolean('mail_comment_notice').notNull().default(true),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('groups_listing_idx').on(t.status, t.visibility, t.id),
    check('groups_visibility_valid', sql`${t.visibility} in ('public', 'private')`),
    check('groups_status_valid', sql`${t.status} in ('draft', 'published')`),
  ],
);
export type GroupRow = typeof groups.$inferSelect;

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 12 }).$type<GroupRole>().notNull().default('participant'),
    state: varchar('state', { length: 8 }).$type<GroupMemberState>().notNull().default('invited'),
    pinned: boolean('pinned').notNull().default(false),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_members_user_idx').on(t.userId, t.state),
    index('group_members_listing_idx').on(t.groupId, t.state, t.role),
    check('group_members_role_valid', sql`${t.role} in ('moderator', 'participant', 'viewer')`),
    check('group_members_state_valid', sql`${t.state} in ('invited', 'joined')`),
  ],
);
export type GroupMemberRow = typeof groupMembers.$inferSelect;

export const groupTopics = pgTable(
  'group_topics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** null = a main topic; otherwise its main topic (one level only). */
    parentId: integer('parent_id').references((): AnyPgColumn => groupTopics.id, {
      onDelete: 'cascade',
    }),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 10 }).$type<GroupItemStatus>().notNull().default('draft'),
    position: integer('position').notNull().default(0),
    /** When the topic-opening mail was queued (once per topic). */
    openingMailedAt: timestamp('opening_mailed_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_topics_group_idx').on(t.groupId, t.parentId, t.position),
    index('group_topics_opening_idx')
      .on(t.opensAt)
      .where(sql`${t.openingMailedAt} is null`),
    check('group_topics_status_valid', sql`${t.status} in ('draft', 'published')`),
    check('group_topics_window_valid', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);
export type GroupTopicRow = typeof groupTopics.$inferSelect;

/** A topic's segments: a member sees it when in any include (or none) and in no exclude. */
export const groupTopicSegments = pgTable(
  'group_topic_segments',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => groupTopics.id, { onDelete: 'cascade' }),
    /** restrict: a segment a topic uses cannot be deleted (the service answers 409 first). */
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'restrict' }),
    operator: varchar('operator', { length: 8 }).$type<SegmentOperator>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.topicId, t.segmentId] }),
    index('group_topic_segments_segment_idx').on(t.segmentId),
    check('group_topic_segments_operator_valid', sql`${t.operator} in ('include', 'exclude')`),
  ],
);

export const groupPosts = pgTable(
  'group_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => groupTopics.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text. */
    body: text('body').notNull(),
    /** YouTube / Vimeo links only. */
    videoUrls: jsonb('video_urls').$type<string[]>().notNull().default([]),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('group_posts_topic_idx').on(t.topicId, t.createdAt, t.id),
    index('group_posts_author_idx').on(t.groupId, t.authorId, t.createdAt),
  ],
);
export type GroupPostRow = typeof groupPosts.$inferSelect;

export const groupPostImages = pgTable(
  'group_post_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => groupPosts.id, { onDelete: 'cascade' }),
    imageKey: varchar('image_key', { length: 200 }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('group_post_images_post_idx').on(t.postId, t.position)],
);

export const groupPostLikes = pgTable(
  'group_post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => groupPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const groupPolls = pgTable('group_polls', {
  /** One poll per post at most. */
  postId: integer('post_id')
    .primaryKey()
    .references(() => groupPosts.id, { onDelete: 'cascade' }),
  question: varchar('question', { length: 300 }).notNull(),
  multiple: boolean('multiple').notNull().default(false),
  /** The options in order (2–20); a ballot names them by index. */
  options: jsonb('options').$type<string[]>().notNull(),
});

/** One ballot per member and poll (the primary key makes repeated votes count once). */
export const groupPollBallots = pgTable(
  'group_poll_ballots',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => groupPolls.postId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Indexes into the poll's options. */
    choices: smallint('choices').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const groupComments = pgTable(
  'group_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => groupPosts.id, { onDelete: 'cascade' }),
    /** A reply's comment (one level). */
    parentId: integer('parent_id').references((): AnyPgColumn => groupComments.id, {
      onDelete: 'cascade',
    }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text. */
    body: text('body').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: integer('deleted_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('group_comments_post_idx').on(t.postId, t.createdAt, t.id)],
);
export type GroupCommentRow = typeof groupComments.$inferSelect;

export const groupCommentLikes = pgTable(
  'group_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => groupComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** A group's mail, per kind and written language (Japanese required to send). */
export const groupMailTemplates = pgTable(
  'group_mail_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).$type<GroupMailKind>().notNull(),
    language: varchar('language', { length: 2 }).$type<ContentLanguage>().notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_mail_templates_one').on(t.groupId, t.kind, t.language),
    check(
      'group_mail_templates_kind_valid',
      sql`${t.kind} in ('invitation', 'registration_complete', 'answer_reminder', 'topic_opening', 'comment_notice')`,
    ),
  ],
);
export type GroupMailTemplateRow = typeof groupMailTemplates.$inferSelect;
