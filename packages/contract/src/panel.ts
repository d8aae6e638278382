// The research panel's checks before paying: the rule that tells one person's accounts apart,
// and the admin review queue of held answers (routes: admin/campaigns/reviews).
import { z } from 'zod';
import { pageQuery, strictInteger } from './api';
import { HOLD_REASONS, RESPONDENT_STATUSES, REVIEW_STATUSES } from './campaigns';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The address a person is known by across accounts: lower-cased, the +tag dropped, and for
 * Gmail (gmail.com, googlemail.com) the dots dropped too, since Gmail delivers all of them to
 * one mailbox. The server's SQL twin is `normalisedEmailSql` (db/schema/users.ts).
 */
export function normalisedEmail(email: string): string {
  const [rawLocal = '', domain = ''] = email.toLowerCase().split('@');
  const local = rawLocal.split('+')[0] ?? '';
  return GMAIL_DOMAINS.has(domain)
    ? `${local.replaceAll('.', '')}@gmail.com`
    : `${local}@${domain}`;
}

export const reviewQueueQuery = pageQuery.extend({
  status: z.enum(REVIEW_STATUSES, { error: 'validation.option' }).default('pending'),
});
export type ReviewQueueQuery = z.input<typeof reviewQueueQuery>;

export const heldAnswer = z
  .object({
    /** The respondent row's id. */
    id: z.number().int(),
    campaignId: z.number().int(),
    campaignTitle: z.string(),
    memberId: z.number().int(),
    nickname: z.string(),
    respondentStatus: z.enum(RESPONDENT_STATUSES),
    holdReason: z.enum(HOLD_REASONS),
    reviewStatus: z.enum(REVIEW_STATUSES),
    /** What approving pays. */
    points: z.number().int(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    /** How long the answer took, and the campaign's stated length. */
    seconds: z.number().int().nullable(),
    lengthMinutes: z.number().int(),
    reviewReason: z.string().nullable(),
    reviewedAt: z.string().nullable(),
  })
  .meta({ id: 'HeldAnswer' });
export type HeldAnswer = z.infer<typeof heldAnswer>;

export const rejectAnswerBody = z.object({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(500, 'validation.too_long'),
});
export type RejectAnswerBody = z.input<typeof rejectAnswerBody>;

export const reviewDecision = z
  .object({
    id: z.number().int(),
    reviewStatus: z.enum(REVIEW_STATUSES),
    /** Points paid by this decision (0 for a rejection or a repeated approval). */
    paid: z.number().int(),
  })
  .meta({ id: 'ReviewDecision' });
export type ReviewDecision = z.infer<typeof reviewDecision>;

/** The member's own cap on survey invitations, beside the club's (account settings). */
export const surveyLimitView = z
  .object({
    /** null: the club's limit applies. */
    limit: z.number().int().nullable(),
    /** Invitations per 30 days the club sends at most; a member may choose fewer, not more. */
    clubLimit: z.number().int(),
    /** Days without an invitation after a completed survey. */
    restDays: z.number().int(),
  })
  .meta({ id: 'SurveyLimit' });
export type SurveyLimitView = z.infer<typeof surveyLimitView>;

export const surveyLimitBody = z.object({
  limit: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    strictInteger(
      z
        .number({ error: 'validation.number' })
        .int('validation.invalid')
        .min(0, 'validation.not_negative')
        .max(100, 'validation.invalid'),
    ).nullable(),
  ),
});
export type SurveyLimitBody = z.input<typeof surveyLimitBody>;
