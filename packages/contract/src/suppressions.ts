// The suppression list: addresses no news or group mail goes to, why, and since when; the admin
// screen's search, its answers, and what a member sees about their own address.
import { z } from 'zod';
import { blankToUndefined, MAX_ID, strictInteger } from './api';
import { emailField } from './auth';
import type { Labels } from './reference';

export const SUPPRESSION_REASONS = [
  'hard_bounce',
  'soft_bounce',
  'complaint',
  'admin',
  'unsubscribed',
] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** Reasons a member clears by confirming the address again (a bounce said it did not exist). */
export const BOUNCE_REASONS: readonly SuppressionReason[] = ['hard_bounce', 'soft_bounce'];

export const SUPPRESSION_REASON_LABELS: Record<SuppressionReason, Labels> = {
  hard_bounce: { ja: '配信不能（ハードバウンス）', en: 'Undeliverable (hard bounce)' },
  soft_bounce: { ja: '一時的な配信エラーの繰り返し', en: 'Repeated temporary failures' },
  complaint: { ja: '迷惑メール報告', en: 'Marked as spam' },
  admin: { ja: '管理者による登録', en: 'Added by an admin' },
  unsubscribed: { ja: '配信停止', en: 'Unsubscribed' },
};

export const suppressionQuery = z.object({
  /** Any part of the address. */
  q: z.preprocess(blankToUndefined, z.string().max(254, 'validation.too_long').optional()),
  reason: z.preprocess(blankToUndefined, z.enum(SUPPRESSION_REASONS).optional()),
  page: strictInteger(z.number().int().min(1).max(MAX_ID).default(1)),
  limit: strictInteger(z.number().int().min(1).max(100).default(20)),
});
export type SuppressionQuery = z.input<typeof suppressionQuery>;

export const suppressionExportQuery = suppressionQuery.pick({ q: true, reason: true });

export const suppressionItem = z
  .object({
    id: z.number().int(),
    email: z.string(),
    userId: z.number().int().nullable(),
    reason: z.enum(SUPPRESSION_REASONS),
    detail: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'SuppressionItem' });
export type SuppressionItem = z.infer<typeof suppressionItem>;

/** What an admin may add by hand: their own decision, or a person's request to get no mail. */
export const MANUAL_REASONS = ['admin', 'unsubscribed'] as const;

export const suppressionCreate = z.object({
  email: emailField,
  reason: z.enum(MANUAL_REASONS, { error: 'validation.option' }).default('admin'),
  detail: z.preprocess(blankToUndefined, z.string().max(500, 'validation.too_long').optional()),
});
export type SuppressionCreate = z.input<typeof suppressionCreate>;

/** The member's own address on the list, or null. */
export const accountSuppression = z
  .object({
    reason: z.enum(SUPPRESSION_REASONS),
    since: z.string(),
    /** A verification mail to the address lifts it (bounces only). */
    canReconfirm: z.boolean(),
  })
  .nullable()
  .meta({ id: 'AccountSuppression' });
export type AccountSuppression = z.infer<typeof accountSuppression>;
