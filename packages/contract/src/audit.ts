// The admin audit log: the action codes with their ja/en labels, the search and its answers.
// Rows name ids only (actor, member, record), never names or addresses.
import { z } from 'zod';
import { blankToUndefined, calendarDay, idSchema, strictInteger } from './api';
import type { Labels } from './reference';

export const AUDIT_ACTIONS = [
  'points_adjusted',
  'exchange_approved',
  'exchange_completed',
  'exchange_failed',
  'member_blocked',
  'member_unblocked',
  'member_cancelled',
  'csv_exported',
  'settings_changed',
  'data_export_requested',
  'data_export_downloaded',
  'member_erased',
  'two_factor_reset',
  'suppression_added',
  'suppression_lifted',
  'answer_approved',
  'answer_rejected',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, Labels> = {
  points_adjusted: { ja: 'ポイント調整', en: 'Points adjusted' },
  exchange_approved: { ja: '交換申請の承認', en: 'Exchange approved' },
  exchange_completed: { ja: '交換の完了', en: 'Exchange completed' },
  exchange_failed: { ja: '交換の失敗処理', en: 'Exchange failed' },
  member_blocked: { ja: '会員のブロック', en: 'Member blocked' },
  member_unblocked: { ja: '会員のブロック解除', en: 'Member unblocked' },
  member_cancelled: { ja: '会員登録の取り消し', en: 'Registration cancelled' },
  csv_exported: { ja: 'CSV出力', en: 'CSV exported' },
  settings_changed: { ja: '設定の変更', en: 'Settings changed' },
  data_export_requested: { ja: '会員データ出力の依頼', en: 'Member data export requested' },
  data_export_downloaded: { ja: '会員データのダウンロード', en: 'Member data downloaded' },
  member_erased: { ja: '個人情報の消去', en: 'Personal data erased' },
  two_factor_reset: { ja: '二段階認証のリセット', en: 'Two-factor sign-in reset' },
  suppression_added: { ja: '配信停止リストへの登録', en: 'Address suppressed' },
  suppression_lifted: { ja: '配信停止の解除', en: 'Suppression lifted' },
  answer_approved: { ja: '保留中の回答の承認', en: 'Held survey answer approved' },
  answer_rejected: { ja: '保留中の回答の却下', en: 'Held survey answer rejected' },
};

/** What the CSV exports are called in an audit row's details. */
export const AUDIT_EXPORTS = [
  'fans',
  'posts',
  'offer_clicks',
  'exchanges',
  'organizations',
  'campaign_respondents',
  'audit_log',
  'suppressions',
  'panel_health',
] as const;
export type AuditExport = (typeof AUDIT_EXPORTS)[number];

const optionalId = z.preprocess(blankToUndefined, idSchema.optional());

export const auditQuery = z.object({
  actorId: optionalId,
  memberId: optionalId,
  action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS).optional()),
  /** Japan calendar days, both included. */
  from: z.preprocess(blankToUndefined, calendarDay.optional()),
  to: z.preprocess(blankToUndefined, calendarDay.optional()),
  /** The `nextCursor` of the previous page. */
  cursor: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,19}$/, 'validation.invalid')
      .optional(),
  ),
  limit: strictInteger(z.number().int().min(1).max(100).default(20)),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntry = z
  .object({
    id: z.string(),
    actorId: z.number().int().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    memberId: z.number().int().nullable(),
    details: z.record(z.string(), z.unknown()),
    ip: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  data: z.array(auditEntry),
  /** Keyset paging: pass `nextCursor` as `cursor` for the next (older) page; null at the end. */
  meta: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
});
export type AuditPage = z.infer<typeof auditPage>;
