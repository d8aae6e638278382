// Shapes rewards, requests and ledger rows for the API, in the request's language.
import type { UiLocale } from '@fanclub/contract/codes';
import { POINT_TYPE_LABELS, type PointType } from '@fanclub/contract/reference';
import type {
  AdminExchangeItem,
  ExchangeRequestItem,
  ExchangeStatus,
  PointHistoryItem,
  RewardItem,
  RewardType,
} from '@fanclub/contract/rewards';
import type { pointTransactions } from '../../db/schema/index';
import { describe } from '../points/presenter';
import type { AdminRequestRow, MemberRequestRow, RewardRow } from './queries';

/** US cents as dollars with two decimals: 133 → "1.33". */
export const usdOf = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

export function presentReward(locale: UiLocale, row: RewardRow): RewardItem {
  return {
    id: row.id,
    type: row.type as RewardType,
    name: locale === 'en' ? row.nameEn : row.nameJa,
    description: locale === 'en' ? row.descriptionEn : row.descriptionJa,
    minPoints: row.minPoints,
    maxPoints: row.maxPoints,
  };
}

export function presentMemberRequest(locale: UiLocale, row: MemberRequestRow): ExchangeRequestItem {
  const r = row.request;
  return {
    id: r.id,
    rewardId: r.rewardId,
    type: r.type as RewardType,
    rewardName: locale === 'en' ? row.nameEn : row.nameJa,
    amount: r.amount,
    status: r.status as ExchangeStatus,
    paypalEmail: r.paypalEmail,
    usd: usdOf(r.usdCents),
    reference: r.status === 'completed' ? r.deliveryReference : null,
    failureReason: r.status === 'fail' ? r.failureReason : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function presentAdminRequest(row: AdminRequestRow): AdminExchangeItem {
  const r = row.request;
  return {
    id: r.id,
    userId: r.userId,
    email: row.email,
    nickname: row.nickname,
    yob: row.yearOfBirth,
    language: row.mainLanguage,
    type: r.type as RewardType,
    status: r.status as ExchangeStatus,
    amount: r.amount,
    paypalEmail: r.paypalEmail,
    usd: usdOf(r.usdCents),
    reference: r.deliveryReference,
    failureReason: r.failureReason,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function presentLedgerRow(
  locale: UiLocale,
  row: typeof pointTransactions.$inferSelect,
): PointHistoryItem {
  const type = row.type as PointType;
  return {
    id: row.id,
    type,
    typeLabel: POINT_TYPE_LABELS[type][locale],
    description: describe(locale, row.description),
    points: row.points,
    balance: row.balanceAfter,
    createdAt: row.createdAt.toISOString(),
  };
}
