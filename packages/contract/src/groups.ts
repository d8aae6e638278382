// Groups as members use them (docs/DECISIONS.md "Groups"): the `/groups` list with its filters
// and search, a group's page (my membership, what I may do, the topics I see as a tree), joining
// and leaving, pins, and a member's page inside a group. Every call needs a session (401);
// a group the reader may not see answers 404.
//
//   GET    /api/groups                 query groupListQuery → listOf(groupListItem)
//   GET    /api/groups/{id}                                 → dataOf(groupDetail)
//   POST   /api/groups/{id}/join       public: join as participant; invited: accept (keeps the
//                                      invited role) → dataOf(groupDetail); 403 private without
//                                      invitation; 409 already joined
//   POST   /api/groups/{id}/leave      joined: leave; invited: decline → okResponse (api.ts);
//                                      403 without a membership
//   PUT    /api/groups/{id}/pin        (joined or invited) → dataOf(groupMembershipView)
//   DELETE /api/groups/{id}/pin                              → dataOf(groupMembershipView)
//   GET    /api/groups/{id}/members/{memberId}  query pageQuery → dataOf(groupMemberPage)
//                                      (readers inside the group; the member's posts the reader may see)
import { z } from 'zod';
import { idSchema, pageMeta, pageQuery } from './api';
import {
  GROUP_ITEM_STATUSES,
  GROUP_LIST_FILTERS,
  GROUP_MEMBER_STATES,
  GROUP_ROLES,
  GROUP_TOPIC_PHASES,
  GROUP_VISIBILITIES,
} from './group-codes';

const id = idSchema;

export const groupListQuery = pageQuery.extend({
  filter: z.enum(GROUP_LIST_FILTERS).catch('all').default('all'),
  keyword: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type GroupListQuery = z.input<typeof groupListQuery>;

export const groupMemberParams = z.object({ id, memberId: id });

/** The reader's own row in the group, null when they have none. */
export const groupMembershipView = z
  .object({
    role: z.enum(GROUP_ROLES),
    state: z.enum(GROUP_MEMBER_STATES),
    pinned: z.boolean(),
    joinedAt: z.string().nullable(),
  })
  .meta({ id: 'GroupMembership' });
export type GroupMembershipView = z.infer<typeof groupMembershipView>;

export const groupListItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Plain text, at most 160 characters. */
    excerpt: z.string(),
    imageUrl: z.string().nullable(),
    visibility: z.enum(GROUP_VISIBILITIES),
    mrocEnabled: z.boolean(),
    /** `draft` is seen by its moderators and admins only. */
    status: z.enum(GROUP_ITEM_STATUSES),
    memberCount: z.number().int(),
    membership: groupMembershipView.nullable(),
  })
  .meta({ id: 'GroupListItem' });
export type GroupListItem = z.infer<typeof groupListItem>;

export const groupTopicNode = z.object({
  id: z.number().int(),
  title: z.string(),
  phase: z.enum(GROUP_TOPIC_PHASES),
  /** Only moderators see draft topics. */
  status: z.enum(GROUP_ITEM_STATUSES),
  opensAt: z.string(),
  closesAt: z.string(),
  postCount: z.number().int(),
});
export type GroupTopicNode = z.infer<typeof groupTopicNode>;

export const groupTopicTree = groupTopicNode
  .extend({ subTopics: z.array(groupTopicNode) })
  .meta({ id: 'GroupTopicTree' });
export type GroupTopicTree = z.infer<typeof groupTopicTree>;

export const groupPerson = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
});
export type GroupPerson = z.infer<typeof groupPerson>;

export const groupFlags = z.object({
  /** Join a public group (as participant). */
  canJoin: z.boolean(),
  /** Accept a pending invitation (same call as join). */
  canAccept: z.boolean(),
  /** Leave (joined) or decline (invited). */
  canLeave: z.boolean(),
  canPin: z.boolean(),
  /** Manage the group (`/groups/{id}/manage`). */
  canModerate: z.boolean(),
  /** Topics, posts and members' pages. */
  canEnter: z.boolean(),
});
export type GroupFlags = z.infer<typeof groupFlags>;

export const groupDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Sanitised HTML. */
    descriptionHtml: z.string(),
    imageUrl: z.string().nullable(),
    bannerUrl: z.string().nullable(),
    visibility: z.enum(GROUP_VISIBILITIES),
    searchable: z.boolean(),
    mrocEnabled: z.boolean(),
    status: z.enum(GROUP_ITEM_STATUSES),
    contact: z.object({ name: z.string(), email: z.string(), info: z.string() }),
    leadModerator: groupPerson.nullable(),
    memberCount: z.number().int(),
    membership: groupMembershipView.nullable(),
    flags: groupFlags,
    /** The topics the reader sees: main topics with their sub-topics, in order. */
    topics: z.array(groupTopicTree),
  })
  .meta({ id: 'GroupDetail' });
export type GroupDetail = z.infer<typeof groupDetail>;

export const groupMemberPost = z.object({
  id: z.number().int(),
  topicId: z.number().int(),
  topicTitle: z.string(),
  /** Plain text. */
  body: z.string(),
  imageUrls: z.array(z.string()),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  createdAt: z.string(),
});
export type GroupMemberPost = z.infer<typeof groupMemberPost>;

export const groupMemberPage = z
  .object({
    group: z.object({ id: z.number().int(), name: z.string() }),
    member: groupPerson.extend({
      role: z.enum(GROUP_ROLES),
      joinedAt: z.string().nullable(),
    }),
    posts: z.array(groupMemberPost),
    postsMeta: pageMeta,
  })
  .meta({ id: 'GroupMemberPage' });
export type GroupMemberPage = z.infer<typeof groupMemberPage>;

export const groupMemberPageQuery = pageQuery;
