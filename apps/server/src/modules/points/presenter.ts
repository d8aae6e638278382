// Shapes ledger rows for the API; `ledger.*` descriptions are message keys, localised here.
import type { PointMovement } from '@fanclub/contract/points';
import type { PointType } from '@fanclub/contract/reference';
import { translate } from '@fanclub/contract/messages';
import type { UiLocale } from '@fanclub/contract/codes';

/** A `ledger.*` key, optionally with parameters as `key|{"month":"2026-10"}`, or free text. */
export function describe(locale: UiLocale, description: string): string {
  if (!description.startsWith('ledger.')) return description;
  const [key = '', json] = description.split('|', 2);
  let params: Record<string, string | number> = {};
  try {
    if (json) params = JSON.parse(json) as Record<string, string | number>;
  } catch {
    params = {};
  }
  return translate(locale, key, params);
}

/** The stored form of a described movement with parameters. */
export function describedAs(key: string, params: Record<string, string | number>): string {
  return `${key}|${JSON.stringify(params)}`;
}

export function presentMovement(
  locale: UiLocale,
  row: {
    transactionId: number;
    userId: number;
    type: string;
    points: number;
    balance: number;
    description: string;
    createdAt: Date;
  },
): PointMovement {
  return {
    transactionId: row.transactionId,
    userId: row.userId,
    type: row.type as PointType,
    points: row.points,
    balance: row.balance,
    description: describe(locale, row.description),
    createdAt: row.createdAt.toISOString(),
  };
}
