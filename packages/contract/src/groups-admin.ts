// Managing groups (docs/DECISIONS.md "Groups"): the admin's and the moderators' calls for a
// group's settings (multipart with image and banner), its members (invite, role, remove), the
// spec's member search by conditions, and its topics (windows in Japan time, segments).
//   GET    /api/admin/groups                       query adminGroupListQuery → listOf(adminGroupItem)   (admin)
//   POST   /api/admin/groups                       multipart groupFormFields + image/banner → 201 dataOf(adminGroupDetail) (admin)
//   GET    /api/admin/groups/{id}                  → dataOf(adminGroupDetail)                         (admin, moderator)
//   POST   /api/admin/groups/{id}                  multipart update → dataOf(adminGroupDetail)        (admin, moderator)
//   DELETE /api/admin/groups/{id}                  → ok                                               (admin)
//   POST   /api/admin/groups/{id}/publish|unpublish → dataOf(adminGroupDetail)                        (admin, moderator)
//   GET    /api/admin/groups/{id}/members          query groupMemberListQuery → listOf(groupMemberItem)
//   POST   /api/admin/groups/{id}/members          body groupInviteBody → dataOf(groupInviteResult)
//   PATCH  /api/admin/groups/{id}/members/{userId} body groupMemberPatch → dataOf(groupMemberItem)
//   DELETE /api/admin/groups/{id}/members/{userId} → ok
//   POST   /api/groups/{id}/list-user-by-conditions body listUserByConditionsBody → listOf(conditionMember)
//   GET|POST /api/admin/groups/{id}/topics ; GET|PATCH|DELETE …/topics/{topicId} ; POST …/publish|unpublish
import { z } from 'zod';
import { idSchema, pageQuery, strictInteger } from './api';
import { audienceSchema } from './audience';
import { parseTimeInput } from './campaigns';
import {
  GROUP_ITEM_STATUSES,
  GROUP_LIMITS,
  GROUP_MEMBER_STATES,
  GROUP_ROLES,
  GROUP_TOPIC_PHASES,
  GROUP_VISIBILITIES,
  SEGMENT_OPERATORS,
} from './group-codes';

export const GROUP_IMAGE_FIELD = 'image';
export const GROUP_BANNER_FIELD = 'banner';
export const GROUP_ADMIN_PAGE_SIZE = 10;

const id = idSchema;
export const groupIdParams = z.object({ id });
export const groupMemberParams = z.object({ id, userId: id });
export const groupTopicAdminParams = z.object({ id, topicId: id });

const blankToUndefined = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' ? v.trim() || undefined : v;

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.too_long');
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().max(max, 'validation.too_long'),
  );
/** A multipart switch: 'true'/'false' (or '1'/'0', 'on'), or a JSON boolean. */
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? fallback
        : typeof v === 'boolean'
          ? v
          : ['true', '1', 'on'].includes(String(v)),
    z.boolean(),
  );

// ---------------------------------------------------------------------------------------------
// Groups
// ---------------------------------------------------------------------------------------------

/** The text fields of the group form (multipart; the files are `image` and `banner`). */
export const groupFormFields = z.object({
  name: requiredText(GROUP_LIMITS.nameMax),
  /** HTML from the rich text editor, sanitised on the server. */
  description: optionalText(GROUP_LIMITS.descriptionMax),
  visibility: z.enum(GROUP_VISIBILITIES, { error: 'validation.option' }),
  searchable: flag(true),
  mrocEnabled: flag(false),
  /** The lead moderator (a member's id); blank = none. */
  moderatorId: z.preprocess(blankToUndefined, id.optional()),
  contactName: optionalText(100),
  contactEmail: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : v),
    z.union([
      z.literal(''),
      z.email({ error: 'validation.email' }).max(254, 'validation.too_long'),
    ]),
  ),
  contactInfo: optionalText(2000),
  mailRegistrationComplete: flag(true),
  mailCommentNotice: flag(true),
  /** 'true' removes the stored image / banner (when no new file is sent). */
  removeImage: flag(false),
  removeBanner: flag(false),
});
export type GroupFormFields = z.infer<typeof groupFormFields>;
export type GroupFormInput = z.input<typeof groupFormFields>;

export const adminGroupListQuery = pageQuery.extend({
  keyword: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(GROUP_ITEM_STATUSES, { error: 'validation.option' }).optional(),
  ),
});
export type AdminGroupListQuery = z.input<typeof adminGroupListQuery>;

const personRef = z.object({ id: z.number().int(), nickname: z.string() });

export const adminGroupItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(GROUP_ITEM_STATUSES),
    visibility: z.enum(GROUP_VISIBILITIES),
    searchable: z.boolean(),
    mrocEnabled: z.boolean(),
    imageUrl: z.string().nullable(),
    /** Joined members (any role). */
    joinedCount: z.number().int(),
    /** Invited, not joined yet ("not registered yet"). */
    invitedCount: z.number().int(),
    topicCount: z.number().int(),
    moderator: personRef.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminGroupItem' });
export type AdminGroupItem = z.infer<typeof adminGroupItem>;

export const adminGroupDetail = adminGroupItem
  .extend({
    description: z.string(),
    bannerUrl: z.string().nullable(),
    contactName: z.string(),
    contactEmail: z.string(),
    contactInfo: z.string(),
    mailRegistrationComplete: z.boolean(),
    mailCommentNotice: z.boolean(),
    /** What the reader may do here: admins create/delete groups; moderators manage this one. */
    canDelete: z.boolean(),
    /** Blocked moderators read but do not change anything. */
    canEdit: z.boolean(),
  })
  .meta({ id: 'AdminGroupDetail' });
export type AdminGroupDetail = z.infer<typeof adminGroupDetail>;

// ---------------------------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------------------------

export const groupMemberListQuery = pageQuery.extend({
  state: z.preprocess(
    blankToUndefined,
    z.enum(GROUP_MEMBER_STATES, { error: 'validation.option' }).optional(),
  ),
  role: z.preprocess(
    blankToUndefined,
    z.enum(GROUP_ROLES, { error: 'validation.option' }).optional(),
  ),
  keyword: z.preprocess(blankToUndefined, z.string().max(100).optional()),
});
export type GroupMemberListQuery = z.input<typeof groupMemberListQuery>;

export const groupMemberItem = z
  .object({
    userId: z.number().int(),
    nickname: z.string(),
    /** Shown to admins only (null for a moderator who is not an admin). */
    email: z.string().nullable(),
    role: z.enum(GROUP_ROLES),
    state: z.enum(GROUP_MEMBER_STATES),
    isBlocked: z.boolean(),
    isLeadModerator: z.boolean(),
    invitedAt: z.string().nullable(),
    joinedAt: z.string().nullable(),
  })
  .meta({ id: 'GroupMember' });
export type GroupMemberItem = z.infer<typeof groupMemberItem>;

/** Invite by hand (`userIds`) or everyone an audience matches (`audience`), never both. */
export const groupInviteBody = z
  .object({
    userIds: z.array(z.number().int().positive()).min(1, 'validation.required').max(500).optional(),
    audience: audienceSchema.optional(),
    role: z.enum(GROUP_ROLES, { error: 'validation.option' }).default('participant'),
    sendInvitation: z.boolean().default(false),
  })
  .refine((b) => (b.userIds === undefined) !== (b.audience === undefined), {
    message: 'group_admin.invite_whom',
    path: ['userIds'],
  });
export type GroupInviteBody = z.input<typeof groupInviteBody>;

export const groupInviteResult = z
  .object({
    /** Members invited by this call (new rows). */
    invited: z.number().int(),
    /** Already invited or joined: left as they were. */
    unchanged: z.number().int(),
    /** Invitation mails queued (null when no mail was asked for). */
    mailed: z.number().int().nullable(),
    /** Why the invitation mail could not go (the invitations stay), localised. */
    mailError: z.string().nullable(),
  })
  .meta({ id: 'GroupInviteResult' });
export type GroupInviteResult = z.infer<typeof groupInviteResult>;

export const groupMemberPatch = z.object({
  role: z.enum(GROUP_ROLES, { error: 'validation.option' }),
});
export type GroupMemberPatch = z.infer<typeof groupMemberPatch>;

/** `none`: not in the group at all (the ones an invitation would add). */
export const CONDITION_MEMBER_STATES = ['joined', 'invited', 'none'] as const;
export type ConditionMemberState = (typeof CONDITION_MEMBER_STATES)[number];

export const listUserByConditionsBody = z.object({
  audience: audienceSchema.default({ type: 'all' }),
  memberState: z.preprocess(
    blankToUndefined,
    z.enum(CONDITION_MEMBER_STATES, { error: 'validation.option' }).optional(),
  ),
  /** Nickname (or, for admins, email) contains. */
  keyword: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  page: strictInteger(z.number().int().min(1)).default(1),
  limit: strictInteger(z.number().int().min(1).max(100)).default(GROUP_ADMIN_PAGE_SIZE),
});
export type ListUserByConditionsBody = z.input<typeof listUserByConditionsBody>;

export const conditionMember = z
  .object({
    id: z.number().int(),
    nickname: z.string(),
    email: z.string().nullable(),
    age: z.number().int(),
    gender: z.string(),
    mainLanguage: z.string(),
    prefecture: z.string().nullable(),
    countryOfResidence: z.string().nullable(),
    registeredAt: z.string(),
    memberState: z.enum(CONDITION_MEMBER_STATES),
    role: z.enum(GROUP_ROLES).nullable(),
  })
  .meta({ id: 'ConditionMember' });
export type ConditionMember = z.infer<typeof conditionMember>;

// ---------------------------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------------------------

const timeField = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .min(1, 'validation.required')
    .refine((v) => v === '' || parseTimeInput(v) !== undefined, 'validation.datetime'),
);

export const topicSegmentRule = z.object({
  segmentId: z.number().int().positive(),
  operator: z.enum(SEGMENT_OPERATORS, { error: 'validation.option' }),
});
export type TopicSegmentRule = z.infer<typeof topicSegmentRule>;

/** Create and edit (PATCH takes the whole form too): times as 'YYYY-MM-DD HH:mm' Japan time. */
export const groupTopicBody = z
  .object({
    parentId: z.preprocess(blankToUndefined, id.nullable().optional()),
    title: requiredText(GROUP_LIMITS.topicTitleMax),
    body: optionalText(GROUP_LIMITS.descriptionMax),
    opensAt: timeField,
    closesAt: timeField,
    segments: z
      .array(topicSegmentRule)
      .max(20)
      .default([])
      .refine((list) => new Set(list.map((s) => s.segmentId)).size === list.length, {
        message: 'group_admin.segment_twice',
      }),
    position: strictInteger(z.number().int().min(0).max(10000)).optional(),
  })
  .refine(
    (t) => {
      const opens = parseTimeInput(t.opensAt);
      const closes = parseTimeInput(t.closesAt);
      return !opens || !closes || closes.getTime() > opens.getTime();
    },
    { message: 'group_admin.closes_after_opens', path: ['closesAt'] },
  );
export type GroupTopicBody = z.input<typeof groupTopicBody>;
export type GroupTopicData = z.infer<typeof groupTopicBody>;

export const adminTopicItem = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    title: z.string(),
    body: z.string(),
    opensAt: z.string(),
    closesAt: z.string(),
    status: z.enum(GROUP_ITEM_STATUSES),
    phase: z.enum(GROUP_TOPIC_PHASES),
    position: z.number().int(),
    segments: z.array(topicSegmentRule.extend({ name: z.string() })),
    postCount: z.number().int(),
  })
  .meta({ id: 'AdminGroupTopic' });
export type AdminTopicItem = z.infer<typeof adminTopicItem>;
