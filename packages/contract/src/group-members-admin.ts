// A group's members as its moderators and the admins manage them (docs/DECISIONS.md "Groups"):
// the member list, invitations by hand or by an audience, role changes, removal, and the spec's
// member search by conditions behind the invite dialog. The calls are listed in groups-admin.ts.
import { z } from 'zod';
import { blankToUndefined, idSchema, pageQuery, strictInteger } from './api';
import { audienceSchema } from './audience';
import { GROUP_MEMBER_STATES, GROUP_ROLES } from './group-codes';
import { GROUP_ADMIN_PAGE_SIZE } from './groups-admin';
import { audienceMember } from './sendouts';

export const groupMemberParams = z.object({ id: idSchema, userId: idSchema });

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

/** An audience member (sendouts.ts) with the email (admins only) and their state in the group. */
export const conditionMember = audienceMember
  .extend({
    email: z.string().nullable(),
    memberState: z.enum(CONDITION_MEMBER_STATES),
    role: z.enum(GROUP_ROLES).nullable(),
  })
  .meta({ id: 'ConditionMember' });
export type ConditionMember = z.infer<typeof conditionMember>;
