// Managing groups (docs/DECISIONS.md "Groups"): the admin's and the moderators' calls for a
// group's settings (multipart with image and banner) and its topics (windows in Japan time,
// segments); its members (invite, role, remove, the spec's search by conditions) are in
// group-members-admin.ts.
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
import { blankToUndefined, idSchema, pageQuery, strictInteger } from './api';
import {
  GROUP_ITEM_STATUSES,
  GROUP_LIMITS,
  GROUP_TOPIC_PHASES,
  GROUP_VISIBILITIES,
  SEGMENT_OPERATORS,
} from './group-codes';
import { parseTimeInput } from './japan-time';
import { requiredText } from './source-steps';

export const GROUP_IMAGE_FIELD = 'image';
export const GROUP_BANNER_FIELD = 'banner';
export const GROUP_ADMIN_PAGE_SIZE = 10;

const id = idSchema;
export const groupIdParams = z.object({ id });
export const groupTopicAdminParams = z.object({ id, topicId: id });

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
    /** What the reader may do here: admins create/delete groups; moderators manage this one. */
    canDelete: z.boolean(),
    /** Blocked moderators read but do not change anything. */
    canEdit: z.boolean(),
  })
  .meta({ id: 'AdminGroupDetail' });
export type AdminGroupDetail = z.infer<typeof adminGroupDetail>;

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
