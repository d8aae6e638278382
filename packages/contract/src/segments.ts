// Segments (docs/DECISIONS.md "Groups"): named static member lists, managed by admins, usable
// in every audience (posts, campaigns, offers) and in group topics (include / exclude).
//   GET    /api/admin/segments                     query segmentListQuery → listOf(segmentItem)
//   POST   /api/admin/segments                     body segmentBody → 201 dataOf(segmentItem)
//   GET    /api/admin/segments/{id}                → dataOf(segmentItem)
//   PATCH  /api/admin/segments/{id}                body segmentBody → dataOf(segmentItem)
//   DELETE /api/admin/segments/{id}                → ok; 409 CONFLICT while a topic uses it
//   GET    /api/admin/segments/{id}/members        query segmentMemberListQuery → listOf(segmentMember)
//   POST   /api/admin/segments/{id}/members        body segmentMembersBody → dataOf(segmentMembersResult)
//   DELETE /api/admin/segments/{id}/members/{userId} → ok
import { z } from 'zod';
import { blankToUndefined, idSchema, pageQuery, strictInteger } from './api';
import { audienceSchema } from './audience';

const id = idSchema;
export const segmentParams = z.object({ id });
export const segmentMemberParams = z.object({ id, userId: id });

export const segmentListQuery = pageQuery.extend({
  limit: strictInteger(z.number().int().min(1).max(200)).default(10),
  keyword: z.preprocess(blankToUndefined, z.string().max(100).optional()),
});
export type SegmentListQuery = z.input<typeof segmentListQuery>;

export const segmentBody = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(100, 'validation.too_long'),
});
export type SegmentBody = z.infer<typeof segmentBody>;

export const segmentItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    memberCount: z.number().int(),
    /** Group topics that include or exclude it (it cannot be deleted while any does). */
    topicCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Segment' });
export type SegmentItem = z.infer<typeof segmentItem>;

export const segmentMemberListQuery = pageQuery.extend({
  keyword: z.preprocess(blankToUndefined, z.string().max(100).optional()),
});
export type SegmentMemberListQuery = z.input<typeof segmentMemberListQuery>;

export const segmentMember = z
  .object({ id: z.number().int(), nickname: z.string(), email: z.string() })
  .meta({ id: 'SegmentMember' });
export type SegmentMember = z.infer<typeof segmentMember>;

/** Add by hand (`userIds`) or everyone an audience matches now (`audience`), never both. */
export const segmentMembersBody = z
  .object({
    userIds: z
      .array(z.number().int().positive())
      .min(1, 'validation.required')
      .max(1000)
      .optional(),
    audience: audienceSchema.optional(),
  })
  .refine((b) => (b.userIds === undefined) !== (b.audience === undefined), {
    message: 'segments.add_whom',
    path: ['userIds'],
  });
export type SegmentMembersBody = z.input<typeof segmentMembersBody>;

export const segmentMembersResult = z
  .object({ added: z.number().int(), memberCount: z.number().int() })
  .meta({ id: 'SegmentMembersResult' });
export type SegmentMembersResult = z.infer<typeof segmentMembersResult>;
