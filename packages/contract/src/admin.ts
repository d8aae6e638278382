// Admin calls of the foundation: member list and actions, mail outbox, overview counts.
import { z } from 'zod';
import { pageQuery } from './api';
import { memberIdentity } from './fields';
import { MEMBER_STATUSES } from './codes';

export const memberListQuery = pageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
});
export type MemberListQuery = z.input<typeof memberListQuery>;

export const adminMember = z
  .object({
    ...memberIdentity,
    status: z.enum(MEMBER_STATUSES),
    isAdmin: z.boolean(),
    is_blocked: z.boolean(),
    canPost: z.boolean(),
    pointAmount: z.number().int(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
  })
  .meta({ id: 'AdminMember' });
export type AdminMember = z.infer<typeof adminMember>;

export const postingBody = z.object({ allowed: z.boolean() });

export const outboxQuery = pageQuery.extend({
  to: z.string().trim().max(254).optional(),
});
export type OutboxQuery = z.input<typeof outboxQuery>;

export const MAIL_STATUSES = ['stored', 'pending', 'sent', 'failed'] as const;

export const outboxMessage = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    template: z.string(),
    language: z.string(),
    status: z.enum(MAIL_STATUSES),
    text: z.string(),
    html: z.string(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const memberOverview = z.object({
  total: z.number().int(),
  active: z.number().int(),
  provisional: z.number().int(),
  cancelled: z.number().int(),
  unsubscribed: z.number().int(),
  blocked: z.number().int(),
  newThisMonth: z.number().int(),
});
export type MemberOverview = z.infer<typeof memberOverview>;
